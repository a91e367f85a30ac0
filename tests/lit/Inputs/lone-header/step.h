cudaError_t launchStep(int n);
