// Members of a mapped struct that the target HIP lacks are reported where
// they are used: hipDeviceProp_t has no asyncEngineCount, unifiedAddressing
// or uuid before HIP 6.0 (there the struct is hipDeviceProp_tR0600, which
// has them), and no release has deviceNumaId. Members both have pass.
// RUN: %hipify port %s --verbose --hip-version=5.2 --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --check-prefix=MSG --implicit-check-not='{{warning|error}}:' %s < %t.err
// RUN: %hipify port %s --hip-version=6.2 --cuda-path=%cuda-path -o %t.62.hip 2> %t.62.err
// RUN: FileCheck --match-full-lines --check-prefix=NEW --implicit-check-not='{{warning|error}}:' %s < %t.62.err
// The reported members are what stops the 5.2 port, and nothing else is.
// RUN: %if hipcc %{ not %hipcc --offload-arch=gfx90a -std=c++17 -fsyntax-only -x hip %t.hip 2> %t.hipcc %}
// RUN: %if hipcc %{ FileCheck --check-prefix=HIPCC --implicit-check-not=error: %s < %t.hipcc %}
#include <cuda_runtime.h>
#include <cstdio>

int main() {
  cudaDeviceProp prop;
  cudaGetDeviceProperties(&prop, 0);
  printf("%d %d\n", prop.major, prop.multiProcessorCount);
  printf("%d %d\n", prop.asyncEngineCount, prop.unifiedAddressing);
  // MSG:{{.*}}missing-member.cu:[[@LINE-1]]:26: warning: 'hipDeviceProp_t' has no member 'asyncEngineCount' in HIP 5.2 (HIP 6.0 has it); left unchanged: take the value from elsewhere (hipDeviceGetAttribute) or target a newer HIP [hipify-newer-than-target]
  // MSG:{{.*}}missing-member.cu:[[@LINE-2]]:49: warning: 'hipDeviceProp_t' has no member 'unifiedAddressing' in HIP 5.2 (HIP 6.0 has it); left unchanged: take the value from elsewhere (hipDeviceGetAttribute) or target a newer HIP [hipify-newer-than-target]
  // HIPCC:{{.*}}.hip:[[@LINE-3]]:26: error: no member named 'asyncEngineCount' in 'hipDeviceProp_t'
  // HIPCC:{{.*}}.hip:[[@LINE-4]]:49: error: no member named 'unifiedAddressing' in 'hipDeviceProp_t'
  const cudaDeviceProp *p = &prop;
  printf("%d\n", p->deviceNumaId);
  // MSG:{{.*}}missing-member.cu:[[@LINE-1]]:21: warning: 'hipDeviceProp_t' has no member 'deviceNumaId' in HIP 5.2, nor in any release the tables know; left unchanged: take the value from elsewhere or drop its use [hipify-unsupported-api]
  // NEW:{{.*}}missing-member.cu:[[@LINE-2]]:21: warning: 'hipDeviceProp_t' has no member 'deviceNumaId' in HIP 6.2, nor in any release the tables know; left unchanged: take the value from elsewhere or drop its use [hipify-unsupported-api]
  // HIPCC:{{.*}}.hip:[[@LINE-3]]:21: error: no member named 'deviceNumaId' in 'hipDeviceProp_t'
  return 0;
}
