// Declares what the port's compiler (Inputs/fake-hipcc) rejects.
__host__ __device__ float notInHipScale(float x);
