# lit configuration for hipify's translator tests (tests/lit), table tests
# (tests/tables) and validation tests (tests/validate).
#
# Run through ctest, or directly:
#   /usr/lib/llvm-22/bin/lit -sv --param build_dir=build tests
import os
import shutil

import lit.formats

config.name = "hipify"
config.test_format = lit.formats.ShTest(execute_external=False)
config.suffixes = [".cu", ".cuh", ".cpp", ".test"]
config.excludes = ["Inputs", "unit", "support", "CMakeLists.txt", "README.md",
                   # the libFuzzer target's source (docs/fuzzing.md), not a test
                   "TranslateFuzzer.cpp"]

src_root = os.path.dirname(os.path.abspath(__file__))
build_dir = os.path.abspath(
    lit_config.params.get("build_dir", os.path.join(src_root, "build")))
llvm_bin = lit_config.params.get("llvm_bin", "/usr/lib/llvm-22/bin")
cuda_path = lit_config.params.get(
    "cuda_path", os.environ.get("CUDA_PATH", "/usr/local/cuda"))

config.test_source_root = src_root
# The run without the prelude cache has its own outputs, so that ctest -j can
# run it beside the default one.
config.test_exec_root = os.path.join(
    build_dir, "lit-out" if lit_config.params.get("cache", "on") != "off"
    else "lit-out-without-cache")

hipify = os.path.join(build_dir, "bin", "hipify")
if not os.path.exists(hipify):
    lit_config.fatal("no hipify binary at %s: build first, or pass "
                     "--param build_dir=DIR" % hipify)

# FileCheck, not, count, clang-offload-bundler come from LLVM 22.
config.environment["PATH"] = os.pathsep.join(
    [llvm_bin, os.environ.get("PATH", "")])
# Tests must not depend on the caller's CUDA_PATH unless they set it.
config.environment.pop("CUDA_PATH", None)
for var in ("HOME", "TMPDIR"):
    if var in os.environ:
        config.environment[var] = os.environ[var]
# The precompiled-prelude cache: in the build tree, never the user's; the
# suite runs once with it (the default) and once without (--param cache=off).
if lit_config.params.get("cache", "on") == "off":
    config.environment["HIPIFY_CACHE_DIR"] = "off"
    config.available_features.add("no-prelude-cache")
    # Running programs (validate, the CPU runner) does not depend on how the
    # CUDA headers were parsed; those tests run once. So do the tests of
    # processes, files and protocols around the translator (batch runs and
    # their faults, the language server's framing, hostile inputs), which
    # take minutes and exercise the same translations as the rest.
    config.excludes += ["validate", "cpu", "batch", "lsp", "robustness"]
    # Nor do the test of the cache itself (it chooses its own cache
    # directories) and the CMake build of the ported sample project.
    config.excludes += ["prelude-cache.test", "project-cmake.test"]
else:
    config.environment["HIPIFY_CACHE_DIR"] = os.path.join(build_dir, "lit-cache")

config.substitutions.append(("%hipify", hipify))
config.substitutions.append(("%cuda-path", cuda_path))
config.substitutions.append(("%srcroot", src_root))
config.substitutions.append(("%python3", "/usr/bin/python3"))

# Debian 12's HIP 5.2 headers under /usr/include: the HIP API index is checked
# against them (tests/tables/hip-index-installed.test).
try:
    with open("/usr/include/hip/hip_version.h") as f:
        _hip_version = f.read()
    if ("HIP_VERSION_MAJOR 5\n" in _hip_version
            and "HIP_VERSION_MINOR 2\n" in _hip_version):
        config.available_features.add("debian-hip-5.2")
except OSError:
    pass

# hipcc compiles the translated output for AMD GPUs (Debian's hipcc package).
# Translator tests gate only their compile step on it (`%if hipcc %{...%}`);
# `--param hipcc=off` runs the suite as on a machine without it.
hipcc = shutil.which("hipcc")
if lit_config.params.get("hipcc", "on") == "off":
    hipcc = None
if hipcc:
    config.available_features.add("hipcc")
    config.substitutions.append(("%hipcc", hipcc))
if os.path.exists(os.path.join(cuda_path, "include", "cuda_runtime.h")):
    config.available_features.add("cuda")
# The CUDA facade, generated into the build tree (cmake/CudaFacade.cmake).
if os.path.exists(os.path.join(build_dir, "cuda-facade", "include",
                               "hipify_facade", "prelude.h")):
    config.available_features.add("cuda-facade")
    config.substitutions.append(
        ("%cuda-facade", os.path.join(build_dir, "cuda-facade", "include")))
# nvcc builds the CUDA original, and the port through HIP's NVIDIA headers,
# for validate's nvidia runner (lib/Validate/NvidiaBuild.h).
nvcc = os.path.join(cuda_path, "bin", "nvcc")
if os.access(nvcc, os.X_OK):
    config.available_features.add("nvcc")
    config.substitutions.append(("%nvcc", nvcc))
# The SARIF 2.1.0 schema is not shipped with hipify; CI has it in
# ../shared/schemas next to the checkout. Tests that validate against it
# require `sarif-schema` and are UNSUPPORTED without the file, never passed.
sarif_schema = os.path.abspath(lit_config.params.get(
    "sarif_schema", os.path.join(src_root, "..", "shared", "schemas",
                                 "sarif-schema-2.1.0.json")))
if os.path.exists(sarif_schema):
    config.available_features.add("sarif-schema")
    config.substitutions.append(("%sarif-schema", sarif_schema))
config.substitutions.append(
    ("%check-json-schema", "/usr/bin/python3 " +
     os.path.join(src_root, "tests", "support", "check_json_schema.py")))
config.substitutions.append(
    ("%expect-exit", "/usr/bin/python3 " +
     os.path.join(src_root, "tests", "support", "expect_exit.py")))
