// cuda_fp8.h's types and conversions (OCP E4M3 and E5M2), written from the
// formats' definitions. This one text is both the CPU runner's cuda_fp8.h
// (runtime/cpu/include/cuda_fp8.h includes it) and what the port writes in
// place of #include <cuda_fp8.h> (mappings/facts/port-definitions.yaml names
// it): HIP's own fp8 types before 6.3 are the FNUZ formats, whose numbers
// differ (bias 8, NaN 0x80), so the port keeps CUDA's names and numerics.
//  - E4M3: sign, 4 exponent bits (bias 7), 3 mantissa bits; no infinities,
//    NaN is S.1111.111; largest finite 448 (0x7E).
//  - E5M2: sign, 5 exponent bits (bias 15), 2 mantissa bits, IEEE-like
//    (infinity S.11111.00); largest finite 57344 (0x7B).
// To fp8: round to nearest, ties to even, from the exact double (a float or
// a 16-bit value is exact in double: one rounding). Beyond the largest
// finite value (infinities too): that value with the input's sign under
// __NV_SATFINITE; under __NV_NOSAT, E4M3's NaN (sign kept) or E5M2's
// infinity. A NaN gives 0x7F. From fp8: exact; a NaN gives 0x7FFF in half.
// Constructors saturate to finite. Integers: toward zero, clamped; NaN gives
// 0 (0x8000000000000000 in 64-bit types). Written on bits and exact double
// arithmetic, it computes the same on the host and the device.
// Needs __half/__half_raw/__half2/__half2_raw and the vector types declared;
// __nv_cvt_bfloat16raw_to_fp8(x2) need __hip_bfloat16 declared before it.
typedef unsigned char __nv_fp8_storage_t;
typedef unsigned short int __nv_fp8x2_storage_t;
typedef unsigned int __nv_fp8x4_storage_t;
typedef enum __nv_saturation_t { __NV_NOSAT, __NV_SATFINITE } __nv_saturation_t;
typedef enum __nv_fp8_interpretation_t { __NV_E4M3, __NV_E5M2 } __nv_fp8_interpretation_t;

static __host__ __device__ inline unsigned char
hipify_fp8_from_double(double x, __nv_saturation_t sat, __nv_fp8_interpretation_t kind) {
  const bool e4m3 = kind == __NV_E4M3;
  const int mantissa_bits = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15, max_exponent = e4m3 ? 8 : 15;
  const unsigned long long max_finite = e4m3 ? 0x7E : 0x7B;
  unsigned long long bits = __builtin_bit_cast(unsigned long long, x);
  unsigned char sign = (unsigned char)((bits >> 63) << 7);
  unsigned long long magnitude = bits & 0x7FFFFFFFFFFFFFFFull;
  if (magnitude > 0x7FF0000000000000ull)
    return 0x7F; // NaN
  unsigned char beyond =
      sign | (unsigned char)(sat == __NV_SATFINITE ? max_finite : (e4m3 ? 0x7F : 0x7C));
  int exponent = (int)(magnitude >> 52) - 1023;
  if (exponent > max_exponent)
    return beyond; // at least 2^(max_exponent+1), infinities
  if (exponent < 1 - bias)
    exponent = 1 - bias; // subnormal: the quantum stays 2^(1-bias-mantissa_bits)
  // |x| in quanta 2^(exponent - mantissa_bits): below 2^(mantissa_bits+1), exact.
  double scaled = __builtin_bit_cast(double, magnitude) *
                  __builtin_bit_cast(double, (unsigned long long)(1023 + mantissa_bits - exponent)
                                                 << 52);
  unsigned long long whole = (unsigned long long)scaled;
  double fraction = scaled - (double)whole;
  if (fraction > 0.5 || (fraction == 0.5 && (whole & 1)))
    ++whole;
  unsigned long long implicit = 1ull << mantissa_bits;
  // A carry out of the mantissa moves on to the next binade by itself.
  unsigned long long code =
      whole < implicit ? whole
                       : ((unsigned long long)(exponent + bias) << mantissa_bits) + (whole - implicit);
  return code > max_finite ? beyond : (unsigned char)(sign | code);
}

static __host__ __device__ inline bool hipify_fp8_is_nan(unsigned char x,
                                                        __nv_fp8_interpretation_t kind) {
  return kind == __NV_E4M3 ? (x & 0x7F) == 0x7F : (x & 0x7F) > 0x7C;
}

