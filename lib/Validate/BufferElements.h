//===- BufferElements.h - compare the elements of traced buffers -*- C++ -*-===//
//
// A buffer of a launch trace holds elements of one type (ElementType,
// LaunchTrace.h). Two such buffers, the original's and the port's, agree
// when every element does: integers and bytes exactly, floating-point
// elements (half, bfloat16, float, double) within their type's tolerance
// (TolerancePolicy), any NaN equal to any NaN, -0 to +0. A buffer whose
// order depends on the schedule is compared as a multiset: both sides
// sorted, then element by element.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_VALIDATE_BUFFERELEMENTS_H
#define HIPIFY_VALIDATE_BUFFERELEMENTS_H

#include "Validate/LaunchTrace.h"
#include "Validate/OutputComparator.h"
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

namespace hipify {

/// The first element at which two buffers of Count elements of T differ
/// beyond tolerance, compared in place; Count when the whole elements
/// agree. Ulps is set for floating-point elements that differ.
uint64_t firstElementDifference(const ElementType &T, const char *Expected,
                                const char *Actual, uint64_t Count,
                                const TolerancePolicy &Policy,
                                std::optional<uint64_t> &Ulps);

/// Whether every element of two buffers of T agrees in place (within
/// tolerance), and the bytes after the last whole element are equal.
bool agreeInPlace(const ElementType &T, const char *Expected,
                  const char *Actual, uint64_t Bytes,
                  const TolerancePolicy &Policy);

/// Whether two buffers of Type hold the same elements in some order: both
/// sorted (numerically; every NaN after the numbers), the first rank at
/// which they differ beyond Policy's tolerance, or none. Ulps is set for
/// floating-point elements that differ. Bytes after the last whole element
/// are compared in place (a difference there is rank Bytes / Type.Size).
std::optional<uint64_t> firstSortedDifference(const ElementType &Type,
                                              const char *Expected,
                                              const char *Actual,
                                              uint64_t Bytes,
                                              const TolerancePolicy &Policy,
                                              std::optional<uint64_t> &Ulps);

/// The Count elements of T at Data, sorted as firstSortedDifference sorts
/// them, as one block.
std::vector<char> sortedElements(const ElementType &T, const char *Data,
                                 uint64_t Count);

/// The element of T at P as text for people: as many significant digits as
/// identify a floating-point value, integers in decimal, bytes in hex.
std::string formatElement(const ElementType &T, const char *P);

} // namespace hipify

#endif
