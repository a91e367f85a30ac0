//===- ptx.h - what PTX instructions compute, on the host -----------------===//
//
// The semantics of the PTX instructions mappings/ptx.yaml translates, written
// from the PTX ISA's pseudo-code and not from the HIP side. Two users:
//  - the CPU runner: its preparation step lowers each inline PTX statement of
//    a CUDA program into calls of op<"opcode">(operands...)
//    (lib/CpuRunner/InlinePtxLowering), so that the original runs on the
//    host and can be compared with its HIP port;
//  - tests/ptx/check_ptx_rows.py, which checks every row's HIP code against
//    these functions.
//
// op<"bfe.u32">(d, a, b, c) runs one instruction: the opcode is read at
// compile time, qualifiers that change nothing for one thread on the host
// (state spaces, scopes, cache operators) are ignored, the others select the
// semantics. Operands come in PTX order, destinations as lvalues. An operand
// is a C++ value of the instruction's type (or any arithmetic value, which
// is converted), a `reg` (the lowering's registers, which hold bits and are
// read as the instruction's type), vec(a, b, ...) for a vector operand
// {a, b, ...}, addr(p[, offset]) for [p+offset], sreg<"laneid">() for a
// special register.
//
// What a thread cannot compute alone (its lane, other lanes' registers,
// barriers, fences, the carry flag CC.CF) it asks `machine`, whose functions
// are declared here and defined by the includer: the CPU runner's
// hipify_cpu/ptx_machine.h, the tests' tests/ptx/warp_model.h.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_CPU_PTX_H
#define HIPIFY_CPU_PTX_H

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <limits>
#include <string_view>
#include <tuple>
#include <type_traits>

