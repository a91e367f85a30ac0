#include "Tool.h"
#include "High/High.h"
#include "Other.h"
