// Uses the runtime only through a helper header that includes none.
#include "checks.h"
int answer() { return 42; }
