# CMake toolchain file: CMake's HIP language with ROCm from Debian or Ubuntu
# packages (Debian 12: ROCm 5.2, clang 15, CMake 3.25).
#
#   cmake -S ported -B build -G Ninja \
#         -DCMAKE_TOOLCHAIN_FILE=<hipify>/cmake/DebianROCmToolchain.cmake \
#         -DCMAKE_HIP_ARCHITECTURES=gfx90a
#
# CMake's HIP language assumes AMD's layout (/opt/rocm); the distribution
# packages differ in three ways, each bridged here only when the user has not
# set the variable concerned:
#  - hip-lang's CMake package lies in /usr/lib/<multiarch>/cmake, and its
#    dependency amd_comgr too, where CMake looks for <ROCm root>/lib/cmake:
#    the ROCm root CMake gets (CMAKE_HIP_COMPILER_ROCM_ROOT) is a directory of
#    the build tree whose hip-lang-config.cmake loads Debian's;
#  - CMake would take /usr/bin/clang++, which need not be the clang hipcc
#    runs (clang-15 in Debian 12): CMAKE_HIP_COMPILER is hipcc's clang;
#  - that clang finds neither the HIP headers under /usr nor the device
#    libraries: CMAKE_HIP_FLAGS_INIT gives --rocm-path and
#    --rocm-device-lib-path, as hipcc does.
# With AMD's layout, or without a packaged hip-lang, this file does nothing.

# try_compile projects get all of it from the calling project.
if(CMAKE_IN_TRY_COMPILE)
  return()
endif()

file(GLOB _hipify_hip_lang_configs
     "/usr/lib/*/cmake/hip-lang/hip-lang-config.cmake")
if(NOT _hipify_hip_lang_configs
   OR EXISTS "/opt/rocm/lib/cmake/hip-lang/hip-lang-config.cmake")
  return()
endif()
list(GET _hipify_hip_lang_configs 0 _hipify_hip_lang_config)
get_filename_component(_hipify_libdir "${_hipify_hip_lang_config}" DIRECTORY)
get_filename_component(_hipify_libdir "${_hipify_libdir}/../.." ABSOLUTE)

if(NOT CMAKE_HIP_COMPILER AND "$ENV{HIPCXX}" STREQUAL "")
  # hipcc prints the version of the clang it runs, and where it lies.
  find_program(_hipify_hipcc hipcc NO_CACHE)
  if(_hipify_hipcc)
    execute_process(COMMAND "${_hipify_hipcc}" --version
                    OUTPUT_VARIABLE _hipify_hipcc_version ERROR_QUIET)
    string(REGEX MATCH "clang version ([0-9]+)" _hipify_unused
           "${_hipify_hipcc_version}")
    set(_hipify_clang_major "${CMAKE_MATCH_1}")
    string(REGEX MATCH "InstalledDir: ([^\n]+)" _hipify_unused
           "${_hipify_hipcc_version}")
    if(_hipify_clang_major AND CMAKE_MATCH_1)
      find_program(_hipify_hip_clang
                   NAMES "clang++-${_hipify_clang_major}" clang++
                   HINTS "${CMAKE_MATCH_1}" NO_DEFAULT_PATH NO_CACHE)
      if(_hipify_hip_clang)
        set(CMAKE_HIP_COMPILER "${_hipify_hip_clang}")
      endif()
    endif()
  endif()
endif()

if(NOT DEFINED CMAKE_HIP_FLAGS_INIT)
  set(CMAKE_HIP_FLAGS_INIT "--rocm-path=/usr")
  if(EXISTS "${_hipify_libdir}/amdgcn/bitcode")
    string(APPEND CMAKE_HIP_FLAGS_INIT
           " --rocm-device-lib-path=${_hipify_libdir}/amdgcn/bitcode")
  endif()
endif()

if(NOT DEFINED CMAKE_HIP_COMPILER_ROCM_ROOT)
  set(_hipify_rocm_root "${CMAKE_BINARY_DIR}/hipify-rocm-root")
  file(WRITE "${_hipify_rocm_root}/lib/cmake/hip-lang/hip-lang-config.cmake"
       "# Written by hipify's DebianROCmToolchain.cmake.\n"
       "set(amd_comgr_DIR \"${_hipify_libdir}/cmake/amd_comgr\")\n"
       "set(_hipify_hip_lang_config \"${_hipify_hip_lang_config}\")\n"
       [=[
# hip-lang looks for compiler-rt beside /usr/bin/clang, another clang than
# the HIP compiler: take the HIP compiler's own.
if(NOT CLANGRT_BUILTINS)
  execute_process(COMMAND "${CMAKE_HIP_COMPILER}" --rtlib=compiler-rt
                          -print-libgcc-file-name
                  OUTPUT_VARIABLE _hipify_builtins
                  OUTPUT_STRIP_TRAILING_WHITESPACE ERROR_QUIET)
  if(EXISTS "${_hipify_builtins}")
    set(CLANGRT_BUILTINS "${_hipify_builtins}" CACHE FILEPATH
        "compiler-rt builtins of the HIP compiler")
  endif()
endif()
include("${_hipify_hip_lang_config}")
]=])
  set(CMAKE_HIP_COMPILER_ROCM_ROOT "${_hipify_rocm_root}")
endif()