static __host__ __device__ inline double hipify_fp8_to_double(unsigned char x,
                                                             __nv_fp8_interpretation_t kind) {
  const bool e4m3 = kind == __NV_E4M3;
  const int mantissa_bits = e4m3 ? 3 : 2, bias = e4m3 ? 7 : 15;
  if (hipify_fp8_is_nan(x, kind))
    return __builtin_nan("");
  if (!e4m3 && (x & 0x7F) == 0x7C)
    return (x & 0x80) ? -__builtin_inf() : __builtin_inf();
  int field = (x & 0x7F) >> mantissa_bits, mantissa = x & ((1 << mantissa_bits) - 1);
  int significand = field == 0 ? mantissa : mantissa + (1 << mantissa_bits);
  int exponent = (field == 0 ? 1 : field) - bias - mantissa_bits;
  double value =
      significand * __builtin_bit_cast(double, (unsigned long long)(1023 + exponent) << 52);
  return (x & 0x80) ? -value : value;
}

// Every fp8 value is a binary16 value: E5M2 is binary16's top byte, and
// E4M3's (2^-9 to 448) are binary16 normals, re-biased from float's bits.
static __host__ __device__ inline unsigned short
hipify_fp8_to_half_bits(unsigned char x, __nv_fp8_interpretation_t kind) {
  if (hipify_fp8_is_nan(x, kind))
    return 0x7FFF;
  if (kind == __NV_E5M2)
    return (unsigned short)(x << 8);
  unsigned int f = __builtin_bit_cast(unsigned int, (float)hipify_fp8_to_double(x, kind));
  unsigned short sign = (unsigned short)((f >> 16) & 0x8000);
  if ((f & 0x7FFFFFFF) == 0)
    return sign;
  return (unsigned short)(sign | ((((f >> 23) & 0xFF) - 127 + 15) << 10) | ((f >> 13) & 0x3FF));
}

static __host__ __device__ inline double hipify_fp8_half_value(unsigned short h) {
  int field = (h >> 10) & 0x1F, mantissa = h & 0x3FF;
  double value;
  if (field == 0x1F)
    value = mantissa ? __builtin_nan("") : __builtin_inf();
  else
    value = (field ? mantissa + 1024 : mantissa) *
            __builtin_bit_cast(double, (unsigned long long)(1023 + (field ? field : 1) - 25) << 52);
  return (h & 0x8000) ? -value : value;
}

static __host__ __device__ inline unsigned short hipify_fp8_pack(unsigned char x,
                                                                unsigned char y) {
  return (unsigned short)(x | (y << 8));
}

template <typename I>
static __host__ __device__ inline I hipify_fp8_to_integer(double v, I lo, I hi) {
  if (v != v)
    return sizeof(I) == 8 ? (I)0x8000000000000000ull : (I)0;
  if (v <= (double)lo)
    return lo;
  if (v >= (double)hi)
    return hi;
  return (I)v;
}

static __host__ __device__ inline __nv_fp8_storage_t
__nv_cvt_double_to_fp8(const double x, const __nv_saturation_t saturate,
                       const __nv_fp8_interpretation_t fp8_interpretation) {
  return hipify_fp8_from_double(x, saturate, fp8_interpretation);
}
static __host__ __device__ inline __nv_fp8x2_storage_t
__nv_cvt_double2_to_fp8x2(const double2 x, const __nv_saturation_t saturate,
                          const __nv_fp8_interpretation_t fp8_interpretation) {
  return hipify_fp8_pack(hipify_fp8_from_double(x.x, saturate, fp8_interpretation),
                         hipify_fp8_from_double(x.y, saturate, fp8_interpretation));
}
static __host__ __device__ inline __nv_fp8_storage_t
__nv_cvt_float_to_fp8(const float x, const __nv_saturation_t saturate,
                      const __nv_fp8_interpretation_t fp8_interpretation) {
  return hipify_fp8_from_double(x, saturate, fp8_interpretation);
}
static __host__ __device__ inline __nv_fp8x2_storage_t
__nv_cvt_float2_to_fp8x2(const float2 x, const __nv_saturation_t saturate,
                         const __nv_fp8_interpretation_t fp8_interpretation) {
  return hipify_fp8_pack(hipify_fp8_from_double(x.x, saturate, fp8_interpretation),
                         hipify_fp8_from_double(x.y, saturate, fp8_interpretation));
}
static __host__ __device__ inline __nv_fp8_storage_t
__nv_cvt_halfraw_to_fp8(const __half_raw x, const __nv_saturation_t saturate,
                        const __nv_fp8_interpretation_t fp8_interpretation) {
  return hipify_fp8_from_double(hipify_fp8_half_value(x.x), saturate, fp8_interpretation);
}
static __host__ __device__ inline __nv_fp8x2_storage_t
__nv_cvt_halfraw2_to_fp8x2(const __half2_raw x, const __nv_saturation_t saturate,
                           const __nv_fp8_interpretation_t fp8_interpretation) {
  return hipify_fp8_pack(
      hipify_fp8_from_double(hipify_fp8_half_value(x.x), saturate, fp8_interpretation),
      hipify_fp8_from_double(hipify_fp8_half_value(x.y), saturate, fp8_interpretation));
}
static __host__ __device__ inline __half_raw
__nv_cvt_fp8_to_halfraw(const __nv_fp8_storage_t x,
                        const __nv_fp8_interpretation_t fp8_interpretation) {
  __half_raw r;
  r.x = hipify_fp8_to_half_bits(x, fp8_interpretation);
  return r;
}
static __host__ __device__ inline __half2_raw
__nv_cvt_fp8x2_to_halfraw2(const __nv_fp8x2_storage_t x,
                           const __nv_fp8_interpretation_t fp8_interpretation) {
  __half2_raw r;
  r.x = hipify_fp8_to_half_bits((unsigned char)(x & 0xFF), fp8_interpretation);
  r.y = hipify_fp8_to_half_bits((unsigned char)(x >> 8), fp8_interpretation);
  return r;
}

