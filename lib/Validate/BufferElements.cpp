//===- BufferElements.cpp -------------------------------------------------===//
#include "Validate/BufferElements.h"
#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace hipify {

namespace {

/// A 16-bit IEEE half, widened exactly.
double halfToDouble(uint16_t Bits) {
  double Sign = (Bits & 0x8000) ? -1.0 : 1.0;
  unsigned Exponent = (Bits >> 10) & 0x1f, Mantissa = Bits & 0x3ff;
  if (Exponent == 0x1f)
    return Mantissa ? NAN : Sign * INFINITY;
  if (Exponent == 0)
    return Sign * std::ldexp(Mantissa, -24);
  return Sign * std::ldexp(1024 + Mantissa, int(Exponent) - 25);
}

/// bfloat16 is the upper half of a float.
double bfloat16ToDouble(uint16_t Bits) {
  uint32_t Wide = uint32_t(Bits) << 16;
  float F;
  std::memcpy(&F, &Wide, sizeof F);
  return F;
}

/// ULP distance of two 16-bit floats: map them onto integers ordered like
/// the floats they encode (as ulpDistance does for float and double).
uint64_t ulpDistance16(uint16_t A, uint16_t B) {
  auto Ordered = [](uint16_t I) -> int32_t {
    return (I & 0x8000) ? 0x8000 - int32_t(I & 0x7fff) : 0x8000 + int32_t(I);
  };
  return std::abs(Ordered(A) - Ordered(B));
}

/// The value of a floating-point element, with how to print and measure it.
struct FloatElement {
  double Value;
  int Digits; ///< Significant digits that identify the value.
};

FloatElement readFloat(const ElementType &T, const char *P) {
  if (T.Size == 2) {
    uint16_t Bits;
    std::memcpy(&Bits, P, 2);
    return T.Name == "bf16" ? FloatElement{bfloat16ToDouble(Bits), 4}
                            : FloatElement{halfToDouble(Bits), 5};
  }
  if (T.Size == 4) {
    float F;
    std::memcpy(&F, P, 4);
    return {F, 9};
  }
  double D;
  std::memcpy(&D, P, 8);
  return {D, 17};
}

uint64_t floatUlps(const ElementType &T, const char *E, const char *A) {
  if (T.Size == 2) {
    uint16_t X, Y;
    std::memcpy(&X, E, 2);
    std::memcpy(&Y, A, 2);
    return ulpDistance16(X, Y);
  }
  if (T.Size == 4) {
    float X, Y;
    std::memcpy(&X, E, 4);
    std::memcpy(&Y, A, 4);
    return ulpDistance(X, Y);
  }
  double X, Y;
  std::memcpy(&X, E, 8);
  std::memcpy(&Y, A, 8);
  return ulpDistance(X, Y);
}

const Tolerance &toleranceFor(const ElementType &T,
                              const TolerancePolicy &Policy) {
  if (T.Name == "f16")
    return Policy.Half;
  if (T.Name == "bf16")
    return Policy.BFloat16;
  return T.Size == 4 ? Policy.Float : Policy.Double;
}

/// An integer element of T, widened (little-endian hosts).
uint64_t readUnsigned(const ElementType &T, const char *P) {
  uint64_t V = 0;
  std::memcpy(&V, P, T.Size);
  return V;
}

/// A signed integer element of T, sign-extended from its width.
int64_t readSigned(const ElementType &T, const char *P) {
  unsigned Shift = 64 - 8 * T.Size;
  return int64_t(readUnsigned(T, P) << Shift) >> Shift;
}

/// Whether an element of the port agrees with the original's. Fills Ulps
/// for floating-point elements that differ.
bool elementsAgree(const ElementType &T, const char *E, const char *A,
                   const TolerancePolicy &Policy,
                   std::optional<uint64_t> &Ulps) {
  if (std::memcmp(E, A, T.Size) == 0)
    return true;
  if (T.Kind != ElementKind::Float)
    return false;
  double EV = readFloat(T, E).Value, AV = readFloat(T, A).Value;
  if (std::isnan(EV) || std::isnan(AV))
    return std::isnan(EV) && std::isnan(AV); // Any NaN is NaN.
  if (EV == AV)
    return true; // +0 and -0.
  Ulps = floatUlps(T, E, A);
  return withinTolerance(EV, AV, *Ulps, toleranceFor(T, Policy));
}

/// Whether element X of T orders before Y: numerically, every NaN after
/// the numbers and equal to the others, -0 equal to +0 (elementsAgree's
/// equalities), so that agreeing elements sort alike.
bool sortsBefore(const ElementType &T, const char *X, const char *Y) {
  switch (T.Kind) {
  case ElementKind::Float: {
    double A = readFloat(T, X).Value, B = readFloat(T, Y).Value;
    if (std::isnan(B))
      return !std::isnan(A);
    return !std::isnan(A) && A < B;
  }
  case ElementKind::Signed:
    return readSigned(T, X) < readSigned(T, Y);
  case ElementKind::Unsigned:
  case ElementKind::Bytes:
    return readUnsigned(T, X) < readUnsigned(T, Y);
  }
  return false;
}

} // namespace

