// A host helper with nothing to translate.
#pragma once
inline float scaled(float v) { return v * 0.5f; }
