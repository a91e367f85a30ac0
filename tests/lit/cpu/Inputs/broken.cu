__global__ void k(float *p) { p[0] = undeclaredThing; }
int main() { k<<<1, 1>>>(nullptr); }