std::string formatElement(const ElementType &T, const char *P) {
  char Text[64];
  switch (T.Kind) {
  case ElementKind::Float: {
    FloatElement F = readFloat(T, P);
    std::snprintf(Text, sizeof Text, "%.*g", F.Digits, F.Value);
    return Text;
  }
  case ElementKind::Signed:
    return std::to_string(readSigned(T, P));
  case ElementKind::Unsigned:
    return std::to_string(readUnsigned(T, P));
  case ElementKind::Bytes:
    std::snprintf(Text, sizeof Text, "0x%02x", unsigned(uint8_t(*P)));
    return Text;
  }
  return "";
}

uint64_t firstElementDifference(const ElementType &T, const char *E,
                                const char *A, uint64_t Count,
                                const TolerancePolicy &Policy,
                                std::optional<uint64_t> &Ulps) {
  if (std::memcmp(E, A, Count * T.Size) == 0)
    return Count;
  for (uint64_t I = 0; I < Count; ++I)
    if (!elementsAgree(T, E + I * T.Size, A + I * T.Size, Policy, Ulps))
      return I;
  return Count;
}

bool agreeInPlace(const ElementType &T, const char *E, const char *A,
                  uint64_t Bytes, const TolerancePolicy &Policy) {
  uint64_t Count = Bytes / T.Size, Whole = Count * T.Size;
  std::optional<uint64_t> Ulps;
  return firstElementDifference(T, E, A, Count, Policy, Ulps) == Count &&
         std::memcmp(E + Whole, A + Whole, Bytes - Whole) == 0;
}

/// The Count elements of T at Data, sorted (sortsBefore), as one block.
std::vector<char> sortedElements(const ElementType &T, const char *Data,
                                 uint64_t Count) {
  std::vector<uint64_t> Order(Count);
  for (uint64_t I = 0; I < Count; ++I)
    Order[I] = I;
  std::sort(Order.begin(), Order.end(), [&](uint64_t X, uint64_t Y) {
    return sortsBefore(T, Data + X * T.Size, Data + Y * T.Size);
  });
  std::vector<char> Sorted(Count * T.Size);
  for (uint64_t I = 0; I < Count; ++I)
    std::memcpy(Sorted.data() + I * T.Size, Data + Order[I] * T.Size, T.Size);
  return Sorted;
}

std::optional<uint64_t> firstSortedDifference(const ElementType &Type,
                                              const char *Expected,
                                              const char *Actual,
                                              uint64_t Bytes,
                                              const TolerancePolicy &Policy,
                                              std::optional<uint64_t> &Ulps) {
  if (std::memcmp(Expected, Actual, Bytes) == 0)
    return std::nullopt;
  uint64_t Count = Bytes / Type.Size, Whole = Count * Type.Size;
  std::vector<char> E = sortedElements(Type, Expected, Count),
                    A = sortedElements(Type, Actual, Count);
  uint64_t Rank =
      firstElementDifference(Type, E.data(), A.data(), Count, Policy, Ulps);
  if (Rank < Count)
    return Rank;
  if (std::memcmp(Expected + Whole, Actual + Whole, Bytes - Whole) != 0)
    return Count;
  return std::nullopt;
}

} // namespace hipify
