#pragma once
#include <hip/hip_runtime_api.h>
#include <hip/hip_texture.h>
