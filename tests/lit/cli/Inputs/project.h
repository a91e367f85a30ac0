#pragma once
#ifndef PROJECT_FLAG
#error "PROJECT_FLAG comes from the compile command"
#endif
#define PROJECT_STREAM nullptr