// __hip_bfloat16 is declared by HIP's hip_bf16.h (6.2 on), the port's
// definition in place of cuda_bf16.h before 6.2 (its guard, or its HIPIFY_BF16
// where the CUDA facade has it without the guard), or the CPU runner's.
#if defined(_HIP_INCLUDE_HIP_AMD_DETAIL_HIP_BF16_H_) || defined(HIPIFY_DEFINED___hip_bfloat16) ||     \
    defined(HIPIFY_BF16) || defined(HIPIFY_CPU_HIP_BF16_H)
// bfloat16 is float's top half: its bits shifted are the float, exactly.
static __host__ __device__ inline __nv_fp8_storage_t
__nv_cvt_bfloat16raw_to_fp8(const __hip_bfloat16_raw x, const __nv_saturation_t saturate,
                            const __nv_fp8_interpretation_t fp8_interpretation) {
  return hipify_fp8_from_double(__builtin_bit_cast(float, (unsigned int)x.x << 16), saturate,
                                fp8_interpretation);
}
static __host__ __device__ inline __nv_fp8x2_storage_t
__nv_cvt_bfloat16raw2_to_fp8x2(const __hip_bfloat162_raw x, const __nv_saturation_t saturate,
                               const __nv_fp8_interpretation_t fp8_interpretation) {
  return hipify_fp8_pack(
      hipify_fp8_from_double(__builtin_bit_cast(float, (unsigned int)x.x << 16), saturate,
                             fp8_interpretation),
      hipify_fp8_from_double(__builtin_bit_cast(float, (unsigned int)x.y << 16), saturate,
                             fp8_interpretation));
}
#endif

// The classes take bfloat16 through templates on the type that
// __bfloat162float takes (found where they are used), so they work whether
// bfloat16 is declared before this text or after it, or not at all. The
// non-template members win wherever they match as well.
#define HIPIFY_FP8_BFLOAT16_MEMBERS(NAME, KIND)                                                    \
  template <typename B, typename = decltype(__bfloat162float(*(B *)0))>                          \
  explicit __host__ __device__ NAME(const B f) : NAME(__bfloat162float(f)) {}                    \
  /* Every fp8 value is a bfloat16 value: B's float constructor is exact. */                     \
  template <typename B, typename = decltype(__bfloat162float(*(B *)0))>                          \
  explicit __host__ __device__ operator B() const {                                              \
    return B((float)hipify_fp8_to_double(__x, KIND));                                            \
  }
#define HIPIFY_FP8X2_BFLOAT16_MEMBERS(NAME)                                                        \
  template <typename B2, typename = decltype(__low2bfloat16(*(B2 *)0))>                          \
  explicit __host__ __device__ NAME(const B2 f)                                                  \
      : NAME(make_float2(__bfloat162float(__low2bfloat16(f)),                                    \
                         __bfloat162float(__high2bfloat16(f)))) {}
#define HIPIFY_FP8X4_BFLOAT16_MEMBERS(NAME)                                                        \
  template <typename B2, typename = decltype(__low2bfloat16(*(B2 *)0))>                          \
  explicit __host__ __device__ NAME(const B2 flo, const B2 fhi)                                  \
      : NAME(make_float4(__bfloat162float(__low2bfloat16(flo)),                                  \
                         __bfloat162float(__high2bfloat16(flo)),                                 \
                         __bfloat162float(__low2bfloat16(fhi)),                                  \
                         __bfloat162float(__high2bfloat16(fhi)))) {}

