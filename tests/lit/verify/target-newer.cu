// port --verify for a target newer than the installed HIP: the port is
// compiled with the installed HIP (5.2 here, through --hip-path), which says
// so; an error naming a HIP API that the tables give the target and not the
// installed release is expected, a warning, and leaves the exit status 0.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-path=%S/Inputs/hip-5.2 --hip-version=6.2 --mapping-file=%S/Inputs/newer-name.yaml --verify --hipcc=%S/Inputs/fake-hipcc -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --input-file=%t.err %s
#include <cuda_runtime.h>

int main() { return cudaDeviceSynchronize(); }
// CHECK:{{.*}}newer-name.yaml:{{.*}}: warning: {{.*}}notInHipSynchronize{{.*}}
// CHECK:hipify: --verify compiles the port with the installed HIP 5.2 ({{.*}}fake-hipcc), not with HIP 6.2, the target: errors naming HIP APIs newer than 5.2 are marked as expected
// CHECK-NEXT:{{.*}}target-newer.cu:9:21: warning: the port does not build: use of undeclared identifier 'notInHipSynchronize'; expected: 'notInHipSynchronize' is new in HIP 6.0, which the target has and the installed HIP 5.2 lacks [hipify-port-build-error]
// CHECK-NOT:{{.}}
