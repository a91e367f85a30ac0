//===- cusparse_v2.h - cuSPARSE as older programs include it --------------===//
#include "cusparse.h"
