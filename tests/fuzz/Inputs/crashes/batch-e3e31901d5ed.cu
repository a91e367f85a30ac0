#include "fuzz_header.cuh"
