// Plain C++ with no GPU code: a directory walk skips it.
int add(int a, int b) { return a + b; }
