#pragma once
#include "types.h"
inline int doubled(Stream s) { return s.n * 2; }
