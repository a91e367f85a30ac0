// Plain C++, including the program's headers by two paths.
#include "inc/types.h"
#include <api.h>

int host_total(Stream s) { return doubled(s) + 1; }
