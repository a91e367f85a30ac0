#include "SideA/A.h"
#include "SideB/B.h"
