// The function main.cu's kernel calls, defined in this unit only.
__host__ __device__ float polynomial(float x) { return (2.0f * x + 1.0f) * x - 3.0f; }
