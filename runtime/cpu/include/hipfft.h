//===- hipfft.h - hipFFT as ROCm before 6.0 placed its header -------------===//
#include "hipfft/hipfft.h"