#define HIPIFY_FP8_CLASS(NAME, KIND)                                                               \
  struct __attribute__((aligned(1))) NAME {                                                      \
    __nv_fp8_storage_t __x;                                                                      \
    NAME() = default;                                                                            \
    explicit __host__ __device__ NAME(const __half f)                                            \
        : __x(__nv_cvt_halfraw_to_fp8(f, __NV_SATFINITE, KIND)) {}                               \
    explicit __host__ __device__ NAME(const float f)                                             \
        : __x(hipify_fp8_from_double(f, __NV_SATFINITE, KIND)) {}                                \
    explicit __host__ __device__ NAME(const double f)                                            \
        : __x(hipify_fp8_from_double(f, __NV_SATFINITE, KIND)) {}                                \
    /* Integers go through float, rounded once more at most (to 24 bits). */                     \
    explicit __host__ __device__ NAME(const unsigned short int v) : NAME((float)v) {}            \
    explicit __host__ __device__ NAME(const unsigned int v) : NAME((float)v) {}                  \
    explicit __host__ __device__ NAME(const unsigned long int v) : NAME((float)v) {}             \
    explicit __host__ __device__ NAME(const unsigned long long int v) : NAME((float)v) {}        \
    explicit __host__ __device__ NAME(const short int v) : NAME((float)v) {}                     \
    explicit __host__ __device__ NAME(const int v) : NAME((float)v) {}                           \
    explicit __host__ __device__ NAME(const long int v) : NAME((float)v) {}                      \
    explicit __host__ __device__ NAME(const long long int v) : NAME((float)v) {}                 \
    HIPIFY_FP8_BFLOAT16_MEMBERS(NAME, KIND)                                                      \
    explicit __host__ __device__ operator __half() const {                                       \
      return __half(__nv_cvt_fp8_to_halfraw(__x, KIND));                                         \
    }                                                                                            \
    explicit __host__ __device__ operator float() const {                                        \
      return (float)hipify_fp8_to_double(__x, KIND);                                             \
    }                                                                                            \
    explicit __host__ __device__ operator double() const { return hipify_fp8_to_double(__x, KIND); } \
    explicit __host__ __device__ operator unsigned char() const {                                \
      return hipify_fp8_to_integer<unsigned char>(hipify_fp8_to_double(__x, KIND), 0, 255);      \
    }                                                                                            \
    explicit __host__ __device__ operator signed char() const {                                  \
      return hipify_fp8_to_integer<signed char>(hipify_fp8_to_double(__x, KIND), -128, 127);     \
    }                                                                                            \
    explicit __host__ __device__ operator char() const {                                         \
      return hipify_fp8_to_integer<char>(hipify_fp8_to_double(__x, KIND),                        \
                                         (char)-1 < 0 ? (char)-128 : (char)0,                    \
                                         (char)-1 < 0 ? (char)127 : (char)255);                  \
    }                                                                                            \
    explicit __host__ __device__ operator unsigned short int() const {                           \
      return hipify_fp8_to_integer<unsigned short>(hipify_fp8_to_double(__x, KIND), 0, 0xFFFF);  \
    }                                                                                            \
    explicit __host__ __device__ operator unsigned int() const {                                 \
      return hipify_fp8_to_integer<unsigned int>(hipify_fp8_to_double(__x, KIND), 0u,           \
                                                 0xFFFFFFFFu);                                   \
    }                                                                                            \
    explicit __host__ __device__ operator unsigned long int() const {                            \
      return hipify_fp8_to_integer<unsigned long>(hipify_fp8_to_double(__x, KIND), 0ul,          \
                                                  ~0ul);                                         \
    }                                                                                            \
    explicit __host__ __device__ operator unsigned long long int() const {                       \
      return hipify_fp8_to_integer<unsigned long long>(hipify_fp8_to_double(__x, KIND), 0ull,    \
                                                       ~0ull);                                   \
    }                                                                                            \
    explicit __host__ __device__ operator short int() const {                                    \
      return hipify_fp8_to_integer<short>(hipify_fp8_to_double(__x, KIND), -32768, 32767);       \
    }                                                                                            \
    explicit __host__ __device__ operator int() const {                                          \
      return hipify_fp8_to_integer<int>(hipify_fp8_to_double(__x, KIND), -2147483647 - 1,        \
                                        2147483647);                                             \
    }                                                                                            \
    explicit __host__ __device__ operator long int() const {                                     \
      return hipify_fp8_to_integer<long>(hipify_fp8_to_double(__x, KIND), -__LONG_MAX__ - 1,     \
                                         __LONG_MAX__);                                          \
    }                                                                                            \
    explicit __host__ __device__ operator long long int() const {                                \
      return hipify_fp8_to_integer<long long>(hipify_fp8_to_double(__x, KIND),                   \
                                              -0x7FFFFFFFFFFFFFFFll - 1, 0x7FFFFFFFFFFFFFFFll);  \
    }                                                                                            \
    explicit __host__ __device__ operator bool() const { return (__x & 0x7F) != 0; }             \
  };

