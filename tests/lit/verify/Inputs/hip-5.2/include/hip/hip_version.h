// The version header of an installed HIP 5.2, for --hip-path in the tests of
// port --verify (only the version is read from it).
#define HIP_VERSION_MAJOR 5
#define HIP_VERSION_MINOR 2
#define HIP_VERSION_PATCH 21153
