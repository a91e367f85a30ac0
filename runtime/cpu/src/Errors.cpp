//===- Errors.cpp - the sticky last error ---------------------------------===//
#include "hipify_cpu/errors.h"
#include <atomic>

namespace hipify_cpu {

static std::atomic<Error> LastError{Error::Success};

void set_last_error(Error E) {
  if (E != Error::Success)
    LastError.store(E);
}

Error get_last_error(bool Clear) {
  return Clear ? LastError.exchange(Error::Success) : LastError.load();
}

} // namespace hipify_cpu
