#include "Low/Low.h"
