// Skipped ranges that end before they begin (`#if 0` then a taken `#elif`),
// nested inactive branches and a skipped branch at the end of the file with
// no newline used to send the raw lexer past its buffer (SIGSEGV in port and
// in batch workers). They are translated token by token like any inactive
// branch.
// RUN: %hipify port %s --cuda-path=%cuda-path -o %t.hip 2> %t.err
// RUN: FileCheck --match-full-lines --strict-whitespace %s < %t.hip
#if 0
#elif 1
#endif
#if 0
cudaMalloc(0, 0);
#elif 1
#if 0
cudaFree(0);
#else
#endif
#elif 0
cudaDeviceSynchronize();
#endif
#ifdef NOT_DEFINED
cudaStream_t s;
#endif
// CHECK:#if 0
// CHECK-NEXT:#elif 1
// CHECK-NEXT:#endif
// CHECK-NEXT:#if 0
// CHECK-NEXT:hipMalloc(0, 0);
// CHECK-NEXT:#elif 1
// CHECK-NEXT:#if 0
// CHECK-NEXT:hipFree(0);
// CHECK-NEXT:#else
// CHECK-NEXT:#endif
// CHECK-NEXT:#elif 0
// CHECK-NEXT:hipDeviceSynchronize();
// CHECK-NEXT:#endif
// CHECK-NEXT:#ifdef NOT_DEFINED
// CHECK-NEXT:hipStream_t s;
// CHECK-NEXT:#endif
