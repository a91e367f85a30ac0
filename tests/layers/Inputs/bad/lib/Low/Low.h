// The lowest layer.
#include "High/High.h"
