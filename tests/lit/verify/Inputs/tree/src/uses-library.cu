#include "common.cuh"
#include <notinstalled/lib.h>

int main() { return libraryCall(); }
