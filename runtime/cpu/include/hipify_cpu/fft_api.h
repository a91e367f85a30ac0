//===- fft_api.h - the cuFFT and hipFFT functions, written once -----------===//
//
// cuFFT and hipFFT name their functions alike but for the prefix
// (cufftPlan1d, hipfftPlan1d) and give them the same arguments. The
// including dialect header defines, then includes this:
//   HIPIFY_CPU_FFT(NAME)   the dialect's name (cufft##NAME)
//   HIPIFY_CPU_FFT_RESULT, _HANDLE, _TYPE, _COMPLEX, _DOUBLE_COMPLEX,
//   _REAL, _DOUBLE_REAL, _STREAM   its types
//   HIPIFY_CPU_FFT_D       its hipify_cpu::fft::Dialect
//   HIPIFY_CPU_FFT_PLAN(h) the core plan of a handle
//   HIPIFY_CPU_FFT_NEW(p, plan) stores a new core plan as a handle
//
//===----------------------------------------------------------------------===//

#define HIPIFY_CPU_FFT_STR2(X) #X
#define HIPIFY_CPU_FFT_STR(X) HIPIFY_CPU_FFT_STR2(X)

inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(Create)(HIPIFY_CPU_FFT_HANDLE *plan) {
  if (!plan)
    return HIPIFY_CPU_FFT_RESULT(HIPIFY_CPU_FFT_D.Results[int(
        ::hipify_cpu::fft::Result::InvalidValue)]);
  ::hipify_cpu::fft::Plan *P = nullptr;
  int R = ::hipify_cpu::fft::create(HIPIFY_CPU_FFT_D, &P);
  HIPIFY_CPU_FFT_NEW(plan, P);
  return HIPIFY_CPU_FFT_RESULT(R);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(MakePlanMany64)(
    HIPIFY_CPU_FFT_HANDLE plan, int rank, long long int *n,
    long long int *inembed, long long int istride, long long int idist,
    long long int *onembed, long long int ostride, long long int odist,
    HIPIFY_CPU_FFT_TYPE type, long long int batch, size_t *workSize) {
  return HIPIFY_CPU_FFT_RESULT(::hipify_cpu::fft::make_plan(
      HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_PLAN(plan), rank, n, inembed, istride,
      idist, onembed, ostride, odist, type, batch, workSize));
}
inline HIPIFY_CPU_FFT_RESULT
HIPIFY_CPU_FFT(MakePlanMany)(HIPIFY_CPU_FFT_HANDLE plan, int rank, int *n,
                             int *inembed, int istride, int idist,
                             int *onembed, int ostride, int odist,
                             HIPIFY_CPU_FFT_TYPE type, int batch,
                             size_t *workSize) {
  long long N[3] = {}, In[3] = {}, Out[3] = {};
  for (int I = 0; I < rank && I < 3; ++I) {
    N[I] = n ? n[I] : 0;
    In[I] = inembed ? inembed[I] : 0;
    Out[I] = onembed ? onembed[I] : 0;
  }
  return HIPIFY_CPU_FFT_RESULT(::hipify_cpu::fft::make_plan(
      HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_PLAN(plan), rank, n ? N : nullptr,
      inembed ? In : nullptr, istride, idist, onembed ? Out : nullptr,
      ostride, odist, type, batch, workSize));
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(MakePlan1d)(
    HIPIFY_CPU_FFT_HANDLE plan, int nx, HIPIFY_CPU_FFT_TYPE type, int batch,
    size_t *workSize) {
  return HIPIFY_CPU_FFT(MakePlanMany)(plan, 1, &nx, nullptr, 1, 0, nullptr,
                                      1, 0, type, batch, workSize);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(MakePlan2d)(
    HIPIFY_CPU_FFT_HANDLE plan, int nx, int ny, HIPIFY_CPU_FFT_TYPE type,
    size_t *workSize) {
  int N[2] = {nx, ny};
  return HIPIFY_CPU_FFT(MakePlanMany)(plan, 2, N, nullptr, 1, 0, nullptr, 1,
                                      0, type, 1, workSize);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(MakePlan3d)(
    HIPIFY_CPU_FFT_HANDLE plan, int nx, int ny, int nz,
    HIPIFY_CPU_FFT_TYPE type, size_t *workSize) {
  int N[3] = {nx, ny, nz};
  return HIPIFY_CPU_FFT(MakePlanMany)(plan, 3, N, nullptr, 1, 0, nullptr, 1,
                                      0, type, 1, workSize);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(Plan1d)(HIPIFY_CPU_FFT_HANDLE *plan,
                                                    int nx,
                                                    HIPIFY_CPU_FFT_TYPE type,
                                                    int batch) {
  HIPIFY_CPU_FFT_RESULT R = HIPIFY_CPU_FFT(Create)(plan);
  return R ? R : HIPIFY_CPU_FFT(MakePlan1d)(*plan, nx, type, batch, nullptr);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(Plan2d)(HIPIFY_CPU_FFT_HANDLE *plan,
                                                    int nx, int ny,
                                                    HIPIFY_CPU_FFT_TYPE type) {
  HIPIFY_CPU_FFT_RESULT R = HIPIFY_CPU_FFT(Create)(plan);
  return R ? R : HIPIFY_CPU_FFT(MakePlan2d)(*plan, nx, ny, type, nullptr);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(Plan3d)(HIPIFY_CPU_FFT_HANDLE *plan,
                                                    int nx, int ny, int nz,
                                                    HIPIFY_CPU_FFT_TYPE type) {
  HIPIFY_CPU_FFT_RESULT R = HIPIFY_CPU_FFT(Create)(plan);
  return R ? R : HIPIFY_CPU_FFT(MakePlan3d)(*plan, nx, ny, nz, type, nullptr);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(PlanMany)(
    HIPIFY_CPU_FFT_HANDLE *plan, int rank, int *n, int *inembed, int istride,
    int idist, int *onembed, int ostride, int odist, HIPIFY_CPU_FFT_TYPE type,
    int batch) {
  HIPIFY_CPU_FFT_RESULT R = HIPIFY_CPU_FFT(Create)(plan);
  return R ? R
           : HIPIFY_CPU_FFT(MakePlanMany)(*plan, rank, n, inembed, istride,
                                          idist, onembed, ostride, odist, type,
                                          batch, nullptr);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(Destroy)(HIPIFY_CPU_FFT_HANDLE plan) {
  return HIPIFY_CPU_FFT_RESULT(
      ::hipify_cpu::fft::destroy(HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_PLAN(plan)));
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(SetStream)(HIPIFY_CPU_FFT_HANDLE plan,
                                                       HIPIFY_CPU_FFT_STREAM stream) {
  return HIPIFY_CPU_FFT_RESULT(::hipify_cpu::fft::set_stream(
      HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_PLAN(plan), stream));
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(GetSize)(HIPIFY_CPU_FFT_HANDLE plan,
                                                     size_t *workSize) {
  return HIPIFY_CPU_FFT_RESULT(::hipify_cpu::fft::work_size(
      HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_PLAN(plan), workSize));
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(GetSize1d)(
    HIPIFY_CPU_FFT_HANDLE plan, int, HIPIFY_CPU_FFT_TYPE, int,
    size_t *workSize) {
  return HIPIFY_CPU_FFT(GetSize)(plan, workSize);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(GetSize2d)(
    HIPIFY_CPU_FFT_HANDLE plan, int, int, HIPIFY_CPU_FFT_TYPE,
    size_t *workSize) {
  return HIPIFY_CPU_FFT(GetSize)(plan, workSize);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(GetSize3d)(
    HIPIFY_CPU_FFT_HANDLE plan, int, int, int, HIPIFY_CPU_FFT_TYPE,
    size_t *workSize) {
  return HIPIFY_CPU_FFT(GetSize)(plan, workSize);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(GetSizeMany)(
    HIPIFY_CPU_FFT_HANDLE plan, int, int *, int *, int, int, int *, int, int,
    HIPIFY_CPU_FFT_TYPE, int, size_t *workSize) {
  return HIPIFY_CPU_FFT(GetSize)(plan, workSize);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(Estimate1d)(int, HIPIFY_CPU_FFT_TYPE,
                                                        int, size_t *workSize) {
  if (workSize)
    *workSize = 0;
  return HIPIFY_CPU_FFT_RESULT(0);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(Estimate2d)(int, int,
                                                        HIPIFY_CPU_FFT_TYPE,
                                                        size_t *workSize) {
  if (workSize)
    *workSize = 0;
  return HIPIFY_CPU_FFT_RESULT(0);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(Estimate3d)(int, int, int,
                                                        HIPIFY_CPU_FFT_TYPE,
                                                        size_t *workSize) {
  if (workSize)
    *workSize = 0;
  return HIPIFY_CPU_FFT_RESULT(0);
}
inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(SetWorkArea)(HIPIFY_CPU_FFT_HANDLE plan,
                                                         void *) {
  return HIPIFY_CPU_FFT_RESULT(::hipify_cpu::fft::accept_setting(
      HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_PLAN(plan)));
}
inline HIPIFY_CPU_FFT_RESULT
HIPIFY_CPU_FFT(SetAutoAllocation)(HIPIFY_CPU_FFT_HANDLE plan, int) {
  return HIPIFY_CPU_FFT_RESULT(::hipify_cpu::fft::accept_setting(
      HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_PLAN(plan)));
}

#define HIPIFY_CPU_FFT_EXEC(NAME, KIND, IN, OUT)                               \
  inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(NAME)(                           \
      HIPIFY_CPU_FFT_HANDLE plan, IN *idata, OUT *odata) {                     \
    return HIPIFY_CPU_FFT_RESULT(::hipify_cpu::fft::execute(                   \
        HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_STR(HIPIFY_CPU_FFT(NAME)),            \
        HIPIFY_CPU_FFT_PLAN(plan), ::hipify_cpu::fft::Kind::KIND, idata,       \
        odata, 0));                                                            \
  }
#define HIPIFY_CPU_FFT_EXEC_DIRECTION(NAME, KIND, T)                           \
  inline HIPIFY_CPU_FFT_RESULT HIPIFY_CPU_FFT(NAME)(                           \
      HIPIFY_CPU_FFT_HANDLE plan, T *idata, T *odata, int direction) {         \
    return HIPIFY_CPU_FFT_RESULT(::hipify_cpu::fft::execute(                   \
        HIPIFY_CPU_FFT_D, HIPIFY_CPU_FFT_STR(HIPIFY_CPU_FFT(NAME)),            \
        HIPIFY_CPU_FFT_PLAN(plan), ::hipify_cpu::fft::Kind::KIND, idata,       \
        odata, direction));                                                    \
  }
HIPIFY_CPU_FFT_EXEC_DIRECTION(ExecC2C, C2C, HIPIFY_CPU_FFT_COMPLEX)
HIPIFY_CPU_FFT_EXEC_DIRECTION(ExecZ2Z, Z2Z, HIPIFY_CPU_FFT_DOUBLE_COMPLEX)
HIPIFY_CPU_FFT_EXEC(ExecR2C, R2C, HIPIFY_CPU_FFT_REAL, HIPIFY_CPU_FFT_COMPLEX)
HIPIFY_CPU_FFT_EXEC(ExecC2R, C2R, HIPIFY_CPU_FFT_COMPLEX, HIPIFY_CPU_FFT_REAL)
HIPIFY_CPU_FFT_EXEC(ExecD2Z, D2Z, HIPIFY_CPU_FFT_DOUBLE_REAL,
                    HIPIFY_CPU_FFT_DOUBLE_COMPLEX)
HIPIFY_CPU_FFT_EXEC(ExecZ2D, Z2D, HIPIFY_CPU_FFT_DOUBLE_COMPLEX,
                    HIPIFY_CPU_FFT_DOUBLE_REAL)
#undef HIPIFY_CPU_FFT_EXEC
#undef HIPIFY_CPU_FFT_EXEC_DIRECTION
