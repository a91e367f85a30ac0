//===- Errors.cpp - the sticky last error and the error tables ------------===//
#include "hipify_cpu/errors.h"
#include "hipify_cpu/runtime_api.h"
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

int last_error_code(bool Clear) { return error_code(get_last_error(Clear)); }

namespace {
struct ErrorText {
  int Code;
  const char *CudaName;
  const char *HipName;
  const char *Message;
};
constexpr ErrorText ErrorTexts[] = {
#define HIPIFY_CPU_ERROR_CODE(CUDA_NAME, HIP_NAME, VALUE, MESSAGE)             \
  {VALUE, #CUDA_NAME, #HIP_NAME, MESSAGE},
#include "hipify_cpu/error_codes.def"
#undef HIPIFY_CPU_ERROR_CODE
};

const ErrorText *find_error(int Code) {
  for (const ErrorText &Text : ErrorTexts)
    if (Text.Code == Code)
      return &Text;
  return nullptr;
}
} // namespace

const char *error_name(int Code, bool Hip) {
  const ErrorText *Text = find_error(Code);
  if (!Text)
    return Hip ? "hipErrorUnknown" : "cudaErrorUnknown";
  return Hip ? Text->HipName : Text->CudaName;
}

const char *error_string(int Code) {
  const ErrorText *Text = find_error(Code);
  return Text ? Text->Message : "unrecognized error code";
}

} // namespace hipify_cpu
