//===- HipTargetNotice.h - say when the installed HIP is too new -----------===//
//
// An installed HIP newer than every release the tables know is translated for
// the newest known one (chooseHipTarget). The front ends say so once, as they
// say that the CUDA facade is used: the port is for an older HIP than the one
// that will build it, so names that release added are not used.
//
//===----------------------------------------------------------------------===//
#ifndef HIPIFY_MAPPING_HIPTARGETNOTICE_H
#define HIPIFY_MAPPING_HIPTARGETNOTICE_H

#include "Mapping/HipTarget.h"
#include <string>

namespace hipify {

/// The notice for Target when chooseHipTarget clamped an installed HIP to
/// the newest release the tables know; "" otherwise.
std::string newerHipNotice(const HipTarget &Target);

} // namespace hipify

#endif
