# The CUDA facade (docs/facade.md): headers named like CUDA's, generated from
# mappings/*.yaml and the installed HIP headers by scripts/gen-cuda-facade.py,
# that hipify parses CUDA against when there is no CUDA installation.
# It needs Python 3 with the clang bindings and PyYAML, and HIP's headers;
# without them the facade is not built and hipify wants a CUDA installation.
set(HIPIFY_CUDA_FACADE_BUILD_DIR ${CMAKE_BINARY_DIR}/cuda-facade/include)
set(HIPIFY_HIP_INCLUDE_DIR /usr/include CACHE PATH
    "Directory holding hip/hip_runtime.h, for the CUDA facade")
# Debian's python3-clang-22 belongs to the system Python.
find_program(HIPIFY_FACADE_PYTHON NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
if(NOT HIPIFY_FACADE_PYTHON)
  find_program(HIPIFY_FACADE_PYTHON NAMES python3)
endif()
set(HIPIFY_CUDA_FACADE_ENABLED OFF)
if(HIPIFY_FACADE_PYTHON AND EXISTS ${HIPIFY_HIP_INCLUDE_DIR}/hip/hip_runtime.h)
  execute_process(COMMAND ${HIPIFY_FACADE_PYTHON} -c "import clang.cindex, yaml"
                  RESULT_VARIABLE HIPIFY_FACADE_PYTHON_OK OUTPUT_QUIET ERROR_QUIET)
  if(HIPIFY_FACADE_PYTHON_OK EQUAL 0)
    set(HIPIFY_CUDA_FACADE_ENABLED ON)
  endif()
endif()

if(HIPIFY_CUDA_FACADE_ENABLED)
  file(GLOB HIPIFY_FACADE_TABLES CONFIGURE_DEPENDS ${CMAKE_SOURCE_DIR}/mappings/*.yaml
       ${CMAKE_SOURCE_DIR}/mappings/facts/port-definitions.yaml
       ${CMAKE_SOURCE_DIR}/mappings/facts/solve-buffers.yaml
       ${CMAKE_SOURCE_DIR}/mappings/facts/cccl-api.yaml
       ${CMAKE_SOURCE_DIR}/runtime/cpu/include/hipify_cpu/ocp_fp8.h)
  set(HIPIFY_CUDA_FACADE_STAMP ${HIPIFY_CUDA_FACADE_BUILD_DIR}/hipify_facade/README)
  add_custom_command(
    OUTPUT ${HIPIFY_CUDA_FACADE_STAMP}
    COMMAND ${CMAKE_COMMAND} -E rm -rf ${HIPIFY_CUDA_FACADE_BUILD_DIR}
    COMMAND ${HIPIFY_FACADE_PYTHON} ${CMAKE_SOURCE_DIR}/scripts/gen-cuda-facade.py
            --mappings ${CMAKE_SOURCE_DIR}/mappings
            --hip-include ${HIPIFY_HIP_INCLUDE_DIR}
            --out ${HIPIFY_CUDA_FACADE_BUILD_DIR}
    DEPENDS ${HIPIFY_FACADE_TABLES} ${CMAKE_SOURCE_DIR}/scripts/gen-cuda-facade.py
            ${CMAKE_SOURCE_DIR}/scripts/header_decls.py
            ${HIPIFY_HIP_INCLUDE_DIR}/hip/hip_version.h
    COMMENT "Generating the CUDA facade from the tables and the HIP headers"
    VERBATIM)
  add_custom_target(hipify_cuda_facade ALL DEPENDS ${HIPIFY_CUDA_FACADE_STAMP})
  install(DIRECTORY ${HIPIFY_CUDA_FACADE_BUILD_DIR}
          DESTINATION share/hipify/cuda-facade)
  message(STATUS "CUDA facade: generated from ${HIPIFY_HIP_INCLUDE_DIR}/hip")
else()
  message(STATUS "CUDA facade: not built (needs HIP headers and Python 3 "
                 "with the clang bindings and PyYAML)")
endif()
