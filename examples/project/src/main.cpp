// Host driver: plain C++ that calls into the CUDA files.
#include <cstdio>

int runScale(int n);
int runAdd(int n);
int runLegacy();

int main() {
  int failures = runScale(1 << 16) + runAdd(1 << 16) + runLegacy();
  std::printf("project: %d failures\n", failures);
  return failures;
}
