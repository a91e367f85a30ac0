// The program forks a child that outlives it; the child writes its pid to
// the file named by argv[1] and would touch argv[1].alive a while later.
#include <cstdio>
#include <string>
#include <unistd.h>
__global__ void nop() {}
int main(int argc, char **argv) {
  nop<<<1, 1>>>();
  cudaDeviceSynchronize();
  if (argc < 2)
    return 2;
  pid_t child = fork();
  if (child == 0) {
    sleep(3);
    std::FILE *f = std::fopen((std::string(argv[1]) + ".alive").c_str(), "w");
    if (f)
      std::fclose(f);
    _exit(0);
  }
  std::FILE *f = std::fopen(argv[1], "w");
  std::fprintf(f, "%d\n", int(child));
  std::fclose(f);
  std::printf("parent done\n");
  return 0;
}
