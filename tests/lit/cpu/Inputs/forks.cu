// A program that leaves processes behind: a child that leaves the process
// group and the session (setsid), its child, orphaned at once, and a child
// that stays in the group. Each runs `sleep` under the name argv[1], so a
// test can look for them; argv[2] seconds (default 1: time for all of them
// to start) is how long the program itself waits before it ends.
#include <cstdio>
#include <cstdlib>
#include <unistd.h>

__global__ void fill(int *p) { p[threadIdx.x] = threadIdx.x; }

static void sleeper(const char *name) {
  execlp("sleep", name, "300", (char *)0);
  _exit(1);
}

int main(int argc, char **argv) {
  int *d;
  cudaMalloc(&d, 64 * sizeof(int));
  fill<<<1, 64>>>(d);
  cudaDeviceSynchronize();
  const char *name = argc > 1 ? argv[1] : "hipify-forks";
  if (fork() == 0) {
    setsid();
    if (fork() == 0)
      sleeper(name);
    sleeper(name);
  }
  if (fork() == 0)
    sleeper(name);
  sleep(argc > 2 ? atoi(argv[2]) : 1);
  printf("done\n");
  return 0;
}