namespace hipify_cpu::ptx {

// --- The machine ------------------------------------------------------------
enum class scope { cta, gpu, sys };
namespace machine {
inline unsigned lane();                 ///< %laneid: 0-31 within the warp
inline unsigned tid(int Dim);           ///< %tid.x/y/z
inline unsigned ntid(int Dim);          ///< %ntid
inline unsigned ctaid(int Dim);         ///< %ctaid
inline unsigned nctaid(int Dim);        ///< %nctaid
inline unsigned smid();                 ///< %smid
inline uint64_t clock64();              ///< %clock64 (%clock: its low half)
inline uint64_t globaltimer();          ///< %globaltimer
/// The value V holds in lane Source (0-31) of the caller's warp. Every lane
/// that Mask names calls it together, each with its own Source.
inline uint32_t read_lane(uint32_t Mask, uint32_t V, unsigned Source);
/// Bit i: the predicate of lane i of the caller's warp (lanes in Mask).
inline uint32_t ballot(uint32_t Mask, bool P);
inline void warp_sync(uint32_t Mask);
inline void barrier(unsigned Id);
inline void fence(scope S);
inline void trap();
/// CC.CF, the carry flag of add.cc/addc chains.
inline uint32_t &carry();
} // namespace machine

// --- Opcodes, read at compile time -------------------------------------------
template <size_t N> struct fixed_string {
  char Text[N]{};
  constexpr fixed_string(const char (&S)[N]) {
    for (size_t I = 0; I < N; ++I)
      Text[I] = S[I];
  }
  constexpr std::string_view view() const { return {Text, N - 1}; }
};

enum class ty {
  none, b8, u8, s8, b16, u16, s16, b32, u32, s32, b64, u64, s64,
  f16, f16x2, f32, f64, pred
};

constexpr ty type_named(std::string_view S) {
  constexpr std::pair<std::string_view, ty> Names[] = {
      {"b8", ty::b8},     {"u8", ty::u8},         {"s8", ty::s8},
      {"b16", ty::b16},   {"u16", ty::u16},       {"s16", ty::s16},
      {"b32", ty::b32},   {"u32", ty::u32},       {"s32", ty::s32},
      {"b64", ty::b64},   {"u64", ty::u64},       {"s64", ty::s64},
      {"f16", ty::f16},   {"f16x2", ty::f16x2},   {"f32", ty::f32},
      {"f64", ty::f64},   {"pred", ty::pred}};
  for (auto [Name, T] : Names)
    if (Name == S)
      return T;
  return ty::none;
}

/// "atom.relaxed.gpu.global.add.u32": the base ("atom"), its qualifiers,
/// and its types in order. Split once; every question is a short scan.
struct opcode {
  static constexpr int kMaxParts = 16;
  std::string_view Parts[kMaxParts];
  ty Types[kMaxParts]{};
  int Count = 0, TypeCount = 0;
  constexpr explicit opcode(std::string_view Text) {
    while (Count < kMaxParts) {
      size_t Dot = Text.find('.');
      Parts[Count++] = Text.substr(0, Dot);
      if (Dot == std::string_view::npos)
        break;
      Text = Text.substr(Dot + 1);
    }
    for (int I = 1; I < Count; ++I)
      if (ty T = type_named(Parts[I]); T != ty::none)
        Types[TypeCount++] = T;
  }
  constexpr std::string_view base() const { return Parts[0]; }
  constexpr bool is(std::string_view B) const { return Parts[0] == B; }
  constexpr bool has(std::string_view Q) const {
    for (int I = 1; I < Count; ++I)
      if (Parts[I] == Q)
        return true;
    return false;
  }
  /// The I-th type qualifier (0 first).
  constexpr ty type(int I = 0) const { return I < TypeCount ? Types[I] : ty::none; }
};

template <ty T> struct ctype_of { using type = uint32_t; };
template <> struct ctype_of<ty::b8> { using type = uint8_t; };
template <> struct ctype_of<ty::u8> { using type = uint8_t; };
template <> struct ctype_of<ty::s8> { using type = int8_t; };
template <> struct ctype_of<ty::b16> { using type = uint16_t; };
template <> struct ctype_of<ty::u16> { using type = uint16_t; };
template <> struct ctype_of<ty::s16> { using type = int16_t; };
template <> struct ctype_of<ty::s32> { using type = int32_t; };
template <> struct ctype_of<ty::b64> { using type = uint64_t; };
template <> struct ctype_of<ty::u64> { using type = uint64_t; };
template <> struct ctype_of<ty::s64> { using type = int64_t; };
template <> struct ctype_of<ty::f16> { using type = uint16_t; }; // the bits
template <> struct ctype_of<ty::f32> { using type = float; };
template <> struct ctype_of<ty::f64> { using type = double; };
template <> struct ctype_of<ty::pred> { using type = bool; };
template <ty T> using ctype = typename ctype_of<T>::type;

constexpr bool is_signed(ty T) {
  return T == ty::s8 || T == ty::s16 || T == ty::s32 || T == ty::s64;
}
constexpr bool is_float(ty T) { return T == ty::f32 || T == ty::f64; }

// --- Operands -----------------------------------------------------------------
/// A register of the CPU runner's lowering: the bits an asm operand's
/// constraint names ("r" 32, "l" 64, "h" 16, "f"/"d" 32/64 bits), read as
/// whatever type an instruction gives it.
struct reg {
  uint64_t Bits = 0;
  reg() = default;
  template <typename T> static reg of(const T &Value) {
    reg R;
    if constexpr (std::is_pointer_v<T>)
      R.Bits = reinterpret_cast<uintptr_t>(Value);
    else
      std::memcpy(&R.Bits, &Value, sizeof(T) < 8 ? sizeof(T) : 8);
    return R;
  }
  template <typename T> T as() const {
    T Value;
    std::memcpy(&Value, &Bits, sizeof(T));
    return Value;
  }
};

/// The value of an asm operand of C++ type From in the register its
/// constraint names (R: uint32_t for "r", float for "f", ...).
template <typename R, typename From> reg to_register(const From &Value) {
  if constexpr (std::is_pointer_v<From>)
    return reg::of(static_cast<R>(reinterpret_cast<uintptr_t>(Value)));
  else if constexpr (std::is_arithmetic_v<From> || std::is_enum_v<From>)
    return reg::of(static_cast<R>(Value));
  else {
    static_assert(sizeof(From) == sizeof(R), "an operand of another size");
    return reg::of(std::bit_cast<R>(Value));
  }
}
/// Writes register Reg (holding an R) back to the asm output Out.
template <typename R, typename To> void from_register(To &Out, const reg &Reg) {
  R Value = Reg.as<R>();
  if constexpr (std::is_pointer_v<To>)
    Out = reinterpret_cast<To>(static_cast<uintptr_t>(Value));
  else if constexpr (std::is_arithmetic_v<To> || std::is_enum_v<To>)
    Out = static_cast<To>(Value);
  else
    std::memcpy(&Out, &Value, sizeof(R) < sizeof(To) ? sizeof(R) : sizeof(To));
}

struct addr_t {
  uint64_t Address;
};
template <typename T> struct vec_t {
  T Elements; ///< A tuple of references.
};
template <typename... X> vec_t<std::tuple<X &...>> vec(X &...Elements) {
  return {std::tuple<X &...>(Elements...)};
}

/// Reads operand X as a T (bits reinterpreted where the sizes agree and one
/// side is floating-point, converted otherwise).
template <ty T, typename X> ctype<T> get(const X &Value) {
  using C = ctype<T>;
  if constexpr (std::is_same_v<X, reg>) {
    return Value.template as<C>();
  } else if constexpr (std::is_same_v<X, addr_t>) {
    return static_cast<C>(Value.Address);
  } else if constexpr (std::is_pointer_v<X>) {
    return static_cast<C>(reinterpret_cast<uintptr_t>(Value));
  } else if constexpr (std::is_floating_point_v<X> != std::is_floating_point_v<C> &&
                       sizeof(X) == sizeof(C) && T != ty::pred) {
    return std::bit_cast<C>(Value);
  } else {
    return static_cast<C>(Value);
  }
}
/// Writes V, a T, to destination D.
template <ty T, typename D> void put(D &Dest, ctype<T> V) {
  using C = ctype<T>;
  if constexpr (std::is_same_v<D, reg>) {
    Dest = reg::of(V);
  } else if constexpr (std::is_floating_point_v<D> != std::is_floating_point_v<C> &&
                       sizeof(D) == sizeof(C) && T != ty::pred) {
    Dest = std::bit_cast<D>(V);
  } else {
    Dest = static_cast<D>(V);
  }
}

inline addr_t addr(const reg &R, int64_t Offset = 0) {
  return {R.Bits + uint64_t(Offset)};
}
template <typename X> addr_t addr(const X &Value, int64_t Offset = 0) {
  return {get<ty::u64>(Value) + uint64_t(Offset)};
}
template <typename T> T load(addr_t A) {
  T V;
  std::memcpy(&V, reinterpret_cast<const void *>(uintptr_t(A.Address)), sizeof V);
  return V;
}
template <typename T> void store(addr_t A, T V) {
  std::memcpy(reinterpret_cast<void *>(uintptr_t(A.Address)), &V, sizeof V);
}

/// A float immediate written as its bits (0f3F800000, 0d3FF0000000000000).
inline float f32_bits(uint32_t Bits) { return std::bit_cast<float>(Bits); }
inline double f64_bits(uint64_t Bits) { return std::bit_cast<double>(Bits); }

// --- Special registers --------------------------------------------------------
template <fixed_string Name> auto sreg() {
  constexpr std::string_view N = Name.view();
  constexpr int Dim = N.ends_with(".x") ? 0 : N.ends_with(".y") ? 1 : 2;
  if constexpr (N == "laneid")
    return uint32_t(machine::lane());
  else if constexpr (N == "warpid")
    return uint32_t((machine::tid(0) +
                     machine::ntid(0) * (machine::tid(1) + machine::ntid(1) * machine::tid(2))) /
                    32);
  else if constexpr (N == "smid")
    return uint32_t(machine::smid());
  else if constexpr (N == "clock")
    return uint32_t(machine::clock64());
  else if constexpr (N == "clock64")
    return uint64_t(machine::clock64());
  else if constexpr (N == "globaltimer")
    return uint64_t(machine::globaltimer());
  else if constexpr (N == "lanemask_eq")
    return uint32_t(1u << machine::lane());
  else if constexpr (N == "lanemask_lt")
    return uint32_t((1u << machine::lane()) - 1);
  else if constexpr (N == "lanemask_le")
    return uint32_t((2ull << machine::lane()) - 1);
  else if constexpr (N == "lanemask_ge")
    return uint32_t(~((1u << machine::lane()) - 1));
  else if constexpr (N == "lanemask_gt")
    return uint32_t(~uint32_t((2ull << machine::lane()) - 1));
  else if constexpr (N.starts_with("tid."))
    return uint32_t(machine::tid(Dim));
  else if constexpr (N.starts_with("ntid."))
    return uint32_t(machine::ntid(Dim));
  else if constexpr (N.starts_with("ctaid."))
    return uint32_t(machine::ctaid(Dim));
  else if constexpr (N.starts_with("nctaid."))
    return uint32_t(machine::nctaid(Dim));
  else
    static_assert(N == "laneid", "a special register without host semantics");
}

// --- Exact rounding ------------------------------------------------------------
/// Rounding: to nearest even, toward zero, toward -inf, toward +inf.
enum class rnd { rn, rz, rm, rp };
/// An IEEE binary format: significand bits (with the implicit one), the
/// smallest normal exponent, the largest exponent.
struct format {
  int Precision, MinExp, MaxExp;
};
inline constexpr format kHalf{11, -14, 15}, kSingle{24, -126, 127},
    kDouble{53, -1022, 1023};

/// (-1)^Negative * Magnitude * 2^Exp rounded to Format: the significand and
/// the exponent of its last bit, or Infinite. Exact for any magnitude.
struct rounded {
  bool Negative;
  bool Infinite;
  uint64_t Significand; ///< Value = Significand * 2^Quantum.
  int Quantum;
};
inline rounded round_to(bool Negative, unsigned __int128 Magnitude, int Exp,
                        format F, rnd R) {
  if (Magnitude == 0)
    return {Negative, false, 0, F.MinExp - F.Precision + 1};
  int Top = 127;
  while (!((Magnitude >> Top) & 1))
    --Top;
  int Leading = Top + Exp;
  int Quantum = std::max(Leading - F.Precision + 1, F.MinExp - F.Precision + 1);
  int Shift = Quantum - Exp;
  unsigned __int128 Kept;
  bool Up = false;
  if (Shift <= 0) {
    Kept = Magnitude << -Shift;
  } else if (Shift > 127) {
    Kept = 0;
    Up = R == rnd::rp ? !Negative : R == rnd::rm ? Negative : false;
  } else {
    Kept = Magnitude >> Shift;
    unsigned __int128 Rest = Magnitude & ((unsigned __int128)1 << Shift) - 1;
    unsigned __int128 Half = (unsigned __int128)1 << (Shift - 1);
    switch (R) {
    case rnd::rn:
      Up = Rest > Half || (Rest == Half && (Kept & 1));
      break;
    case rnd::rz:
      break;
    case rnd::rm:
      Up = Negative && Rest;
      break;
    case rnd::rp:
      Up = !Negative && Rest;
      break;
    }
  }
  Kept += Up;
  if (Kept >> F.Precision) { // 1.11..1 rounded up to 10.00..0
    Kept >>= 1;
    ++Quantum;
  }
  if (Quantum + F.Precision - 1 > F.MaxExp) {
    bool ToInfinity = R == rnd::rn || (R == rnd::rp && !Negative) ||
                      (R == rnd::rm && Negative);
    if (ToInfinity)
      return {Negative, true, 0, 0};
    return {Negative, false, (uint64_t(1) << F.Precision) - 1,
            F.MaxExp - F.Precision + 1};
  }
  return {Negative, false, uint64_t(Kept), Quantum};
}

/// binary16 bits from a rounded value.
inline uint16_t half_bits(const rounded &V) {
  uint16_t Sign = V.Negative ? 0x8000 : 0;
  if (V.Infinite)
    return Sign | 0x7c00;
  // Normal: exponent field Quantum + 25 over the significand's 10 bits; a
  // subnormal (Quantum -24, Significand < 1024) is its significand.
  return Sign | uint16_t(((V.Quantum + 24) << 10) + V.Significand);
}
template <typename F> F float_value(const rounded &V) {
  F Magnitude = V.Infinite ? std::numeric_limits<F>::infinity()
                           : std::ldexp(F(V.Significand), V.Quantum);
  return V.Negative ? -Magnitude : Magnitude;
}

/// A finite float as (negative, integer magnitude, exponent).
struct exact {
  bool Negative;
  unsigned __int128 Magnitude;
  int Exp;
};
template <typename F> exact decompose(F X) {
  int E = 0;
  F M = std::frexp(std::fabs(X), &E); // 0.5 <= M < 1
  constexpr int Digits = std::numeric_limits<F>::digits;
  return {std::signbit(X),
          (unsigned __int128)(uint64_t)std::ldexp(M, Digits), E - Digits};
}
inline bool half_is_nan(uint16_t H) { return (H & 0x7c00) == 0x7c00 && (H & 0x3ff); }
inline bool half_is_inf(uint16_t H) { return (H & 0x7fff) == 0x7c00; }
inline exact half_decompose(uint16_t H) {
  unsigned E = (H >> 10) & 31, M = H & 0x3ff;
  return {bool(H & 0x8000), E ? M | 0x400u : M, (E ? int(E) : 1) - 25};
}
inline double half_to_double(uint16_t H) {
  if (half_is_nan(H))
    return std::numeric_limits<double>::quiet_NaN();
  if (half_is_inf(H))
    return H & 0x8000 ? -INFINITY : INFINITY;
  exact X = half_decompose(H);
  double V = std::ldexp(double(uint64_t(X.Magnitude)), X.Exp);
  return X.Negative ? -V : V;
}
constexpr uint16_t kHalfNaN = 0x7fff; // PTX's canonical NaN
template <typename F> uint16_t half_from(F X, rnd R) {
  if (std::isnan(X))
    return kHalfNaN;
  if (std::isinf(X))
    return X < 0 ? 0xfc00 : 0x7c00;
  exact E = decompose(X);
  return half_bits(round_to(E.Negative, E.Magnitude, E.Exp, kHalf, R));
}
/// A float of format F (float, double) from X with rounding R.
template <typename To, typename F> To float_from(F X, rnd R) {
  if (std::isnan(X) || std::isinf(X))
    return To(X);
  exact E = decompose(X);
  constexpr format Fm = std::is_same_v<To, float> ? kSingle : kDouble;
  return float_value<To>(round_to(E.Negative, E.Magnitude, E.Exp, Fm, R));
}
template <typename To> To float_from_integer(bool Negative, unsigned __int128 M, rnd R) {
  constexpr format Fm = std::is_same_v<To, float> ? kSingle : kDouble;
  return float_value<To>(round_to(Negative, M, 0, Fm, R));
}
/// X rounded to an integral value with rounding R (roundToIntegral).
template <typename F> F round_integral(F X, rnd R) {
  if (std::isnan(X) || std::isinf(X) || X == 0)
    return X;
  exact E = decompose(X);
  if (E.Exp >= 0)
    return X;
  unsigned __int128 Kept = 0;
  bool Rest = true, AboveHalf = false, Half = false;
  if (-E.Exp < 100) { // Otherwise |X| < 2^-40: Kept 0, below a half.
    Kept = E.Magnitude >> -E.Exp;
    unsigned __int128 Fraction = E.Magnitude - (Kept << -E.Exp);
    unsigned __int128 HalfUnit = (unsigned __int128)1 << (-E.Exp - 1);
    Rest = Fraction != 0;
    AboveHalf = Fraction > HalfUnit;
    Half = Fraction == HalfUnit;
  }
  bool Up = false;
  switch (R) {
  case rnd::rn:
    Up = AboveHalf || (Half && (Kept & 1));
    break;
  case rnd::rz:
    break;
  case rnd::rm:
    Up = E.Negative && Rest;
    break;
  case rnd::rp:
    Up = !E.Negative && Rest;
    break;
  }
  Kept += Up;
  F Magnitude = F(uint64_t(Kept));
  return E.Negative ? -Magnitude : Magnitude; // -0.3 rounds to -0
}

// --- The instructions ---------------------------------------------------------
namespace impl {

template <ty T> constexpr unsigned bits_of() { return sizeof(ctype<T>) * 8; }
template <ty T> using unsigned_of = std::make_unsigned_t<
    std::conditional_t<std::is_integral_v<ctype<T>> && T != ty::pred, ctype<T>, uint32_t>>;

constexpr rnd rounding_of(opcode O) {
  if (O.has("rz") || O.has("rzi"))
    return rnd::rz;
  if (O.has("rm") || O.has("rmi"))
    return rnd::rm;
  if (O.has("rp") || O.has("rpi"))
    return rnd::rp;
  return rnd::rn;
}

// Flush a subnormal f32 to a zero of its sign (.ftz).
inline float flush(float X) {
  return std::fpclassify(X) == FP_SUBNORMAL ? std::copysign(0.0f, X) : X;
}

/// bfe: msb = bits - 1; pos = b[7:0]; len = c[7:0]; sbit = signed && len ?
/// a[min(pos + len - 1, msb)] : 0; d[i] = i < len && pos + i <= msb ?
/// a[pos + i] : sbit.
template <ty T> ctype<T> bfe(ctype<T> A, uint32_t B, uint32_t C) {
  using U = unsigned_of<T>;
  constexpr unsigned Msb = bits_of<T>() - 1;
  unsigned Pos = B & 0xff, Len = C & 0xff;
  unsigned Top = Pos + Len - 1 < Msb ? Pos + Len - 1 : Msb;
  U Ua = U(A);
  unsigned Sbit = is_signed(T) && Len != 0 ? (Ua >> Top) & 1 : 0;
  U D = 0;
  for (unsigned I = 0; I <= Msb; ++I) {
    unsigned Bit = (I < Len && Pos + I <= Msb) ? (Ua >> (Pos + I)) & 1 : Sbit;
    D |= U(Bit) << I;
  }
  return ctype<T>(D);
}
/// bfi: pos = c[7:0]; len = d[7:0]; f = b; f[pos + i] = a[i] for i < len
/// and pos + i <= msb.
template <ty T> ctype<T> bfi(ctype<T> A, ctype<T> B, uint32_t C, uint32_t E) {
  using U = unsigned_of<T>;
  constexpr unsigned Msb = bits_of<T>() - 1;
  unsigned Pos = C & 0xff, Len = E & 0xff;
  U F = U(B);
  for (unsigned I = 0; I < Len && Pos + I <= Msb; ++I)
    F = (F & ~(U(1) << (Pos + I))) | (((U(A) >> I) & 1) << (Pos + I));
  return ctype<T>(F);
}
/// prmt, default mode: byte i of d is byte c[4i+2:4i] of {b, a}; with
/// c[4i+3] set, the sign (bit 7) of that byte replicated.
inline uint32_t prmt(uint32_t A, uint32_t B, uint32_t C) {
  uint64_t Bytes = (uint64_t(B) << 32) | A;
  uint32_t D = 0;
  for (int I = 0; I < 4; ++I) {
    unsigned Ctl = (C >> (4 * I)) & 0xf;
    uint32_t Byte = (Bytes >> (8 * (Ctl & 7))) & 0xff;
    if (Ctl & 8)
      Byte = (Byte & 0x80) ? 0xff : 0;
    D |= Byte << (8 * I);
  }
  return D;
}
/// lop3: bit i of d is bit (a[i] b[i] c[i]) of the truth table.
inline uint32_t lop3(uint32_t A, uint32_t B, uint32_t C, uint32_t Lut) {
  uint32_t D = 0;
  for (int I = 0; I < 32; ++I) {
    unsigned Index = (((A >> I) & 1) << 2) | (((B >> I) & 1) << 1) | ((C >> I) & 1);
    D |= ((Lut >> Index) & 1u) << I;
  }
  return D;
}
/// fns: the position of the |offset|-th set bit of mask from base, upwards
/// for a positive offset, downwards for a negative one; offset 0: base when
/// its bit is set. 0xffffffff when there is none.
inline uint32_t fns(uint32_t Mask, uint32_t Base, int32_t Offset) {
  if (Offset == 0)
    return Base < 32 && ((Mask >> Base) & 1) ? Base : 0xffffffffu;
  int Count = (Offset > 0 ? Offset : -Offset) - 1;
  int Step = Offset > 0 ? 1 : -1;
  for (int Pos = int(Base); Pos >= 0 && Pos < 32; Pos += Step)
    if ((Mask >> Pos) & 1) {
      if (Count == 0)
        return uint32_t(Pos);
      --Count;
    }
  return 0xffffffffu;
}
/// shf: the 64-bit {b, a} shifted by n (c & 31 with .wrap, min(c, 32) with
/// .clamp): its high word to the left, its low word to the right.
inline uint32_t shf(bool Left, bool Clamp, uint32_t A, uint32_t B, uint32_t C) {
  uint32_t N = Clamp ? (C < 32 ? C : 32) : C & 31;
  uint64_t Both = (uint64_t(B) << 32) | A;
  return Left ? uint32_t((Both << N) >> 32) : uint32_t(Both >> N);
}

// shfl: lane = laneid; bval = b[4:0]; cval = c[4:0]; segmask = c[12:8];
// maxLane = (lane & segmask) | (cval & ~segmask); minLane = lane & segmask.
inline uint32_t shfl(opcode O, uint32_t A, uint32_t B, uint32_t C, uint32_t Mask) {
  int Lane = int(machine::lane()), Bval = int(B & 31), Cval = int(C & 31);
  int Segmask = int((C >> 8) & 31);
  int MaxLane = (Lane & Segmask) | (Cval & ~Segmask);
  int MinLane = Lane & Segmask;
  int J = Lane;
  bool Pval = false;
  if (O.has("up")) {
    J = Lane - Bval;
    Pval = J >= MaxLane;
  } else if (O.has("down")) {
    J = Lane + Bval;
    Pval = J <= MaxLane;
  } else if (O.has("bfly")) {
    J = Lane ^ Bval;
    Pval = J <= MaxLane;
  } else { // idx
    J = MinLane | (Bval & ~Segmask);
    Pval = J <= MaxLane;
  }
  if (!Pval)
    J = Lane;
  return machine::read_lane(Mask, A, unsigned(J));
}

template <ty T> bool compare(opcode O, ctype<T> A, ctype<T> B) {
  if constexpr (is_float(T)) {
    bool Nan = std::isnan(A) || std::isnan(B);
    if (O.has("eq")) return !Nan && A == B;
    if (O.has("ne")) return !Nan && A != B;
    if (O.has("lt")) return !Nan && A < B;
    if (O.has("le")) return !Nan && A <= B;
    if (O.has("gt")) return !Nan && A > B;
    if (O.has("ge")) return !Nan && A >= B;
    if (O.has("equ")) return Nan || A == B;
    if (O.has("neu")) return Nan || A != B;
    if (O.has("ltu")) return Nan || A < B;
    if (O.has("leu")) return Nan || A <= B;
    if (O.has("gtu")) return Nan || A > B;
    if (O.has("geu")) return Nan || A >= B;
    if (O.has("num")) return !Nan;
    return Nan; // nan
  } else {
    using U = unsigned_of<T>;
    if (O.has("eq")) return A == B;
    if (O.has("ne")) return A != B;
    if (O.has("lo")) return U(A) < U(B);
    if (O.has("ls")) return U(A) <= U(B);
    if (O.has("hi")) return U(A) > U(B);
    if (O.has("hs")) return U(A) >= U(B);
    if (O.has("lt")) return A < B;
    if (O.has("le")) return A <= B;
    if (O.has("gt")) return A > B;
    return A >= B; // ge
  }
}

/// cvt between the integer and floating-point types (saturating float to
/// integer conversions, NaN to 0, as PTX defines them).
template <ty D, ty A> ctype<D> convert(opcode O, ctype<A> X) {
  rnd R = rounding_of(O);
  if constexpr (A == ty::f16) {
    double V = half_to_double(X);
    if constexpr (D == ty::f32 || D == ty::f64)
      return ctype<D>(V); // exact
    else
      return convert<D, ty::f64>(O, V);
  } else if constexpr (D == ty::f16) {
    if constexpr (A == ty::f32)
      return half_from(O.has("ftz") ? flush(X) : X, R);
    else if constexpr (A == ty::f64)
      return half_from(X, R);
    else {
      bool Negative = X < 0;
      unsigned __int128 M = Negative ? (unsigned __int128)(-(__int128)X) : (unsigned __int128)X;
      return half_bits(round_to(Negative, M, 0, kHalf, R));
    }
  } else if constexpr (is_float(D) && is_float(A)) {
    ctype<A> In = X;
    if constexpr (A == ty::f32)
      In = O.has("ftz") ? flush(X) : X;
    if (O.has("rni") || O.has("rzi") || O.has("rmi") || O.has("rpi"))
      return ctype<D>(round_integral(In, R));
    return float_from<ctype<D>>(In, R);
  } else if constexpr (is_float(D)) { // from an integer
    bool Negative = X < 0;
    unsigned __int128 M = Negative ? (unsigned __int128)(-(__int128)X) : (unsigned __int128)X;
    return float_from_integer<ctype<D>>(Negative, M, R);
  } else if constexpr (is_float(A)) { // to an integer, saturating
    using C = ctype<D>;
    if (std::isnan(X))
      return 0;
    ctype<A> In = X;
    if constexpr (A == ty::f32)
      In = O.has("ftz") ? flush(X) : X;
    ctype<A> I = round_integral(In, R);
    if (I <= ctype<A>(std::numeric_limits<C>::min()))
      return std::numeric_limits<C>::min();
    // 2^bits (unsigned) or 2^(bits-1) (signed) and above saturate.
    ctype<A> Limit = std::ldexp(ctype<A>(1), std::numeric_limits<C>::digits);
    if (I >= Limit)
      return std::numeric_limits<C>::max();
    return C(I);
  } else { // integer to integer: wrap, or clamp with .sat
    using C = ctype<D>;
    if (O.has("sat")) {
      if (__int128(X) < __int128(std::numeric_limits<C>::min()))
        return std::numeric_limits<C>::min();
      if (__int128(X) > __int128(std::numeric_limits<C>::max()))
        return std::numeric_limits<C>::max();
    }
    return C(X);
  }
}

/// f16 a op b (op + - *) or a * b + c, rounded once.
inline uint16_t half_arith(char Op, uint16_t A, uint16_t B, uint16_t C, rnd R) {
  if (half_is_nan(A) || half_is_nan(B) || (Op == 'f' && half_is_nan(C)))
    return kHalfNaN;
  if (half_is_inf(A) || half_is_inf(B) || (Op == 'f' && half_is_inf(C))) {
    double Ad = half_to_double(A), Bd = half_to_double(B), Cd = half_to_double(C);
    double V = Op == '+' ? Ad + Bd : Op == '-' ? Ad - Bd : Op == '*' ? Ad * Bd
                                                                       : Ad * Bd + Cd;
    return std::isnan(V) ? kHalfNaN : half_from(V, R);
  }
  // Exact: every f16 is an integer times 2^-24; a product one times 2^-48.
  exact Ea = half_decompose(A), Eb = half_decompose(B), Ec = half_decompose(C);
  auto Scaled = [](const exact &E, int To) {
    __int128 M = (__int128)E.Magnitude << (E.Exp - To);
    return E.Negative ? -M : M;
  };
  __int128 Sum;
  int Exp;
  bool ZeroSign;
  if (Op == '*' || Op == 'f') {
    __int128 P = (__int128)(Ea.Magnitude * Eb.Magnitude) << (Ea.Exp + Eb.Exp + 48);
    bool Pneg = Ea.Negative != Eb.Negative;
    if (Pneg)
      P = -P;
    Exp = -48;
    Sum = Op == '*' ? P : P + Scaled(Ec, -48);
    ZeroSign = Op == '*' ? Pneg : (Pneg && Ec.Negative);
  } else {
    bool Bneg = Op == '-' ? !Eb.Negative : Eb.Negative;
    exact Eb2{Bneg, Eb.Magnitude, Eb.Exp};
    Exp = -24;
    Sum = Scaled(Ea, -24) + Scaled(Eb2, -24);
    ZeroSign = Ea.Negative && Bneg;
  }
  if (Sum == 0) // x + -x is +0 (-0 rounding down); -0 + -0 is -0.
    return (ZeroSign || (R == rnd::rm && Op != '*')) ? 0x8000 : 0;
  bool Negative = Sum < 0;
  return half_bits(round_to(Negative, (unsigned __int128)(Negative ? -Sum : Sum), Exp, kHalf, R));
}
/// An approximate f16 function: the exact result rounded to nearest.
template <typename Fn> uint16_t half_approx(uint16_t A, Fn F) {
  if (half_is_nan(A))
    return kHalfNaN;
  return half_from(F(half_to_double(A)), rnd::rn);
}

template <ty T> ctype<T> atomic_apply(opcode O, ctype<T> Old, ctype<T> B, ctype<T> C) {
  using U = unsigned_of<T>;
  if (O.has("add"))
    return is_float(T) ? ctype<T>(Old + B) : ctype<T>(U(Old) + U(B));
  if (O.has("min"))
    return B < Old ? B : Old;
  if (O.has("max"))
    return B > Old ? B : Old;
  if constexpr (!is_float(T)) {
    if (O.has("and"))
      return Old & B;
    if (O.has("or"))
      return Old | B;
    if (O.has("xor"))
      return Old ^ B;
    if (O.has("inc"))
      return U(Old) >= U(B) ? 0 : ctype<T>(U(Old) + 1);
    if (O.has("dec"))
      return (Old == 0 || U(Old) > U(B)) ? B : ctype<T>(U(Old) - 1);
  }
  if (O.has("cas"))
    return Old == B ? C : Old;
  return B; // exch
}
/// atom/red: one read-modify-write of memory, atomically (sequentially
/// consistent on the host: every .sem and scope is as strong or weaker).
template <ty T> ctype<T> atomic_rmw(opcode O, addr_t A, ctype<T> B, ctype<T> C) {
  using C_ = ctype<T>;
  C_ *P = reinterpret_cast<C_ *>(uintptr_t(A.Address));
  if constexpr (is_float(T)) {
    using Bits = std::conditional_t<sizeof(C_) == 4, uint32_t, uint64_t>;
    Bits *Q = reinterpret_cast<Bits *>(P);
    Bits Expected = __atomic_load_n(Q, __ATOMIC_SEQ_CST);
    while (true) {
      C_ Old = std::bit_cast<C_>(Expected);
      Bits New = std::bit_cast<Bits>(atomic_apply<T>(O, Old, B, C));
      if (__atomic_compare_exchange_n(Q, &Expected, New, false, __ATOMIC_SEQ_CST,
                                      __ATOMIC_SEQ_CST))
        return Old;
    }
  } else {
    C_ Expected = __atomic_load_n(P, __ATOMIC_SEQ_CST);
    while (!__atomic_compare_exchange_n(P, &Expected, atomic_apply<T>(O, Expected, B, C),
                                        false, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
    }
    return Expected;
  }
}

/// A strong load or store (.volatile, .relaxed, .acquire, .release) of a
/// scalar: one indivisible access, ordered as strongly as PTX asks or more.
template <typename C> C strong_load(addr_t A) {
  if constexpr (sizeof(C) == 4 || sizeof(C) == 8) {
    using Bits = std::conditional_t<sizeof(C) == 4, uint32_t, uint64_t>;
    return std::bit_cast<C>(
        __atomic_load_n(reinterpret_cast<Bits *>(uintptr_t(A.Address)), __ATOMIC_SEQ_CST));
  } else {
    return *reinterpret_cast<volatile C *>(uintptr_t(A.Address));
  }
}
template <typename C> void strong_store(addr_t A, C V) {
  if constexpr (sizeof(C) == 4 || sizeof(C) == 8) {
    using Bits = std::conditional_t<sizeof(C) == 4, uint32_t, uint64_t>;
    __atomic_store_n(reinterpret_cast<Bits *>(uintptr_t(A.Address)), std::bit_cast<Bits>(V),
                     __ATOMIC_SEQ_CST);
  } else {
    *reinterpret_cast<volatile C *>(uintptr_t(A.Address)) = V;
  }
}

/// An acquire (release) orders the accesses after (before) it as a fence
/// at its scope would: the fence-based reading of PTX's memory model,
/// which the host's sequentially consistent accesses then satisfy.
constexpr scope scope_of(opcode O) {
  return O.has("cta") ? scope::cta : O.has("sys") ? scope::sys : scope::gpu;
}
template <typename Access> void ordered(opcode O, Access Do) {
  if (O.has("release") || O.has("acq_rel"))
    machine::fence(scope_of(O));
  Do();
  if (O.has("acquire") || O.has("acq_rel"))
    machine::fence(scope_of(O));
}

template <typename X> struct is_vec : std::false_type {};
template <typename X> struct is_vec<vec_t<X>> : std::true_type {};

constexpr int vector_length(opcode O) { return O.has("v4") ? 4 : O.has("v2") ? 2 : 1; }

} // namespace impl

/// Runs one PTX instruction (see the top of this file).
template <fixed_string Op, typename... Operand> void op(Operand &&...Args) {
  constexpr opcode O(Op.view());
  constexpr ty T = O.type(0);
  using C = ctype<T>;
  auto Operands = std::forward_as_tuple(Args...);
#define HIPIFY_PTX_ARG(I) std::get<I>(Operands)
#define HIPIFY_PTX_IN(I, TYPE) get<TYPE>(HIPIFY_PTX_ARG(I))
  constexpr bool Cc = O.has("cc"); // writes CC.CF
  constexpr bool CarryIn = O.is("addc") || O.is("subc") || O.is("madc");

  if constexpr (O.is("mov")) {
    using D0 = std::remove_cvref_t<decltype(HIPIFY_PTX_ARG(0))>;
    using A1 = std::remove_cvref_t<decltype(HIPIFY_PTX_ARG(1))>;
    if constexpr (impl::is_vec<A1>::value) { // {lo, hi} -> d
      constexpr ty Half = T == ty::b64 ? ty::b32 : ty::b16;
      auto &Parts = HIPIFY_PTX_ARG(1).Elements;
      uint64_t Lo = get<Half>(std::get<0>(Parts)), Hi = get<Half>(std::get<1>(Parts));
      put<T>(HIPIFY_PTX_ARG(0), C((Hi << impl::bits_of<Half>()) | Lo));
    } else if constexpr (impl::is_vec<D0>::value) { // a -> {lo, hi}
      constexpr ty Half = T == ty::b64 ? ty::b32 : ty::b16;
      uint64_t V = uint64_t(HIPIFY_PTX_IN(1, T));
      auto &Parts = HIPIFY_PTX_ARG(0).Elements;
      put<Half>(std::get<0>(Parts), ctype<Half>(V));
      put<Half>(std::get<1>(Parts), ctype<Half>(V >> impl::bits_of<Half>()));
    } else {
      put<T>(HIPIFY_PTX_ARG(0), HIPIFY_PTX_IN(1, T));
    }
  } else if constexpr ((O.is("add") || O.is("sub") || O.is("mul") || O.is("fma")) &&
                       (T == ty::f16 || T == ty::f16x2)) {
    char Kind = O.is("add") ? '+' : O.is("sub") ? '-' : O.is("mul") ? '*' : 'f';
    rnd R = impl::rounding_of(O);
    if constexpr (T == ty::f16) {
      uint16_t Cv = 0;
      if constexpr (O.is("fma"))
        Cv = HIPIFY_PTX_IN(3, ty::f16);
      put<T>(HIPIFY_PTX_ARG(0),
             impl::half_arith(Kind, HIPIFY_PTX_IN(1, T), HIPIFY_PTX_IN(2, T), Cv, R));
    } else {
      uint32_t Av = HIPIFY_PTX_IN(1, ty::b32), Bv = HIPIFY_PTX_IN(2, ty::b32), Cv = 0;
      if constexpr (O.is("fma"))
        Cv = HIPIFY_PTX_IN(3, ty::b32);
      uint32_t D = 0;
      for (int H = 0; H < 2; ++H)
        D |= uint32_t(impl::half_arith(Kind, uint16_t(Av >> 16 * H), uint16_t(Bv >> 16 * H),
                                       uint16_t(Cv >> 16 * H), R))
             << 16 * H;
      put<ty::b32>(HIPIFY_PTX_ARG(0), D);
    }
  } else if constexpr ((O.is("ex2") || O.is("tanh")) && (T == ty::f16 || T == ty::f16x2)) {
    constexpr bool Ex2 = O.is("ex2");
    auto F = [](double X) { return Ex2 ? std::exp2(X) : std::tanh(X); };
    if constexpr (T == ty::f16) {
      put<T>(HIPIFY_PTX_ARG(0), impl::half_approx(HIPIFY_PTX_IN(1, T), F));
    } else {
      uint32_t Av = HIPIFY_PTX_IN(1, ty::b32);
      uint32_t D = uint32_t(impl::half_approx(uint16_t(Av), F)) |
                   uint32_t(impl::half_approx(uint16_t(Av >> 16), F)) << 16;
      put<ty::b32>(HIPIFY_PTX_ARG(0), D);
    }
  } else if constexpr (O.is("add") || O.is("sub") || O.is("addc") || O.is("subc")) {
    using U = impl::unsigned_of<T>;
    if constexpr (is_float(T)) {
      C Av = HIPIFY_PTX_IN(1, T), Bv = HIPIFY_PTX_IN(2, T);
      put<T>(HIPIFY_PTX_ARG(0), O.is("add") ? C(Av + Bv) : C(Av - Bv));
    } else {
      U Av = U(HIPIFY_PTX_IN(1, T)), Bv = U(HIPIFY_PTX_IN(2, T));
      uint32_t Cf = CarryIn ? machine::carry() : 0;
      bool Add = O.is("add") || O.is("addc");
      // CC.CF: the carry out of a + b + CF, or the borrow of a - (b + CF).
      unsigned __int128 Wide = Add ? (unsigned __int128)Av + Bv + Cf
                                   : (unsigned __int128)Av - Bv - Cf;
      U D = U(Wide);
      if constexpr (O.has("sat") && T == ty::s32) {
        int64_t S = Add ? int64_t(int32_t(Av)) + int32_t(Bv) : int64_t(int32_t(Av)) - int32_t(Bv);
        D = U(S > INT32_MAX ? INT32_MAX : S < INT32_MIN ? INT32_MIN : S);
      }
      if (Cc)
        machine::carry() = Add ? uint32_t(Wide >> impl::bits_of<T>())
                               : uint32_t((unsigned __int128)Av < (unsigned __int128)Bv + Cf);
      put<T>(HIPIFY_PTX_ARG(0), C(D));
    }
  } else if constexpr ((O.is("mul") || O.is("fma") || O.is("mad")) && is_float(T)) {
    C Av = HIPIFY_PTX_IN(1, T), Bv = HIPIFY_PTX_IN(2, T);
    if constexpr (O.is("mul"))
      put<T>(HIPIFY_PTX_ARG(0), C(Av * Bv));
    else
      put<T>(HIPIFY_PTX_ARG(0), std::fma(Av, Bv, HIPIFY_PTX_IN(3, T)));
  } else if constexpr (O.is("mul") || O.is("mad") || O.is("madc")) {
    // lo/hi/wide: the low half, the high half or all of the double-width
    // product; mad adds c to that (with CC.CF for madc), in the result's
    // width.
    constexpr unsigned Bits = impl::bits_of<T>();
    __int128 P = is_signed(T) ? (__int128)HIPIFY_PTX_IN(1, T) * (__int128)HIPIFY_PTX_IN(2, T)
                              : (__int128)((unsigned __int128)impl::unsigned_of<T>(HIPIFY_PTX_IN(1, T)) *
                                           impl::unsigned_of<T>(HIPIFY_PTX_IN(2, T)));
    unsigned __int128 Up = (unsigned __int128)P;
    if constexpr (O.has("wide")) {
      constexpr ty W = T == ty::s32 ? ty::s64 : T == ty::u32 ? ty::u64 : T == ty::s16 ? ty::s32 : ty::u32;
      ctype<W> Product = ctype<W>(P);
      if constexpr (O.is("mad"))
        Product = ctype<W>(Product + HIPIFY_PTX_IN(3, W));
      put<W>(HIPIFY_PTX_ARG(0), Product);
    } else {
      using U = impl::unsigned_of<T>;
      U Half = O.has("hi") ? U(Up >> Bits) : U(Up);
      if constexpr (O.is("mul")) {
        put<T>(HIPIFY_PTX_ARG(0), C(Half));
      } else {
        uint32_t Cf = CarryIn ? machine::carry() : 0;
        unsigned __int128 Sum = (unsigned __int128)Half + U(HIPIFY_PTX_IN(3, T)) + Cf;
        if constexpr (O.has("sat") && T == ty::s32) {
          int64_t S = int64_t(int32_t(Half)) + int32_t(HIPIFY_PTX_IN(3, T));
          Sum = uint32_t(S > INT32_MAX ? INT32_MAX : S < INT32_MIN ? INT32_MIN : S);
        }
        if (Cc)
          machine::carry() = uint32_t(Sum >> Bits) & 1;
        put<T>(HIPIFY_PTX_ARG(0), C(U(Sum)));
      }
    }
  } else if constexpr (O.is("dp4a")) {
    // d = c + the sum of the four byte products (bytes as a's and b's
    // types say: signed or unsigned).
    constexpr ty Ta = O.type(0), Tb = O.type(1);
    uint32_t Av = HIPIFY_PTX_IN(1, ty::b32), Bv = HIPIFY_PTX_IN(2, ty::b32);
    uint32_t S = HIPIFY_PTX_IN(3, ty::b32);
    for (int I = 0; I < 4; ++I) {
      int32_t X = is_signed(Ta) ? int32_t(int8_t(Av >> 8 * I)) : int32_t((Av >> 8 * I) & 0xff);
      int32_t Y = is_signed(Tb) ? int32_t(int8_t(Bv >> 8 * I)) : int32_t((Bv >> 8 * I) & 0xff);
      S += uint32_t(X * Y);
    }
    put<ty::b32>(HIPIFY_PTX_ARG(0), S);
  } else if constexpr (O.is("bfe")) {
    put<T>(HIPIFY_PTX_ARG(0), impl::bfe<T>(HIPIFY_PTX_IN(1, T), HIPIFY_PTX_IN(2, ty::u32),
                                           HIPIFY_PTX_IN(3, ty::u32)));
  } else if constexpr (O.is("bfi")) {
    put<T>(HIPIFY_PTX_ARG(0), impl::bfi<T>(HIPIFY_PTX_IN(1, T), HIPIFY_PTX_IN(2, T),
                                           HIPIFY_PTX_IN(3, ty::u32), HIPIFY_PTX_IN(4, ty::u32)));
  } else if constexpr (O.is("brev") || O.is("popc") || O.is("clz") || O.is("bfind")) {
    using U = impl::unsigned_of<T>;
    constexpr unsigned Bits = impl::bits_of<T>();
    U X = U(HIPIFY_PTX_IN(1, T));
    if constexpr (O.is("brev")) {
      U D = 0;
      for (unsigned I = 0; I < Bits; ++I)
        D |= U((X >> I) & 1) << (Bits - 1 - I);
      put<T>(HIPIFY_PTX_ARG(0), C(D));
    } else if constexpr (O.is("popc")) {
      uint32_t D = 0;
      for (; X; X >>= 1)
        D += X & 1;
      put<ty::u32>(HIPIFY_PTX_ARG(0), D);
    } else if constexpr (O.is("clz")) {
      uint32_t D = 0;
      for (int I = int(Bits) - 1; I >= 0 && !((X >> I) & 1); --I)
        ++D;
      put<ty::u32>(HIPIFY_PTX_ARG(0), D);
    } else { // bfind: the most significant bit that differs from the sign
      if (is_signed(T) && (X >> (Bits - 1)))
        X = U(~X);
      uint32_t D = 0xffffffffu;
      for (int I = int(Bits) - 1; I >= 0; --I)
        if ((X >> I) & 1) {
          D = uint32_t(I);
          break;
        }
      if constexpr (O.has("shiftamt"))
        D = D == 0xffffffffu ? D : Bits - 1 - D;
      put<ty::u32>(HIPIFY_PTX_ARG(0), D);
    }
  } else if constexpr (O.is("prmt")) {
    put<ty::b32>(HIPIFY_PTX_ARG(0), impl::prmt(HIPIFY_PTX_IN(1, ty::b32), HIPIFY_PTX_IN(2, ty::b32),
                                                HIPIFY_PTX_IN(3, ty::b32)));
  } else if constexpr (O.is("lop3")) {
    put<ty::b32>(HIPIFY_PTX_ARG(0),
                 impl::lop3(HIPIFY_PTX_IN(1, ty::b32), HIPIFY_PTX_IN(2, ty::b32),
                            HIPIFY_PTX_IN(3, ty::b32), HIPIFY_PTX_IN(4, ty::b32)));
  } else if constexpr (O.is("and") || O.is("or") || O.is("xor")) {
    C Av = HIPIFY_PTX_IN(1, T), Bv = HIPIFY_PTX_IN(2, T);
    put<T>(HIPIFY_PTX_ARG(0), O.is("and") ? C(Av & Bv) : O.is("or") ? C(Av | Bv) : C(Av ^ Bv));
  } else if constexpr (O.is("not")) {
    if constexpr (T == ty::pred)
      put<T>(HIPIFY_PTX_ARG(0), !HIPIFY_PTX_IN(1, T));
    else
      put<T>(HIPIFY_PTX_ARG(0), C(~HIPIFY_PTX_IN(1, T)));
  } else if constexpr (O.is("shl") || O.is("shr")) {
    // Shift amounts larger than the width clamp to it: 0, or the sign.
    using U = impl::unsigned_of<T>;
    constexpr unsigned Bits = impl::bits_of<T>();
    U X = U(HIPIFY_PTX_IN(1, T));
    uint32_t N = HIPIFY_PTX_IN(2, ty::u32);
    U D;
    if (O.is("shl"))
      D = N >= Bits ? 0 : U(X << N);
    else if (is_signed(T))
      D = U(std::make_signed_t<U>(X) >> (N >= Bits ? Bits - 1 : N));
    else
      D = N >= Bits ? 0 : U(X >> N);
    put<T>(HIPIFY_PTX_ARG(0), C(D));
  } else if constexpr (O.is("shf")) {
    put<ty::b32>(HIPIFY_PTX_ARG(0),
                 impl::shf(O.has("l"), O.has("clamp"), HIPIFY_PTX_IN(1, ty::b32),
                           HIPIFY_PTX_IN(2, ty::b32), HIPIFY_PTX_IN(3, ty::u32)));
  } else if constexpr (O.is("vshr") || O.is("vshl")) {
    // vshr/vshl.u32.u32.u32.{clamp,wrap}.add: (a shifted by b, clamped to
    // 32 or taken modulo 32) plus c.
    uint32_t Av = HIPIFY_PTX_IN(1, ty::u32), Bv = HIPIFY_PTX_IN(2, ty::u32);
    uint32_t N = O.has("clamp") ? (Bv < 32 ? Bv : 32) : Bv & 31;
    uint32_t Shifted = N >= 32 ? 0 : O.is("vshr") ? Av >> N : Av << N;
    static_assert(O.has("add") && O.type(0) == ty::u32 && O.type(1) == ty::u32,
                  "vshr/vshl: the unsigned .add form only");
    put<ty::u32>(HIPIFY_PTX_ARG(0), Shifted + HIPIFY_PTX_IN(3, ty::u32));
  } else if constexpr (O.is("fns")) {
    put<ty::b32>(HIPIFY_PTX_ARG(0), impl::fns(HIPIFY_PTX_IN(1, ty::b32), HIPIFY_PTX_IN(2, ty::u32),
                                               HIPIFY_PTX_IN(3, ty::s32)));
  } else if constexpr (O.is("min") || O.is("max")) {
    C Av = HIPIFY_PTX_IN(1, T), Bv = HIPIFY_PTX_IN(2, T);
    put<T>(HIPIFY_PTX_ARG(0), O.is("min") ? (Bv < Av ? Bv : Av) : (Bv > Av ? Bv : Av));
  } else if constexpr (O.is("setp")) {
    put<ty::pred>(HIPIFY_PTX_ARG(0), impl::compare<T>(O, HIPIFY_PTX_IN(1, T), HIPIFY_PTX_IN(2, T)));
  } else if constexpr (O.is("selp")) {
    put<T>(HIPIFY_PTX_ARG(0),
           HIPIFY_PTX_IN(3, ty::pred) ? HIPIFY_PTX_IN(1, T) : HIPIFY_PTX_IN(2, T));
  } else if constexpr (O.is("cvt")) {
    constexpr ty D = O.type(0), A_ = O.type(1);
    put<D>(HIPIFY_PTX_ARG(0), impl::convert<D, A_>(O, HIPIFY_PTX_IN(1, A_)));
  } else if constexpr (O.is("cvta")) {
    put<T>(HIPIFY_PTX_ARG(0), HIPIFY_PTX_IN(1, T)); // one address space on the host
  } else if constexpr (O.is("rcp") || O.is("sqrt") || O.is("rsqrt") || O.is("ex2") ||
                       O.is("lg2") || O.is("tanh") || O.is("sin") || O.is("cos")) {
    // Approximations: the exact function, rounded (the instructions have
    // a few ulp of error); .ftz flushes subnormal inputs and results.
    C X = HIPIFY_PTX_IN(1, T);
    constexpr bool Ftz = O.has("ftz") && T == ty::f32;
    if constexpr (Ftz)
      X = impl::flush(X);
    double V = double(X);
    double R = O.is("rcp") ? 1.0 / V : O.is("sqrt") ? std::sqrt(V) : O.is("rsqrt") ? 1.0 / std::sqrt(V)
             : O.is("ex2") ? std::exp2(V) : O.is("lg2") ? std::log2(V) : O.is("tanh") ? std::tanh(V)
             : O.is("sin") ? std::sin(V) : std::cos(V);
    C D = C(R);
    if constexpr (Ftz)
      D = impl::flush(D);
    put<T>(HIPIFY_PTX_ARG(0), D);
  } else if constexpr (O.is("shfl")) {
    constexpr bool Sync = O.has("sync");
    uint32_t Mask = 0xffffffffu;
    if constexpr (Sync)
      Mask = HIPIFY_PTX_IN(4, ty::b32);
    put<ty::b32>(HIPIFY_PTX_ARG(0), impl::shfl(O, HIPIFY_PTX_IN(1, ty::b32), HIPIFY_PTX_IN(2, ty::u32),
                                               HIPIFY_PTX_IN(3, ty::u32), Mask));
  } else if constexpr (O.is("vote")) {
    constexpr bool Sync = O.has("sync");
    uint32_t Mask = 0xffffffffu;
    if constexpr (Sync)
      Mask = HIPIFY_PTX_IN(2, ty::b32);
    bool P = HIPIFY_PTX_IN(1, ty::pred);
    uint32_t Ballot = machine::ballot(Mask, P);
    if constexpr (O.has("ballot"))
      put<ty::b32>(HIPIFY_PTX_ARG(0), Ballot);
    else if constexpr (O.has("any"))
      put<ty::pred>(HIPIFY_PTX_ARG(0), Ballot != 0);
    else if constexpr (O.has("all"))
      put<ty::pred>(HIPIFY_PTX_ARG(0), Ballot == Mask);
    else // uni: every lane of the mask has the same predicate
      put<ty::pred>(HIPIFY_PTX_ARG(0), Ballot == 0 || Ballot == Mask);
  } else if constexpr (O.is("bar") || O.is("barrier")) {
    if constexpr (O.has("warp"))
      machine::warp_sync(HIPIFY_PTX_IN(0, ty::b32));
    else
      machine::barrier(HIPIFY_PTX_IN(0, ty::u32));
  } else if constexpr (O.is("membar") || O.is("fence")) {
    machine::fence(O.has("cta") ? scope::cta : O.has("sys") ? scope::sys : scope::gpu);
  } else if constexpr (O.is("trap")) {
    machine::trap();
  } else if constexpr (O.is("ld")) {
    constexpr int N = impl::vector_length(O);
    constexpr bool Strong = O.has("volatile") || O.has("relaxed") || O.has("acquire");
    addr_t A = HIPIFY_PTX_ARG(1);
    if constexpr (N == 1) {
      impl::ordered(O, [&] {
        put<T>(HIPIFY_PTX_ARG(0), Strong ? impl::strong_load<C>(A) : load<C>(A));
      });
    } else {
      auto &Parts = HIPIFY_PTX_ARG(0).Elements;
      [&]<size_t... I>(std::index_sequence<I...>) {
        (put<T>(std::get<I>(Parts),
                Strong ? impl::strong_load<C>(addr_t{A.Address + I * sizeof(C)})
                       : load<C>(addr_t{A.Address + I * sizeof(C)})),
         ...);
      }(std::make_index_sequence<N>{});
    }
  } else if constexpr (O.is("st")) {
    constexpr int N = impl::vector_length(O);
    constexpr bool Strong = O.has("volatile") || O.has("relaxed") || O.has("release");
    addr_t A = HIPIFY_PTX_ARG(0);
    if constexpr (N == 1) {
      C V = HIPIFY_PTX_IN(1, T);
      impl::ordered(O, [&] { Strong ? impl::strong_store<C>(A, V) : store<C>(A, V); });
    } else {
      auto &Parts = HIPIFY_PTX_ARG(1).Elements;
      [&]<size_t... I>(std::index_sequence<I...>) {
        C V[] = {get<T>(std::get<I>(Parts))...};
        for (size_t K = 0; K < N; ++K)
          Strong ? impl::strong_store<C>(addr_t{A.Address + K * sizeof(C)}, V[K])
                 : store<C>(addr_t{A.Address + K * sizeof(C)}, V[K]);
      }(std::make_index_sequence<N>{});
    }
  } else if constexpr (O.is("atom")) {
    C Bv = HIPIFY_PTX_IN(2, T), Cv = Bv;
    if constexpr (O.has("cas"))
      Cv = HIPIFY_PTX_IN(3, T);
    impl::ordered(O, [&] {
      put<T>(HIPIFY_PTX_ARG(0), impl::atomic_rmw<T>(O, HIPIFY_PTX_ARG(1), Bv, Cv));
    });
  } else if constexpr (O.is("red")) {
    C Bv = HIPIFY_PTX_IN(1, T);
    impl::ordered(O, [&] { impl::atomic_rmw<T>(O, HIPIFY_PTX_ARG(0), Bv, Bv); });
  } else {
    static_assert(O.is("mov"), "a PTX instruction without host semantics");
  }
#undef HIPIFY_PTX_ARG
#undef HIPIFY_PTX_IN
}

} // namespace hipify_cpu::ptx

#endif
