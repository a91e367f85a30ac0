#include "via-header.h"
void h() { cudaDeviceSynchronize(); }
