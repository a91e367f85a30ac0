// Driver types spelled in CamelCase after CU are the runtime API's types in
// HIP (CUgraphExec -> hipGraphExec_t, a handle's _t typedef first), and their
// CU_* enumerators pair with that type's enumerators.
// RUN: %hipify port %s --cuda-path=%cuda-path --hip-version=5.2 -o %t.hip 2> %t.err
// RUN: not grep -E 'warning:|error:' %t.err
// RUN: FileCheck --match-full-lines %s < %t.hip
// RUN: %if hipcc %{ %hipcc --offload-arch=gfx90a -x hip -fsyntax-only %t.hip %}
#include <cuda.h>

CUaccessProperty hint() { return CU_ACCESS_PROPERTY_PERSISTING; }
CUexternalMemoryHandleType fd() { return CU_EXTERNAL_MEMORY_HANDLE_TYPE_OPAQUE_FD; }
CUstreamCaptureMode mode = CU_STREAM_CAPTURE_MODE_GLOBAL;
CUgraphExec exec;
CUgraphNode node;
// An underscored tail joins the CamelCase; a _vN typedef is its type.
CUmemAccess_flags prot = CU_MEM_ACCESS_FLAGS_PROT_READWRITE;
CUmemLocation_v1 where;
CUdeviceptr_v2 base;

// CHECK:      hipAccessProperty hint() { return hipAccessPropertyPersisting; }
// CHECK-NEXT: hipExternalMemoryHandleType fd() { return hipExternalMemoryHandleTypeOpaqueFd; }
// CHECK-NEXT: hipStreamCaptureMode mode = hipStreamCaptureModeGlobal;
// CHECK-NEXT: hipGraphExec_t exec;
// CHECK-NEXT: hipGraphNode_t node;
// CHECK-NEXT: // An underscored tail joins the CamelCase; a _vN typedef is its type.
// CHECK-NEXT: hipMemAccessFlags prot = hipMemAccessFlagsProtReadWrite;
// CHECK-NEXT: hipMemLocation where;
// CHECK-NEXT: hipDeviceptr_t base;
