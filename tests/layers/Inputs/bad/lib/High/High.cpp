#include "Low/Low.h"
#include "Low/Missing.h"
#include "../tools/t/Tool.h"
#include "llvm/ADT/StringRef.h"
#include <vector>
