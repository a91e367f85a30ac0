// Stands in for a CUDA library header that is not installed here.
