// Declares what the port's compiler (Inputs/fake-hipcc) rejects.
__host__ __device__ float notInHipScale(float x);
// Declares inHipHeader (spelled so that the stand-in compiler does not see it
// here), whose call the stand-in compiler rejects in a HIP header.
#define DECLARE_IN(name) __host__ __device__ int in##name(int);
DECLARE_IN(HipHeader)
