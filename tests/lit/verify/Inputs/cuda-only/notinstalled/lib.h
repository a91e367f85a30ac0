// A library's header that exists for the CUDA parse and is not installed for
// the port's compiler (Inputs/fake-hipcc stops at every <notinstalled/...>).
inline int libraryCall() { return 0; }
