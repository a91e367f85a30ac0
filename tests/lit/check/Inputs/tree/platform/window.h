#pragma once
typedef struct _WINDOW_THING { HWND handle; LPCWSTR name; } WINDOW_THING;
inline UINT window_count() { return 0; }
