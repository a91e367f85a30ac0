#include <cstdio>
int main() { std::puts("no CUDA here"); }
