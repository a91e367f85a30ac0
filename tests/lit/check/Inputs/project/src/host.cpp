// Plain C++ with no CUDA: a directory walk skips it.
int add(int a, int b) { return a + b; }