#define HIPIFY_FP8X2_CLASS(NAME, KIND)                                                             \
  struct __attribute__((aligned(2))) NAME {                                                      \
    __nv_fp8x2_storage_t __x; /* .x in the low byte */                                           \
    NAME() = default;                                                                            \
    explicit __host__ __device__ NAME(const __half2 f)                                           \
        : __x(__nv_cvt_halfraw2_to_fp8x2(f, __NV_SATFINITE, KIND)) {}                            \
    explicit __host__ __device__ NAME(const float2 f)                                            \
        : __x(__nv_cvt_float2_to_fp8x2(f, __NV_SATFINITE, KIND)) {}                              \
    explicit __host__ __device__ NAME(const double2 f)                                           \
        : __x(__nv_cvt_double2_to_fp8x2(f, __NV_SATFINITE, KIND)) {}                             \
    HIPIFY_FP8X2_BFLOAT16_MEMBERS(NAME)                                                          \
    explicit __host__ __device__ operator __half2() const {                                      \
      return __half2(__nv_cvt_fp8x2_to_halfraw2(__x, KIND));                                     \
    }                                                                                            \
    explicit __host__ __device__ operator float2() const {                                       \
      return make_float2((float)hipify_fp8_to_double((unsigned char)(__x & 0xFF), KIND),         \
                         (float)hipify_fp8_to_double((unsigned char)(__x >> 8), KIND));          \
    }                                                                                            \
  };

#define HIPIFY_FP8X4_CLASS(NAME, KIND)                                                             \
  struct __attribute__((aligned(4))) NAME {                                                      \
    __nv_fp8x4_storage_t __x; /* .x in the lowest byte */                                        \
    NAME() = default;                                                                            \
    explicit __host__ __device__ NAME(const __half2 flo, const __half2 fhi)                      \
        : __x(__nv_cvt_halfraw2_to_fp8x2(flo, __NV_SATFINITE, KIND) |                            \
              ((unsigned int)__nv_cvt_halfraw2_to_fp8x2(fhi, __NV_SATFINITE, KIND) << 16)) {}    \
    explicit __host__ __device__ NAME(const float4 f)                                            \
        : __x(__nv_cvt_float2_to_fp8x2(make_float2(f.x, f.y), __NV_SATFINITE, KIND) |            \
              ((unsigned int)__nv_cvt_float2_to_fp8x2(make_float2(f.z, f.w), __NV_SATFINITE,     \
                                                      KIND)                                      \
               << 16)) {}                                                                        \
    explicit __host__ __device__ NAME(const double4 f)                                           \
        : __x(__nv_cvt_double2_to_fp8x2(make_double2(f.x, f.y), __NV_SATFINITE, KIND) |          \
              ((unsigned int)__nv_cvt_double2_to_fp8x2(make_double2(f.z, f.w), __NV_SATFINITE,   \
                                                       KIND)                                     \
               << 16)) {}                                                                        \
    HIPIFY_FP8X4_BFLOAT16_MEMBERS(NAME)                                                          \
    explicit __host__ __device__ operator float4() const {                                       \
      return make_float4((float)hipify_fp8_to_double((unsigned char)(__x & 0xFF), KIND),         \
                         (float)hipify_fp8_to_double((unsigned char)((__x >> 8) & 0xFF), KIND),  \
                         (float)hipify_fp8_to_double((unsigned char)((__x >> 16) & 0xFF), KIND), \
                         (float)hipify_fp8_to_double((unsigned char)(__x >> 24), KIND));         \
    }                                                                                            \
  };

HIPIFY_FP8_CLASS(__nv_fp8_e4m3, __NV_E4M3)
HIPIFY_FP8X2_CLASS(__nv_fp8x2_e4m3, __NV_E4M3)
HIPIFY_FP8X4_CLASS(__nv_fp8x4_e4m3, __NV_E4M3)
HIPIFY_FP8_CLASS(__nv_fp8_e5m2, __NV_E5M2)
HIPIFY_FP8X2_CLASS(__nv_fp8x2_e5m2, __NV_E5M2)
HIPIFY_FP8X4_CLASS(__nv_fp8x4_e5m2, __NV_E5M2)
