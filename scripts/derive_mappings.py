#!/usr/bin/python3
"""Derive the CUDA -> HIP mapping tables of mappings/ from CUDA's headers and the HIP API index.

    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda
    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda --check
    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda --diff
    /usr/bin/python3 scripts/derive_mappings.py --family driver --print-missing

One generator, one configuration per API family (FAMILIES below: runtime,
device, half, complex, driver, rand, sparse, rtc, blas, fft, solver, nccl,
dnn, and the header families cub and thrust), each written to its own
mappings/<file>.yaml.  For each family the generator

1. enumerates the public declarations of the family's CUDA headers by
   parsing them with libclang;
2. takes the HIP names of the HIP API index (mappings/hip-index.tsv, written
   by derive_hip_index.py from the HIP headers of every ROCm release since
   5.2), restricted to the family's libraries;
3. proposes one row per public CUDA name by name correspondence (the
   family's rules), with the first release that has the HIP name
   (``hip_since``) and the first that no longer has it (``hip_removed``);
   where a rule gives a name that only a newer release has and another
   rule one that every release has, the row carries that one as its older
   equivalent (``older_hip``); a name without a HIP counterpart in any
   release becomes ``status: unsupported``;
4. keeps curated rows: a row of the output file whose ``note`` starts with
   ``curated:`` or that carries a field the generator never writes (args,
   roc -- except for families that derive it --, older_args, cuda_since,
   cuda_removed, defined_only) is written back unchanged except for the
   index facts hip_since and hip_removed; a CUDA
   name that has a row in another mappings/*.yaml file is left to that file;
5. writes the file, rows sorted by kind then CUDA name.

``--check`` writes nothing: it exits 1 and lists every public CUDA name of
the covered headers (and, for the runtime, every removed entry point named
by generated_cudart_removed_meta.h) that has no row in any mappings/*.yaml
file; one summary line per family.  ``--print-missing`` prints just those
names.  ``--diff`` exits 1 and prints a diff when regenerating would change
an output file.
"""

import argparse
import json
import os
import re
import sys
import time

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import header_decls  # noqa: E402
import cuda_twins  # noqa: E402
import hip_index as hipidx  # noqa: E402
import row_schema  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

# hip_since and hip_removed are facts of the HIP API index, written on every
# row (curated ones included), not curation
GENERATED_FIELDS = ("cuda", "hip", "kind", "status", "note", "hip_since", "hip_removed",
                    "verified", "older_hip", "older_note", "newer_hip")
INDEX_FIELDS = ("hip_since", "hip_removed")
# The order rows are written in: the schema's (mappings/facts/row-fields.yaml).
ALL_FIELDS = row_schema.NAMES
KIND_ORDER = ("function", "type", "enum", "macro", "header", "namespace")

# The marker apply_rules() returns when no candidate exists; rows get
# no_counterpart() instead, which names the library and the releases the
# index covers.
NOTE_NO_HIP = "no HIP counterpart"


class NoCounterpart(str):
    """NOTE_NO_HIP, carrying the candidate names the rules gave that no
    release of the index declares (for the row's note)."""

    def __new__(cls, tried=()):
        note = str.__new__(cls, NOTE_NO_HIP)
        note.tried = tuple(dict.fromkeys(tried))
        return note

# CUDA kind -> HIP declaration kinds that may stand in for it.
COMPATIBLE = {
    "function": {"function", "macro"},
    "type": {"type"},
    "enum": {"enum", "macro", "var"},
    "macro": {"macro", "enum", "var", "type", "function"},
}


def camel(snake):
    """device_attribute -> DeviceAttribute; ERROR_INVALID_VALUE ->
    ErrorInvalidValue."""
    return "".join(p[:1].upper() + p[1:].lower() for p in snake.split("_") if p)


def snake(camel_name):
    """CreateGenerator -> create_generator (for the rocRAND host API)."""
    s = re.sub(r"(?<=[a-z0-9])([A-Z])", r"_\1", camel_name)
    return s.lower()


def norm(s):
    """Spelling-insensitive form used to pair enumerators whose HIP name is
    CamelCase where CUDA's is UPPER_SNAKE: lowercase, no underscores."""
    return s.replace("_", "").lower()


class Family:
    """How one API family is derived.

    name        family: value of the file, and --family argument
    output      file name under mappings/
    title       one line for the file header and the --check summary
    headers     CUDA headers (relative to <cuda>/include) whose names are covered
    includes    what the enumeration translation unit includes
    device      parse CUDA's own device headers (header_decls.cuda_device_args)
                instead of a plain host parse
    kinds       CUDA declaration kinds that get rows
    reserved_ok names starting with "__" are public (device intrinsics,
                __half); otherwise a leading "_" makes a name private
    private     regex of further names that are helpers, not API
    identity    regex of names that map to themselves when HIP declares them
                (None: names not matching ``prefix``)
    prefix      regex of names that go through ``rules``
    rules       (pattern, replacement, kinds, note), tried in order; the
                replacement is a string or a function of the match
    hip_libs    libraries of the HIP API index (mappings/hip-index.tsv) the
                HIP names must come from
    library     how notes name those libraries ("HIP", "hipBLAS")
    roc_rules   like rules, for the ``roc`` field (roc_libs: where)
    value_enums CUDA enums whose HIP counterpart keeps the numeric values
    fuzzy_enums pair enumerators after their prefix ignoring case and "_"
    removed     also require rows for generated_cudart_removed_meta.h names
    arity_check a function whose HIP candidate has no overload with as many
                parameters is not mapped (cuLaunchKernel is not hipLaunchKernel)
    notes       (regex, note): the note of a name without HIP counterpart that
                the regex matches, in place of the generic one
    intro       file header text
    verified    False for a family whose HIP names the index cannot check
                (the header families: rocThrust and hipCUB headers are
                indexed, but a header the index lacks keeps its pattern
                name); a row whose HIP name the index lacks gets
                ``verified: false`` and ``unverified_note``
    unsupported (regex, note): names the regex matches are unsupported with
                that note, before any rule (CUDA-only APIs such as cuBLASLt)
    special     {cuda name: (hip name or None, note)}: exceptions to the
                rules, documented in docs/tables.md
    roc_special {cuda name: roc name}: exceptions to roc_rules
    header_dirs (directory, recursive[, extensionless]) under <cuda>/include
                whose *.h, *.cuh and *.hpp files are the family's CUDA names
                (kind: header); with extensionless, the files without a dot
                (C++ library headers: cuda/std/atomic), bar the "__"-named
                internals; such a family parses nothing
    header_rule function of a header path -> (hip header or None, note)
    deprecated_in  what "deprecated in ..." notes name (the CUDA release, or
                the library's own version for libraries versioned apart)
    cuda_names_of  (regex, replacement) turning a HIP name of the family's
                libraries back into its CUDA name (the prefix swap undone):
                a name the index says the library's CUDA back end declares
                only before some CUDA release (``cuda_before``) and that the
                CUDA 13 headers lack is a CUDA API removed before 13, and
                gets a row with ``status: removed`` and ``cuda_removed``
    legacy_headers  CUDA headers of an older API exclusive with the one
                enumerated (cublas.h, the legacy cuBLAS API without a
                handle): a function row whose name such a header declares
                with a parameter count the current API never has gets
                ``legacy_arity`` without ``legacy_hip``, so a call written with
                that many arguments is reported, not renamed
    case_fold   a candidate no release declares matches, ignoring case, the
                one name of the same kind some release does (CUcomputemode ->
                hipComputemode -> hipComputeMode)
    v2_names    (older note): a function whose HIP name hipX has a v2 form
                in some releases (hipX_v2, hipX_v2_64 for hipX_64) maps to it
                there, to hipX before (older_hip, with the note) and after
                (newer_hip: the release that dropped hipX_v2 gave hipX its
                parameters) -- hipBLAS's hipComplex/hipDataType API
    twins       CUDA headers (basenames) whose declarations the meaning-based
                pass of scripts/cuda_twins.py reads: a name the rules leave
                unmapped is paired by what it is (same type, same enumerators,
                the runtime API's twin with the same values or members, the
                HIP function with the same parameter list)
    """

    def __init__(self, name, output, title, headers, includes, rules=(),
                 device=False, kinds=("function", "type", "enum", "macro"),
                 reserved_ok=False, private=None, identity=None, prefix=None,
                 hip_libs=("hip",), library="HIP", roc_rules=(), roc_libs=(), value_enums=(),
                 fuzzy_enums=False, removed=False, notes=(), arity_check=False,
                 intro=(), verified=True, unverified_note=None, unsupported=(),
                 special=None, roc_special=None, header_dirs=(), header_rule=None,
                 deprecated_in="CUDA 13", macro_value_fallback=False, case_fold=False,
                 cuda_names_of=(), legacy_headers=(), twins=(), v2_names=None):
        self.name, self.output, self.title = name, output, title
        self.headers, self.includes = headers, includes
        self.rules, self.device, self.kinds = rules, device, set(kinds)
        self.reserved_ok = reserved_ok
        self.private = re.compile(private) if private else None
        self.identity = re.compile(identity) if identity else None
        self.prefix = re.compile(prefix) if prefix else None
        self.hip_libs, self.roc_rules, self.roc_libs = hip_libs, roc_rules, roc_libs
        self.library = library
        self.value_enums, self.fuzzy_enums = set(value_enums), fuzzy_enums
        self.removed, self.intro = removed, intro
        self.notes = [(re.compile(p), n) for p, n in notes]
        self.arity_check = arity_check
        self.case_fold = case_fold
        self.cuda_names_of = [(re.compile(p), r) for p, r in cuda_names_of]
        self.legacy_headers = legacy_headers
        self.twins = twins
        self.v2_names = v2_names
        self.verified, self.unverified_note = verified, unverified_note
        self.deprecated_in = deprecated_in
        self.unsupported = [(re.compile(p), n) for p, n in unsupported]
        self.special, self.roc_special = special or {}, roc_special or {}
        self.header_dirs, self.header_rule = header_dirs, header_rule
        self.generated_fields = GENERATED_FIELDS + (("roc",) if roc_rules else ()) + \
            (("cuda_removed",) if cuda_names_of else ()) + \
            (("legacy_arity",) if legacy_headers else ())
        # Macros whose HIP counterpart is newer than some target: below it,
        # the port keeps the CUDA name and defines it with CUDA's value
        # (older_fallback: macro-value, docs/mapping-format.md).
        self.macro_value_fallback = macro_value_fallback
        if macro_value_fallback:
            self.generated_fields += ("older_fallback", "older_value")


# ------------------------------------------------------------------ families

# Macros that look public but are implementation helpers of the runtime
# headers (defined and #undef'd again, or attribute spellings used only
# inside the headers).  They are not API and get no row.
INTERNAL_MACROS = {
    "EXCLUDE_FROM_RTC": "helper of the headers, #undef'd at the end of each one",
    "CUDART_DEVICE": "helper of cuda_runtime_api.h (declaration specifier)",
}

RUNTIME = Family(
    "runtime", "runtime.yaml", "CUDA runtime API -> HIP",
    # cuda_runtime.h holds the C++ template wrappers (same names as the C
    # API, plus a few C++-only functions), channel_descriptor.h the
    # cudaCreateChannelDesc<T> templates, driver_functions.h the
    # make_cudaPitchedPtr/Pos/Extent helpers, device_types.h cudaRoundMode.
    headers=["cuda_runtime_api.h", "cuda_runtime.h", "cuda_device_runtime_api.h",
             "driver_types.h", "driver_functions.h", "surface_types.h",
             "texture_types.h", "device_types.h", "vector_types.h",
             "vector_functions.h", "vector_functions.hpp", "channel_descriptor.h",
             "library_types.h", "cuda_profiler_api.h"],
    includes=["cuda_runtime.h", "cuda_device_runtime_api.h", "library_types.h",
              "cuda_profiler_api.h"],
    private="^(%s)$" % "|".join(INTERNAL_MACROS),
    prefix=r"^(cuda|CUDA|CU|cu|make_cuda|CUDART)",
    rules=[
        (r"^cuda(.+)$", r"hip\1", None, None),
        (r"^make_cuda(.+)$", r"make_hip\1", {"function"}, None),
        (r"^CUDA_(.+)$", r"HIP_\1", None, None),
        (r"^CUDART_(.+)$", r"HIPRT_\1", None, None),
        # per-thread default stream variants of cuda_device_runtime_api.h
        (r"^cuda(.+)_ptsz$", r"hip\1_spt", {"function"},
         "derived: per-thread default stream variant (_ptsz -> _spt)"),
        # HIP spells several struct types with a _t suffix (hipDeviceProp_t)
        (r"^cuda(.+)$", r"hip\1_t", {"type"},
         "derived: HIP spells the type with a _t suffix"),
    ],
    # an enumerator that neither the rules nor the prefix match map is paired
    # with the HIP enumerator of the same value (cudaErrorInvalidPtx = 218 and
    # hipErrorInvalidKernelFile = 218)
    value_enums=["cudaError"],
    removed=True,
    intro=["Derived from the public names of the CUDA runtime headers (the runtime",
           "family in the script: cuda_runtime_api.h, cuda_runtime.h, driver_types.h,",
           "...) and the HIP API index (mappings/hip-index.tsv: the HIP headers of",
           "every ROCm release since 5.2)."])

DEVICE = Family(
    "device", "device.yaml", "CUDA device functions and intrinsics -> HIP",
    headers=["crt/math_functions.h", "crt/math_functions.hpp",
             "crt/device_functions.h", "crt/device_functions.hpp",
             "crt/device_double_functions.h", "crt/device_double_functions.hpp",
             "crt/sm_70_rt.h", "crt/sm_80_rt.h", "crt/sm_90_rt.h", "crt/sm_100_rt.h",
             "device_atomic_functions.h", "sm_20_atomic_functions.h",
             "sm_20_intrinsics.h", "sm_30_intrinsics.h", "sm_32_atomic_functions.h",
             "sm_32_intrinsics.h", "sm_60_atomic_functions.h", "sm_61_intrinsics.h"],
    includes=["cuda_runtime.h", "sm_61_intrinsics.h"],
    device=True, kinds=("function", "enum"), reserved_ok=True,
    # launch-configuration helpers nvcc calls (__cudaPushCallConfiguration,
    # ...), and the helper templates of the __nv_atomic_* API
    # ...; and the legacy C++ wrappers spelled without "__" that the headers
    # define around an intrinsic (any, all, ballot -> __any, __all, __ballot;
    # syncthreads_or, ...) or with a cudaRoundMode argument (dadd,
    # double2int, ... of device_double_functions.h): undocumented, and with
    # names too common to flag in user code
    private=r"^(__cuda|__nv_atomic_enable_if|__nv_atomic_triv_cp_helper"
            r"|any|all|ballot|syncthreads_(and|or|count)|fdivide"
            r"|d(add|sub|mul)|(double|float|int|uint|ll|ull)2(double|int|uint|ll|ull)|float2double)$",
    identity=r".",
    prefix=r"^atomic\w+_block$",
    rules=[
        (r"^(atomic\w+)_block$", r"\1", {"function"},
         "derived: the device-scope atomic, at least as strong as the block-scope "
         "one"),
    ],
    notes=[
        (r"^__(match|reduce)_\w+_sync$", "HIP (ROCm {range}) has no warp "
         "match/reduce function of this name; emulate with __shfl_xor/__ballot"),
        (r"^__(shfl|ballot|any|all|uni)\w*_sync$|^__syncwarp$", "HIP (ROCm {range}) "
         "has no *_sync warp function of this name"),
        (r"^__cluster|^__\w*[Cc]luster", "thread block clusters do not exist in HIP "
         "(ROCm {range})"),
        (r"^atomic\w+_system$", "HIP (ROCm {range}) has no system-scope variant of "
         "this atomic"),
    ],
    intro=["Derived from CUDA's own device headers (crt/math_functions.h,",
           "crt/device_functions.h, sm_*_intrinsics.h, *_atomic_functions.h, ...;",
           "parsed without clang's CUDA wrapper headers) and the HIP API index: a",
           "device function maps to the HIP function of the same name.  HIP before",
           "6.2 has no *_sync warp functions: the curated rows drop the mask there."])

HALF = Family(
    "half", "half.yaml", "CUDA half and bfloat16 (cuda_fp16.h, cuda_bf16.h) -> HIP",
    headers=["cuda_fp16.h", "cuda_fp16.hpp", "cuda_bf16.h", "cuda_bf16.hpp"],
    includes=["cuda_fp16.h", "cuda_bf16.h"],
    reserved_ok=True,
    # guards and declaration-specifier helpers of the headers
    private=r"^(__CUDA_|__CUDACC|__BINARY_OP|__COMPARISON_OP|___CUDA|__internal_|__nv_cvt"
            r"|__hsin_internal|__hcos_internal|__float_simpl_|warpSize$)",
    identity=r".",
    # CUDA 13 spells the half types also __nv_half, nv_half, ...; the
    # CUDART_*_FP16/BF16 constants are HIPRT_* in HIP
    prefix=r"^(__)?nv_(half|bfloat16)|^CUDART_",
    rules=[
        (r"^(__)?nv_(half\w*)$", r"\1\2", {"type"},
         "derived: CUDA alias of the __half type of the same name"),
        (r"^CUDART_(\w+)$", r"HIPRT_\1", None, None),
        # cuda_bf16.h's types are __hip_bfloat16* in hip_bf16.h (5.7)
        (r"^(?:__)?nv_(bfloat16\w*)$", r"__hip_\1", {"type"},
         "derived: hip_bf16.h spells the bfloat16 types __hip_*"),
    ],
    notes=[
        (r"bfloat16|BF16", "HIP (ROCm {range}) has no bfloat16 intrinsic of this "
         "name; hip_bfloat16 "
         "(hip/hip_bfloat16.h) is a class with float conversions and arithmetic operators"),
    ],
    intro=["Derived from the public names of cuda_fp16.h and cuda_bf16.h and the",
           "HIP API index (hip/amd_detail/amd_hip_fp16.h, hip_bfloat16.h, hip_bf16.h):",
           "a name maps to the HIP declaration of the same name."])

MATH = Family(
    "math-constants", "math-constants.yaml", "CUDA math_constants.h -> HIP hip_math_constants.h",
    headers=["math_constants.h"], includes=["math_constants.h"],
    private=r"^__MATH_CONSTANTS_H__$",
    prefix=r"^CUDART_",
    rules=[(r"^CUDART_(\w+)$", r"HIP_\1", None, None)],
    macro_value_fallback=True,
    intro=["Derived from the public names of math_constants.h and the HIP API index",
           "(hip/hip_math_constants.h, new in a release after 5.2): CUDART_X -> HIP_X.",
           "For an older target the port keeps CUDART_X and defines it with the value",
           "math_constants.h gives it (older_value)."])

COMPLEX = Family(
    "complex", "complex.yaml", "CUDA cuComplex.h -> HIP hip_complex.h",
    headers=["cuComplex.h"], includes=["cuComplex.h"],
    prefix=r"^(cu|make_cu)[A-Z]",
    rules=[
        (r"^make_cu(.+)$", r"make_hip\1", None, None),
        (r"^cu(.+)$", r"hip\1", None, None),
    ],
    intro=["Derived from the public names of cuComplex.h and the HIP API index",
           "(hip/hip_complex.h) by the prefix swap cuX -> hipX."])


def _drv_type(m):
    return "hip" + camel(m.group(1))


def _join_camel(name):
    """graphDebugDot_flags -> GraphDebugDotFlags (the case of each part
    kept but its first letter)."""
    return "".join(p[:1].upper() + p[1:] for p in name.split("_") if p)


DRIVER = Family(
    "driver", "driver.yaml", "CUDA driver API (cuda.h) -> HIP",
    headers=["cuda.h"], includes=["cuda.h"],
    prefix=r"^(cu|CU|cuda)",
    rules=[
        # HIP names the driver-API form of a function whose runtime form has
        # other parameters hipDrvX (cuMemcpy3DAsync takes a CUDA_MEMCPY3D,
        # hipDrvMemcpy3DAsync a HIP_MEMCPY3D, hipMemcpy3DAsync the runtime's
        # hipMemcpy3DParms): that one first
        (r"^cu([A-Z]\w*?)(_v\d+)?$", r"hipDrv\1", {"function"},
         "derived: HIP's driver-API form (hipDrvX)"),
        (r"^cu([A-Z]\w*)$", r"hip\1", None, None),
        # versioned entry points: cuMemAlloc_v2 (and the macro cuMemAlloc
        # that names it)
        (r"^cu([A-Z]\w*?)(_v\d+)$", r"hip\1", {"function"},
         "derived: versioned entry point (_vN dropped)"),
        (r"^cu([A-Z]\w*?)(_v\d+)?_pt(ds|sz)$", r"hip\1_spt", {"function"},
         "derived: per-thread default stream variant (-> _spt)"),
        # not for enumerators: HIP_SUCCESS, HIP_ERROR_INVALID_VALUE, ... are an
        # old HIP enum with other values than hipError_t (the enumerator pass
        # pairs CUDA_ERROR_* with hipError* instead)
        (r"^CUDA_(.+)$", r"HIP_\1", {"function", "type", "macro"}, None),
        # handle types: CUdevice -> hipDevice_t, CUdevice_attribute ->
        # hipDeviceAttribute_t, CUjit_option -> hipJitOption
        (r"^CU([a-z][a-z0-9_]*?)(_enum)?$", lambda m: _drv_type(m) + "_t", {"type"},
         "derived: HIP spells the type in CamelCase with a _t suffix"),
        (r"^CU([a-z][a-z0-9_]*?)(_enum)?$", _drv_type, {"type"},
         "derived: HIP spells the type in CamelCase"),
        # CamelCase driver types: CUaccessProperty -> hipAccessProperty,
        # CUgraphExecUpdateResult_enum -> hipGraphExecUpdateResult (the
        # runtime API's type, whose enumerators the enumerator pass pairs)
        # (a handle is the _t typedef: CUgraphExec -> hipGraphExec_t)
        (r"^CU([a-z])(\w*?[A-Z]\w*?)(_enum)?$",
         lambda m: "hip" + m.group(1).upper() + m.group(2) + "_t", {"type"},
         "derived: the runtime API's CamelCase type"),
        (r"^CU([a-z])(\w*?[A-Z]\w*?)(_enum)?$",
         lambda m: "hip" + m.group(1).upper() + m.group(2), {"type"},
         "derived: the runtime API's CamelCase type"),
        # CamelCase with an underscored tail: CUgraphDebugDot_flags ->
        # hipGraphDebugDotFlags; a _vN typedef is its type's other name:
        # CUmemLocation_v1 -> hipMemLocation
        (r"^CU([a-z][A-Za-z0-9]*(?:_[a-z][a-z0-9]*)+?)(_enum)?$",
         lambda m: "hip" + _join_camel(m.group(1)), {"type"},
         "derived: the runtime API's CamelCase type"),
        (r"^CU([a-z]\w*?)_v\d+$", lambda m: "hip" + _join_camel(m.group(1)) + "_t",
         {"type"}, "derived: a versioned typedef of the runtime API's type"),
        (r"^CU([a-z]\w*?)_v\d+$", lambda m: "hip" + _join_camel(m.group(1)),
         {"type"}, "derived: a versioned typedef of the runtime API's type"),
        (r"^CU_([A-Z0-9_]+)$", r"HIP_\1", None, None),
    ],
    value_enums=["CUresult", "cudaError_enum"], fuzzy_enums=True, arity_check=True,
    case_fold=True,
    twins=["cuda.h", "driver_types.h", "cuda_runtime_api.h", "surface_types.h",
           "texture_types.h", "library_types.h", "vector_types.h"],
    intro=["Derived from the public names of cuda.h and the HIP API index (the",
           "driver-style API of hip/hip_runtime_api.h): cuX -> hipX, CUx ->",
           "hipX_t, enumerators paired with those of the corresponding HIP enum."])

RAND = Family(
    "rand", "rand.yaml", "cuRAND -> hipRAND (rocRAND in roc)",
    headers=["curand.h", "curand_kernel.h", "curand_discrete.h", "curand_discrete2.h",
             "curand_globals.h", "curand_lognormal.h", "curand_mrg32k3a.h",
             "curand_mtgp32.h", "curand_mtgp32_host.h", "curand_mtgp32_kernel.h",
             "curand_normal.h", "curand_philox4x32_x.h", "curand_poisson.h",
             "curand_uniform.h", "curand_precalc.h", "curand_normal_static.h"],
    includes=["curand.h", "curand_kernel.h", "curand_mtgp32_host.h"],
    # helpers of the device headers (_curand_*, curand_*_helper, constants
    # tables of curand_precalc.h are variables and not rows anyway)
    # helpers of the device headers: names outside the curand/CURAND
    # namespace prefix (MEXP, MIN, LARGE_SIZE, Philox_State_Incr, ...), the
    # *_helper templates and include guards
    private=r"(^(?!curand|CURAND|mtgp32)|_helper$|^CURAND\w*_H_?$)",
    prefix=r"^(curand|CURAND)",
    rules=[
        (r"^curand(.*)$", r"hiprand\1", None, None),
        (r"^CURAND(.*)$", r"HIPRAND\1", None, None),
    ],
    hip_libs=("hiprand",), library="hipRAND",
    roc_rules=[
        (r"^curand(_.*)$", r"rocrand\1", None, None),
        (r"^curand([A-Z]\w*)$", lambda m: "rocrand_" + snake(m.group(1)), None, None),
        (r"^CURAND(_.*)$", r"ROCRAND\1", None, None),
    ],
    roc_libs=("rocrand",), fuzzy_enums=True,
    intro=["Derived from the public names of curand.h, curand_kernel.h and the",
           "curand_*.h device headers and the hipRAND names of the HIP API index:",
           "curandX -> hiprandX, CURAND_X -> HIPRAND_X; the roc field names the",
           "rocRAND spelling where it exists."])

# rocSPARSE glues the generic API's prefixes to the word that follows
# (rocsparse_spmat_descr, rocsparse_create_dnvec_descr, rocsparse_sddmm).
_ROC_SPARSE_GLUE = [("SpMat", "Spmat"), ("SpVec", "Spvec"), ("DnMat", "Dnmat"),
                    ("DnVec", "Dnvec"), ("SDDMM", "Sddmm"), ("SpGEMM", "Spgemm"),
                    ("SpMM", "Spmm"), ("SpMV", "Spmv"), ("SpSV", "Spsv"), ("SpSM", "Spsm"),
                    ("SpVV", "Spvv")]
# The generic compute routines and their buffer-size queries: rocSPARSE's take
# a stage and a buffer-size pointer (rocsparse_spmv(..., alg, stage,
# &buffer_size, buffer)), other arguments than cuSPARSE's: no roc name.
_ROC_SPARSE_OTHER_ARGS = re.compile(r"^cusparse(SpMV|SpMM|SpGEMM|SpGEMMreuse|SpSV|SpSM|SDDMM"
                                    r"|SpVV|Axpby|Gather|Scatter|Rot|SparseToDense"
                                    r"|DenseToSparse)(_\w+)?$")


def _roc_sparse(m):
    if _ROC_SPARSE_OTHER_ARGS.match("cusparse" + m.group(1)):
        return None
    name = m.group(1)
    for a, b in _ROC_SPARSE_GLUE:
        name = name.replace(a, b)
    return "rocsparse_" + "_".join(snake(p) for p in name.split("_") if p)


def _roc_sparse_type(m):
    return _roc_sparse(m)


SPARSE = Family(
    "sparse", "sparse.yaml", "cuSPARSE -> hipSPARSE",
    headers=["cusparse.h"], includes=["cusparse.h"],
    private=r"^(CUSPARSE_H_|CUSPARSEAPI|CUSPARSE_DEPRECATED\w*|CUSPARSE_CPP_VERSION)$",
    prefix=r"^(cusparse|CUSPARSE)",
    rules=[
        (r"^cusparse(.*)$", r"hipsparse\1", None, None),
        (r"^CUSPARSE(.*)$", r"HIPSPARSE\1", None, None),
    ],
    hip_libs=("hipsparse",), library="hipSPARSE", fuzzy_enums=True,
    roc_libs=("rocsparse",),
    roc_rules=[
        # cusparseXcoo2csr -> rocsparse_coo2csr (X: index-type-less routines)
        (r"^cusparseX([a-z]\w*)$", _roc_sparse, {"function"}, None),
        (r"^cusparse(\w+?)_t$", _roc_sparse_type, {"type"}, None),
        (r"^cusparse(\w+)$", _roc_sparse, {"function"}, None),
        (r"^CUSPARSE_(\w+)$", lambda m: "rocsparse_" + m.group(1).lower(), None, None),
    ],
    roc_special={"cusparseCreate": "rocsparse_create_handle",
                 "cusparseDestroy": "rocsparse_destroy_handle",
                 "cusparseHandle_t": "rocsparse_handle",
                 "cusparseMatDescr_t": "rocsparse_mat_descr",
                 "cusparseCreateCsr": "rocsparse_create_csr_descr",
                 "cusparseCreateCsc": "rocsparse_create_csc_descr",
                 "cusparseCreateCoo": "rocsparse_create_coo_descr",
                 "cusparseCreateDnVec": "rocsparse_create_dnvec_descr",
                 "cusparseCreateDnMat": "rocsparse_create_dnmat_descr",
                 "cusparseCreateSpVec": "rocsparse_create_spvec_descr",
                 "cusparseDestroySpMat": "rocsparse_destroy_spmat_descr",
                 "cusparseDestroySpVec": "rocsparse_destroy_spvec_descr",
                 "cusparseDestroyDnVec": "rocsparse_destroy_dnvec_descr",
                 "cusparseDestroyDnMat": "rocsparse_destroy_dnmat_descr",
                 "CUSPARSE_OPERATION_NON_TRANSPOSE": "rocsparse_operation_none"},
    # hipSPARSE wraps the routines CUDA removed in #if CUDART_VERSION < N
    cuda_names_of=[(r"^hipsparse(\w+)$", r"cusparse\1"), (r"^HIPSPARSE(_\w+)$", r"CUSPARSE\1")],
    intro=["Derived from the public names of cusparse.h and the hipSPARSE names of",
           "the HIP API index: cusparseX -> hipsparseX, CUSPARSE_X -> HIPSPARSE_X."])

RTC = Family(
    "rtc", "rtc.yaml", "NVRTC -> hipRTC",
    headers=["nvrtc.h"], includes=["nvrtc.h"],
    private=r"^(NVRTC_H__|__NVRTC)",
    prefix=r"^(nvrtc|NVRTC)",
    rules=[
        (r"^nvrtc(.*)$", r"hiprtc\1", None, None),
        (r"^NVRTC(.*)$", r"HIPRTC\1", None, None),
    ],
    fuzzy_enums=True,
    intro=["Derived from the public names of nvrtc.h and hip/hiprtc.h (HIP API index):",
           "nvrtcX -> hiprtcX, NVRTC_X -> HIPRTC_X."])


# ---- libraries that are not installed here
#
# hipBLAS, rocBLAS, hipFFT, hipSOLVER, RCCL, MIOpen, hipCUB and rocThrust are
# not packaged with Debian's HIP 5.2; the HIP API index has their headers
# (from the ROCm repositories), so their candidates are looked up there like
# the others'.  They apply only systematic, documented name patterns (listed
# in docs/tables.md), and mark the CUDA-only parts of each API unsupported
# with the reason.

def _lower_snake(m, *groups):
    return "_".join(snake(m.group(g)) for g in groups if m.group(g))


# rocBLAS spells the BLAS routines in lower case after "rocblas_", with
# _batched / _strided_batched suffixes; routines that live in rocSOLVER
# rather than rocBLAS (LAPACK-style batched getrf/getri/..., matinv, tpttr,
# trttp) and the 3m GEMM variants have no rocBLAS name.
_ROC_BLAS_NOT_ROCBLAS = re.compile(r"matinv|geqrf|gels|getr[fis]|tpttr|trttp|3m")


def _roc_blas_routine(m):
    base = m.group(1)
    if _ROC_BLAS_NOT_ROCBLAS.search(base):
        return None
    suffix = {"Batched": "_batched", "StridedBatched": "_strided_batched"}.get(
        m.group(2) or "", "")
    return "rocblas_" + base.lower() + suffix


def _roc_blas_enums():
    """rocBLAS names of the cuBLAS handle and enum types and of their
    enumerators: rocblas_<type>_<value>, the value spelled out in lower case
    (CUBLAS_FILL_MODE_LOWER -> rocblas_fill_lower); the operation letters
    N/T/C are spelled none/transpose/conjugate_transpose."""
    types = {"cublasHandle_t": "rocblas_handle", "cublasStatus_t": "rocblas_status",
             "cublasOperation_t": "rocblas_operation", "cublasFillMode_t": "rocblas_fill",
             "cublasDiagType_t": "rocblas_diagonal", "cublasSideMode_t": "rocblas_side",
             "cublasPointerMode_t": "rocblas_pointer_mode",
             "cublasAtomicsMode_t": "rocblas_atomics_mode",
             "cublasGemmAlgo_t": "rocblas_gemm_algo"}
    values = [("CUBLAS_OP_", "rocblas_operation_",
               {"N": "none", "T": "transpose", "C": "conjugate_transpose",
                "HERMITAN": "conjugate_transpose"}),
              ("CUBLAS_FILL_MODE_", "rocblas_fill_", ("LOWER", "UPPER", "FULL")),
              ("CUBLAS_DIAG_", "rocblas_diagonal_", ("NON_UNIT", "UNIT")),
              ("CUBLAS_SIDE_", "rocblas_side_", ("LEFT", "RIGHT")),
              ("CUBLAS_POINTER_MODE_", "rocblas_pointer_mode_", ("HOST", "DEVICE")),
              ("CUBLAS_", "rocblas_", ("ATOMICS_NOT_ALLOWED", "ATOMICS_ALLOWED")),
              # the status values spelled alike in both libraries
              ("CUBLAS_STATUS_", "rocblas_status_",
               ("SUCCESS", "INVALID_VALUE", "INTERNAL_ERROR", "ARCH_MISMATCH"))]
    out = dict(types)
    for cpre, rpre, vals in values:
        pairs = vals.items() if isinstance(vals, dict) else ((v, v.lower()) for v in vals)
        for v, r in pairs:
            out[cpre + v] = rpre + r
    out["CUBLAS_GEMM_DEFAULT"] = "rocblas_gemm_algo_standard"
    # status values rocBLAS names by their meaning: a handle not initialized
    # is rocBLAS's invalid handle, a failed allocation its memory error
    out.update({"CUBLAS_STATUS_NOT_INITIALIZED": "rocblas_status_invalid_handle",
                "CUBLAS_STATUS_ALLOC_FAILED": "rocblas_status_memory_error",
                "CUBLAS_STATUS_NOT_SUPPORTED": "rocblas_status_not_implemented"})
    out.update({"cublasGetStatusString": "rocblas_status_to_string",
                "cublasGetStatusName": "rocblas_status_to_string",
                "cublasCreate": "rocblas_create_handle",
                "cublasCreate_v2": "rocblas_create_handle",
                "cublasDestroy": "rocblas_destroy_handle",
                "cublasDestroy_v2": "rocblas_destroy_handle"})
    return out



BLAS = Family(
    "blas", "blas.yaml", "cuBLAS -> hipBLAS (rocBLAS in roc)",
    headers=["cublas_api.h", "cublas_v2.h", "cublasXt.h"],
    includes=["cublas_v2.h", "cublasXt.h"],
    private=r"^(CUBLAS\w*_H_?|CUBLASWINAPI|CUBLASAPI)$",
    prefix=r"^(cublas|CUBLAS)",
    hip_libs=("hipblas",), library="hipBLAS", roc_libs=("rocblas",),
    legacy_headers=["cublas.h"],
    rules=[
        # cublas_v2.h: #define cublasSgemm cublasSgemm_v2 -- both get the
        # hipBLAS name without the suffix
        (r"^cublas(\w+?)(?:_v2)?_64$", r"hipblas\1_64", {"function"},
         "derived: ILP64 (_64) variant, _v2 dropped"),
        (r"^cublas(\w+?)_v2$", r"hipblas\1", {"function"},
         "derived: the _v2 suffix of the v2 API dropped"),
        (r"^cublas(\w+)$", r"hipblas\1", None, None),
        (r"^CUBLAS_(\w+)$", r"HIPBLAS_\1", None, None),
    ],
    special={
        "CUBLAS_OP_HERMITAN": ("HIPBLAS_OP_C", "derived: alias of CUBLAS_OP_C (same value)"),
        "CUBLAS_GEMM_DFALT": ("HIPBLAS_GEMM_DEFAULT",
                              "derived: old spelling of CUBLAS_GEMM_DEFAULT"),
        "cublasDataType_t": ("hipblasDatatype_t",
                             "derived: hipBLAS spells its data-type enum hipblasDatatype_t"),
        # the same parameter (the status) and result (a static string naming it)
        "cublasGetStatusString": ("hipblasStatusToString", "derived: hipBLAS's function of "
                                  "the same parameter and result, a string for the status"),
        "cublasGetStatusName": ("hipblasStatusToString", "derived: hipBLAS's function of the "
                                "same parameter and result; its string is the status's name"),
    },
    unsupported=[
        (r"^(cublasXt|CUBLASXT)", "cuBLASXt (cublasXt.h, the multi-GPU host "
         "interface): no HIP counterpart"),
        (r"Emulat|EMULAT|FixedPoint|BF16X9|SmCountTarget",
         "CUDA 12.9/13 emulation and SM-count controls of cuBLAS: no hipBLAS counterpart"),
        (r"^cublas(LoggerConfigure|SetLoggerCallback|GetLoggerCallback|LogCallback)$",
         "cuBLAS logging callbacks: no hipBLAS counterpart"),
        (r"^cublasGetCudartVersion$", "reports the CUDA runtime cuBLAS was built "
         "against; use hipRuntimeGetVersion"),
        (r"^cublasMigrateComputeType$", "inline helper of cublas_api.h (cudaDataType "
         "-> cublasComputeType_t); no hipBLAS counterpart"),
        (r"^cublasUint8gemmBias$", "CUDA-only (unsigned 8-bit GEMM with bias)"),
        (r"^cublasXerbla$", "error hook of the reference-BLAS interface; no hipBLAS "
         "counterpart"),
        (r"^CUBLAS_GEMM_(?!DEFAULT$|DFALT$)", "cuBLAS GEMM algorithm selector: hipBLAS "
         "chooses the algorithm itself; use HIPBLAS_GEMM_DEFAULT"),
        (r"^CUBLAS_(VER_\w+|VERSION)$", "version of the CUDA library"),
        (r"^CUBLAS_STATUS_LICENSE_ERROR$", "CUDA-only status (license check)"),
        (r"^CUBLAS_OP_CONJG$", "conjugate without transpose: no hipBLAS counterpart"),
        (r"^cublasContext$", "opaque struct behind cublasHandle_t; use the handle type"),
    ],
    roc_rules=[
        # BLAS routines: cublasSgemm[_v2] -> rocblas_sgemm,
        # cublasSgemmStridedBatched -> rocblas_sgemm_strided_batched
        (r"^cublas((?:I[sdcz]|[SDCZH])[a-z][a-z0-9]*)(Batched|StridedBatched)?(?:_v2)?$",
         _roc_blas_routine, {"function"}, None),
        # handle helpers: cublasSetStream[_v2] -> rocblas_set_stream
        (r"^cublas((?:Set|Get)(?:Stream|PointerMode|AtomicsMode|MathMode|Workspace|Vector|Matrix"
         r"|VectorAsync|MatrixAsync))(?:_v2)?$",
         lambda m: "rocblas_" + snake(m.group(1)), {"function"}, None),
        # type-generic Ex routines: cublasGemmEx -> rocblas_gemm_ex
        (r"^cublas(Gemm|GemmBatched|GemmStridedBatched|Axpy|Dot|Dotc|Nrm2|Rot|Scal)Ex$",
         lambda m: "rocblas_" + snake(m.group(1)) + "_ex", {"function"}, None),
    ],
    roc_special=_roc_blas_enums(),
    v2_names="hipBLAS before 6.0 has only the v1 API: complex arguments are "
             "hipblasComplex/hipblasDoubleComplex (define ROCM_MATHLIBS_API_USE_HIP_COMPLEX "
             "before including hipblas.h to make them hipComplex/hipDoubleComplex) and "
             "data types hipblasDatatype_t",
    notes=[(r".", "no systematic hipBLAS spelling")],
    intro=["Derived from the public names of cublas_api.h, cublas_v2.h and",
           "cublasXt.h by name pattern, each name looked up in the HIP API index (hipBLAS",
           "and rocBLAS are not installed here).  cublasX[_v2] -> hipblasX, CUBLAS_X ->",
           "HIPBLAS_X; roc: rocBLAS spelling (rocblas_sgemm, rocblas_operation_none)."])

BLASLT = Family(
    "blaslt", "blaslt.yaml", "cuBLASLt -> hipBLASLt",
    headers=["cublasLt.h"], includes=["cublasLt.h"],
    private=r"^(CUBLASLT\w*_H_?|CUBLASLTAPI|CUBLASWINAPI)$",
    prefix=r"^(cublasLt|CUBLASLT)",
    hip_libs=("hipblaslt",), library="hipBLASLt", fuzzy_enums=True,
    rules=[
        (r"^cublasLt(\w+)$", r"hipblasLt\1", None, None),
        (r"^CUBLASLT_(\w+)$", r"HIPBLASLT_\1", None, None),
    ],
    unsupported=[
        (r"^CUBLASLT_(VER_\w+|VERSION)$", "version of the CUDA library"),
        (r"Logger|LOGGER", "cuBLASLt logging controls: no hipBLASLt counterpart"),
        (r"Emulat|EMULAT|SmCount|SM_COUNT|FixedPoint|BF16X9",
         "CUDA 12.9/13 emulation and SM-count controls of cuBLASLt: no hipBLASLt counterpart"),
    ],
    notes=[(r".", "no systematic hipBLASLt spelling")],
    intro=["Derived from the public names of cublasLt.h by name pattern, looked up in the",
           "HIP API index (hipBLASLt is not installed here): cublasLtX -> hipblasLtX,",
           "CUBLASLT_X -> HIPBLASLT_X; enumerators paired after their enum's prefix."])

FFT = Family(
    "fft", "fft.yaml", "cuFFT -> hipFFT",
    headers=["cufft.h", "cufftXt.h"], includes=["cufft.h", "cufftXt.h"],
    private=r"^(CUFFTAPI|CUFFT\w*_H_?)$",
    prefix=r"^(cufft|CUFFT|cuda|CUDA_LIB)",
    hip_libs=("hipfft",), library="hipFFT",
    special={
        "CUFFT_INVERSE": ("HIPFFT_BACKWARD", "derived: cufft.h's alias of CUFFT_BACKWARD "
                          "(same value)"),
    },
    rules=[
        (r"^cufft(\w+)$", r"hipfft\1", None, None),
        (r"^CUFFT_(\w+)$", r"HIPFFT_\1", None, None),
        # cudalibxt.h's multi-GPU descriptors: cudaLibXtDesc -> hipLibXtDesc
        (r"^cuda((?:Lib)?Xt\w*|libFormat\w*)$", r"hip\1", None, None),
        (r"^CUDA_LIB_(\w+)$", r"HIPLIB_\1", None, None),
    ],
    unsupported=[
        (r"^CUFFT_(VER_\w+|VERSION)$", "version of the CUDA library"),
        (r"^(MAX_CUFFT_ERROR|MAX_SHIM_RANK|CUFFT_PLAN_NULL)$",
         "constant of cufft.h's implementation; no hipFFT counterpart"),
        (r"^NVFFT_|[Pp]lanProperty|^cufftProperty",
         "cuFFT plan properties (JIT/LTO, CUDA 12.6+): no hipFFT counterpart"),
        (r"^CUFFT_(MISSING_DEPENDENCY|NVRTC_FAILURE|NVJITLINK_FAILURE|NVSHMEM_FAILURE"
         r"|LICENSE_ERROR|INCOMPLETE_PARAMETER_LIST|PARSE_ERROR)$",
         "status of cuFFT's JIT/NVSHMEM paths: CUDA-only"),
        (r"[Cc]ompatibility|COMPATIBILITY", "cuFFT's FFTW data-layout compatibility "
         "setting: no hipFFT counterpart"),
        (r"JIT|Jit", "cuFFT's JIT (LTO) callbacks: no hipFFT counterpart; hipFFT takes "
         "callbacks set with hipfftXtSetCallback"),
    ],
    notes=[(r".", "no systematic hipFFT spelling")],
    intro=["Derived from the public names of cufft.h and cufftXt.h by name pattern, looked up in the",
           "HIP API index (hipFFT is not installed here).  cufftX -> hipfftX,",
           "CUFFT_X -> HIPFFT_X."])

SOLVER = Family(
    "solver", "solver.yaml", "cuSOLVER dense, sparse and refactorization -> hipSOLVER",
    headers=["cusolverDn.h", "cusolver_common.h", "cusolverSp.h", "cusolverRf.h"],
    includes=["cusolverDn.h", "cusolverSp.h", "cusolverRf.h"],
    private=r"^(CUSOLVERAPI|CUSOLVER_CPP_VERSION|CUSOLVER_DEPRECATED\w*|CUSOLVER\w*_H_?)$",
    prefix=r"^(cusolver|CUSOLVER|syevjInfo|gesvdjInfo)",
    hip_libs=("hipsolver",), library="hipSOLVER",
    rules=[
        (r"^cusolver(\w+)$", r"hipsolver\1", None, None),
        (r"^CUSOLVER(DN)?_(\w+)$", r"HIPSOLVER\1_\2", None, None),
        # the Jacobi eigen/SVD parameter handles carry the library prefix in
        # hipSOLVER: syevjInfo_t -> hipsolverSyevjInfo_t
        (r"^(syevj|gesvdj)Info_t$", lambda m: "hipsolver" + m.group(1).capitalize() + "Info_t",
         {"type"}, "derived: hipSOLVER prefixes the Jacobi parameter handle"),
    ],
    unsupported=[
        (r"^CUSOLVER_(VER_\w+|VERSION)$", "version of the CUDA library"),
        (r"IRS|^cusolverPrecType_t$|^CUSOLVER_PREC_|^CUSOLVER_[RC]_\w+$",
         "cuSOLVER's iterative-refinement (IRS) configuration API: no hipSOLVER counterpart"),
        (r"^cusolverDn(ZC|ZK|ZE|ZY|CK|CE|CY|DS|DH|DB|DX|SH|SB|SX)(gesv|gels)",
         "mixed-precision iterative-refinement solver: hipSOLVER has only the "
         "same-precision ones (ZZ, CC, DD, SS)"),
        (r"Emulat|EMULAT|BF16X9|MathMode|_MATH$|Deterministic|DETERMINISTIC|Logger",
         "cuSOLVER determinism, math-mode, emulation and logging controls: no "
         "hipSOLVER counterpart"),
        (r"^CUBLAS_(STOREV|DIRECT)_|^cusolver(Storev|Direct)Mode_t$",
         "Householder storage/direction selectors of cuSOLVER's 64-bit API: no "
         "systematic hipSOLVER spelling"),
        (r"^(cusolverDnContext|cusolverDnParams|cusolverDnIRSParams|cusolverDnIRSInfos"
         r"|syevjInfo|gesvdjInfo)$", "opaque struct behind a _t handle type; use the handle"),
    ],
    notes=[(r".", "no systematic hipSOLVER spelling")],
    intro=["Derived from the public names of cusolverDn.h, cusolverSp.h, cusolverRf.h and",
           "cusolver_common.h by name pattern, looked up in the HIP API index (hipSOLVER",
           "is not installed here).  cusolverDnX -> hipsolverDnX, cusolverSpX ->",
           "hipsolverSpX, cusolverRfX -> hipsolverRfX, CUSOLVER_X -> HIPSOLVER_X."])

NCCL = Family(
    "nccl", "nccl.yaml", "NCCL -> RCCL (same names)",
    headers=["nccl.h"], includes=["nccl.h"],
    private=r"^(NCCL_H_|ncclRedOp_dummy_t|ncclNumOps_dummy)$",
    identity=r".", hip_libs=("rccl",), library="RCCL", deprecated_in="NCCL 2.28",
    unsupported=[
        (r"^nccl\w+_v\d+$", "versioned struct tag of nccl.h; use the _t typedef"),
    ],
    intro=["Derived from the public names of nccl.h: RCCL keeps NCCL's API names, so",
           "every name maps to itself (the header row maps nccl.h to rccl/rccl.h).",
           "RCCL is not installed here: the names are looked up in the HIP API index."])

DNN = Family(
    "dnn", "dnn.yaml", "cuDNN -> MIOpen",
    headers=["cudnn.h", "cudnn_version.h", "cudnn_graph.h", "cudnn_ops.h", "cudnn_cnn.h",
             "cudnn_adv.h"],
    includes=["cudnn.h"],
    private=r"^(CUDNN\w*_H_?|CUDNNWINAPI|CUDNN_DEPRECATED\w*)$",
    prefix=r".", hip_libs=("miopen",), library="MIOpen",
    unsupported=[(r".", "MIOpen has no counterpart of this cuDNN name (graph/backend API, "
                  "fused ops, CTC, attention, normalization and RNN forms MIOpen spells "
                  "otherwise): port by hand")],
    intro=["Derived from the public names of cudnn.h and the cudnn_*.h headers it",
           "includes.  MIOpen's API is not a renaming of cuDNN's: the rows that map",
           "are curated by meaning (descriptors, convolution with its find/workspace",
           "calls, pooling, activation, LRN, softmax, batch norm, dropout, the RNN",
           "API of cuDNN 9), with argument templates where MIOpen takes other",
           "arguments; every other name is unsupported with a reason.  MIOpen is not",
           "installed here: the names are looked up in the HIP API index."])

_CUB_DIRS = ("cub", "cub/block", "cub/warp", "cub/device", "cub/iterator", "cub/thread")

CUB = Family(
    "cub", "cub.yaml", "CUB headers -> hipCUB",
    headers=[], includes=[], kinds=("header",),
    header_dirs=[("cccl", d, False) for d in _CUB_DIRS],
    header_rule=lambda n: ("hipcub/hipcub.hpp",
                           "hipCUB keeps the cub:: API in namespace hipcub:: behind one "
                           "umbrella header; cub:: qualifiers are not renamed"),
    hip_libs=("hipcub",), library="hipCUB", verified=False,
    unverified_note="not verified: the HIP API index has no such hipCUB header",
    intro=["The public CUB headers (<cuda>/include/cccl/cub/*.cuh and its block/, warp/,",
           "device/, iterator/ and thread/ directories) all map to hipCUB's umbrella",
           "header hipcub/hipcub.hpp (looked up in the HIP API index)."])

_THRUST_DIRS = ("thrust", "thrust/iterator", "thrust/system/cuda")


def _thrust_header(n):
    if n.startswith("thrust/system/cuda/"):
        return ("thrust/system/hip/" + n[len("thrust/system/cuda/"):],
                "derived: rocThrust's HIP backend directory; thrust::cuda:: qualifiers "
                "are not renamed")
    return (n, "rocThrust keeps thrust:: and the header paths")


THRUST = Family(
    "thrust", "thrust.yaml", "Thrust headers -> rocThrust",
    headers=[], includes=[], kinds=("header",),
    header_dirs=[("cccl", d, False) for d in _THRUST_DIRS],
    header_rule=_thrust_header,
    hip_libs=("rocthrust",), library="rocThrust", verified=False,
    unverified_note="not verified: the HIP API index has no such rocThrust header",
    intro=["The public Thrust headers (<cuda>/include/cccl/thrust/*.h, iterator/*.h and",
           "system/cuda/*.h): rocThrust keeps the paths (system/cuda -> system/hip).",
           "A path the HIP API index lacks is kept, with verified: false."])

# libcu++ (<cuda>/include/cccl/cuda/ and cuda/std/): the CUDA C++ standard
# library (cuda::atomic, cuda::pipeline, cuda::barrier, cuda::std::...) has no
# HIP counterpart. Its headers go to the "unavailable" family, so including
# one is hipify-library-unavailable at the include, not a port that stops
# there without a word.
LIBCUDACXX = Family(
    "unavailable", "libcudacxx.yaml", "libcu++ headers: no HIP counterpart",
    headers=[], includes=[], kinds=("header",),
    header_dirs=[("cccl", "cuda", False, True), ("cccl", "cuda/std", False, True)],
    header_rule=lambda n: (None, "libcu++, the CUDA C++ standard library of cuda:: and "
                           "cuda::std::; write the code with the C++ standard library "
                           "and HIP's atomics and __syncthreads()"),
    intro=["The public libcu++ headers (<cuda>/include/cccl/cuda/* and cuda/std/*,",
           "without the __-named internals): no HIP release has a counterpart, so",
           "each is unsupported in the unavailable family (hipify-library-unavailable)."])

# Generation order: a name enumerated by two families goes to the first.
FAMILIES = [RUNTIME, DEVICE, HALF, MATH, COMPLEX, DRIVER, RAND, SPARSE, RTC,
            BLAS, BLASLT, FFT, SOLVER, NCCL, DNN, CUB, THRUST, LIBCUDACXX]
for _f in FAMILIES:
    _f.rules = [(re.compile(p), r, k, n) for p, r, k, n in _f.rules]
    _f.roc_rules = [(re.compile(p), r, k, n) for p, r, k, n in _f.roc_rules]


# ------------------------------------------------------------- enumeration

def is_public(decl, fam):
    """Public = the documented spelling a user program writes:

    * not reserved: no leading underscore -- except, for families whose API
      is spelled that way (device intrinsics, __half), a leading "__";
    * declared at global scope (not inside a namespace of the headers);
    * object-like if it is a macro (function-like macros of these headers
      are helpers such as __CUDART_API_PTDS);
    * of a kind the family covers, not a variable;
    * not an include guard (an empty macro named like FOO_H_);
    * not a helper the family's ``private`` pattern names.
    """
    n = decl.name
    if not n:
        return False
    if n.startswith("_"):
        if not fam.reserved_ok or not n.startswith("__") or n.startswith("___") \
                or decl.kind == "macro":
            return False
    if decl.scope:
        return False
    if decl.kind == "macro" and decl.function_like:
        return False
    if decl.kind == "macro" and not decl.value and re.search(r"_H(PP)?_*$", n):
        return False  # include guard (CU_COMPLEX_H_, CURAND_H_, ...)
    if decl.kind == "var" or decl.kind not in fam.kinds:
        return False
    if fam.private and fam.private.search(n):
        return False
    return True


_PARSES = {}


def _cuda_parse(cuda_path, device):
    """One libclang parse per mode for all families (host: the runtime and
    library headers; device: CUDA's own device headers)."""
    key = (cuda_path, device)
    if key not in _PARSES:
        fams = [f for f in FAMILIES if f.device == device]
        headers = sorted({h for f in fams for h in f.headers})
        includes = []
        for f in fams:
            includes += [h for h in f.includes if h not in includes]
        args = header_decls.cuda_device_args(cuda_path) if device else None
        decls, errors = header_decls.cuda_decls(cuda_path, headers, includes,
                                                args=args, macro_bodies=True)
        if errors and not device:
            for e in errors[:20]:
                print("warning: CUDA parse: %s" % e, file=sys.stderr)
        _PARSES[key] = decls
    return _PARSES[key]


def cuda_headers(cuda_path, fam):
    """The header files of a header family: name = path as written in an
    #include (relative to the directory that holds the family's top-level
    directory: <cuda>/include or <cuda>/include/cccl)."""
    names = {}
    for base, top, recursive, *extensionless in fam.header_dirs:
        extensionless = bool(extensionless and extensionless[0])
        root = os.path.join(cuda_path, "include", base)
        start = os.path.join(root, top)
        if not os.path.isdir(start):
            continue
        for dirpath, dirnames, filenames in os.walk(start):
            dirnames.sort()
            if not recursive:
                dirnames[:] = []
            for f in sorted(filenames):
                bare = extensionless and "." not in f and not f.startswith("__")
                if not f.endswith((".h", ".cuh", ".hpp")) and not bare:
                    continue
                path = os.path.join(dirpath, f)
                rel = os.path.relpath(path, root)
                names[rel] = {"kind": "header", "file": path, "line": 1,
                              "deprecated": False, "usr": "", "parent": "",
                              "value": None, "body": None, "arity": set()}
    return names


def cuda_public(cuda_path, fam):
    if fam.header_dirs:
        return cuda_headers(cuda_path, fam)
    inc = os.path.normpath(os.path.realpath(os.path.join(cuda_path, "include")))
    wanted = {os.path.normpath(os.path.join(inc, h)) for h in fam.headers}
    names = {}
    for d in _cuda_parse(cuda_path, fam.device):
        if d.file not in wanted or not is_public(d, fam):
            continue
        kind = d.kind
        prev = names.get(d.name)
        if prev is None:
            prev = names[d.name] = {"kind": kind, "file": d.file, "line": d.line,
                             "deprecated": d.deprecated, "usr": d.usr,
                             "parent": d.parent,
                             "value": None if kind == "macro" else d.value,
                             "body": d.value if kind == "macro" else None,
                             "arity": set()}
        else:
            prev["usr"] = prev["usr"] or d.usr
            # a name declared both as struct and typedef, or overloaded
            prev["deprecated"] = prev["deprecated"] or d.deprecated
            if prev["kind"] != kind:
                # prefer the kind a user sees first: function > type > enum > macro
                if KIND_ORDER.index(kind) < KIND_ORDER.index(prev["kind"]):
                    prev["kind"] = kind
        if kind == "function":
            prev["arity"].add(d.value)
    # ``#define cuMemAlloc cuMemAlloc_v2``: a macro standing for a function
    # of the family is written like a call, so its row is a function row
    for n, info in names.items():
        if info["kind"] != "macro" or not info.get("body"):
            continue
        ids = re.findall(r"[A-Za-z_]\w*", info["body"])
        targets = [i for i in ids if names.get(i, {}).get("kind") == "function"]
        if targets:
            info["kind"] = "function"
            info["arity"] = set(names[targets[-1]]["arity"])
    return names


REMOVED_META = "generated_cudart_removed_meta.h"


def removed_names(cuda_path, current, present=False):
    """Runtime entry points CUDA keeps trace structs for in
    generated_cudart_removed_meta.h but no longer declares: the names a
    curated row (mappings/runtime-removed.yaml) must cover.  With
    ``present``, the opposite: names still declared whose older signature
    that header lists (their signature changed)."""
    path = os.path.join(cuda_path, "include", REMOVED_META)
    if not os.path.exists(path):
        return {}
    names = {}
    with open(path) as f:
        for lineno, line in enumerate(f, 1):
            m = re.match(r"\s*typedef struct (\w+)_params_st\b", line)
            if not m:
                continue
            base = re.sub(r"_v\d+$", "", m.group(1))
            base = re.sub(r"_(ptsz|ptds)$", "", base)
            if (base in current) == present and base not in names:
                names[base] = {"kind": "function", "file": path, "line": lineno}
    return names


_INDEX = {}


def load_index(path):
    if path not in _INDEX:
        _INDEX[path] = hipidx.read(path)
    return _INDEX[path]


def _arity(params):
    """Number of parameters of "type a, type b" (commas inside <>, () not
    counted; a trailing ... not counted either)."""
    if not params.strip():
        return 0
    depth, n = 0, 1
    for c in params:
        if c in "<([":
            depth += 1
        elif c in ">)]":
            depth -= 1
        elif c == "," and depth == 0:
            n += 1
    return n - (1 if params.rstrip().endswith("...") else 0)


def _int(text):
    try:
        return int(text, 0)
    except (TypeError, ValueError):
        return text


def hip_index(index_path, libs):
    """name -> info over the global-scope names the index knows for ``libs``
    in any release: kinds, since, removed (the release after the last one
    that has it), deprecated (since when), requires, and, for the
    enumerator pass, usr/parent (the enum a type or enumerator belongs to)
    and value."""
    key = (index_path, tuple(libs))
    if key in _INDEX:
        return _INDEX[key]
    idx = load_index(index_path)
    versions = idx.versions
    out = {}
    for e in idx.entries:
        if e["lib"] not in libs or ("::" in e["name"] and "header" not in e.kinds):
            continue
        parent = e["parent"]
        info = out.get(e["name"])
        if info is None:
            info = out[e["name"]] = {
                "kinds": set(), "deprecated": False, "deprecated_since": "",
                "file": e["header"], "usr": "", "parent": "", "value": None,
                "since": e["since"], "last": e["last"], "requires": e["requires"],
                "absent": e["absent"], "lib": e["lib"],
                "cuda_before": e["cuda_before"]}
        else:
            # declared by two of the libraries: the wider range
            if hipidx.vkey(e["since"]) < hipidx.vkey(info["since"]):
                info["since"] = e["since"]
            if not e["last"] or (info["last"] and
                                 hipidx.vkey(e["last"]) > hipidx.vkey(info["last"])):
                info["last"] = e["last"]
        info["kinds"] |= set(e.kinds)
        if e["deprecated"]:
            info["deprecated"] = True
            info["deprecated_since"] = e["deprecated"]
        if "type" in e.kinds:
            info["usr"] = "T:" + (parent if parent and not parent.startswith("*")
                                  else e["name"])
            if parent.startswith("*"):
                info["pointee"] = parent[1:]  # hipGraphExec_t: struct hipGraphExec *
        if "enum" in e.kinds:
            info["parent"] = "T:" + parent if parent else ""
            info["value"] = _int(e["value"])
        if "function" in e.kinds and not e["header"]:
            # known from a change log only (a release without headers,
            # hip_release_changes.py): its parameters are unknown
            info["arity"] = {None}
            info["params"] = ""
        elif "function" in e.kinds:
            info["arity"] = {_arity(p) for p in e["params"].split(" | ")}
            info["params"] = e["params"]
    for info in out.values():
        # a name some release between its first and last lacks (HIP 6.0
        # dropped the external-semaphore graph nodes 5.7 had, 6.1 brought
        # them back) counts from its return: since/removed cannot say "but
        # not in 6.0", and a row must hold for every release it claims
        gaps = [v for v in info["absent"].split(",") if v]
        if gaps:
            last_gap = max(gaps, key=hipidx.vkey)
            info["since"] = min((v for v in versions
                                 if hipidx.vkey(v) > hipidx.vkey(last_gap)), key=hipidx.vkey)
        info["removed"] = ""
        if info["last"]:
            later = [v for v in versions if hipidx.vkey(v) > hipidx.vkey(info["last"])]
            info["removed"] = later[0] if later else ""
        if info["since"] == idx.oldest:
            info["since"] = ""
    _INDEX[key] = out
    return out


def index_range(index_path):
    idx = load_index(index_path)
    return "%s to %s" % (idx.oldest, idx.newest)


def enum_members(index):
    """enum USR -> [enumerator names] for an index of cuda_public/hip_index."""
    members = {}
    for name, info in index.items():
        if info.get("parent"):
            members.setdefault(info["parent"], []).append(name)
    return members


def boundary_prefix(names):
    """Longest common prefix of ``names`` that ends at a word boundary of
    every name (before an uppercase letter or digit, or after '_')."""
    if not names:
        return ""
    lcp = os.path.commonprefix(names)
    i = len(lcp)

    def boundary(n, i):
        return i < len(n) and (n[i].isupper() or n[i].isdigit() or n[i - 1] == "_")
    while i > 0 and not all(boundary(n, i) for n in names):
        i -= 1
    return lcp[:i]


# ------------------------------------------------------------------ matching

def apply_rules(name, kind, rules, index):
    """The first rule whose candidate ``index`` declares with a compatible
    kind; with ``index`` None (a header family) the first rule
    that matches.  A replacement function may return None: no candidate."""
    ok = COMPATIBLE.get(kind, set())
    tried = []
    for pat, repl, kinds, note in rules:
        if kinds is not None and kind not in kinds:
            continue
        m = pat.match(name)
        if not m:
            continue
        cand = repl(m) if callable(repl) else m.expand(repl)
        if not cand:
            continue
        if index is None:
            return cand, note
        h = index.get(cand)
        if h and h["kinds"] & ok:
            return cand, note
        tried.append(cand)
    return None, NoCounterpart(tried)


def propose(name, info, hip, fam):
    """Return (hip_name, note) or (None, note)."""
    kind = info["kind"]
    if name in fam.special:
        cand, note = fam.special[name]
        if hip is not None and cand not in hip:
            return None, NoCounterpart([cand])
        return cand, note
    for pat, note in fam.unsupported:
        if pat.search(name):
            return None, note
    if fam.header_rule:
        return fam.header_rule(name)
    identity = fam.identity.match(name) if fam.identity else \
        not (fam.prefix and fam.prefix.match(name))
    if identity and hip is None:
        return name, None
    if identity:
        h = hip.get(name)
        if h and h["kinds"] & COMPATIBLE[kind]:
            return name, None
        if not fam.prefix or not fam.prefix.match(name):
            return None, NoCounterpart([name])
        found, note = apply_rules(name, kind, fam.rules, hip)
        if found is None:
            return None, NoCounterpart([name] + list(note.tried))
        return found, note
    found, note = apply_rules(name, kind, fam.rules, hip)
    if found is None and fam.case_fold and hip is not None:
        folded = case_folded(name, kind, note.tried, hip)
        if folded:
            return folded, "derived: HIP spells it with other capitals (%s)" % \
                ", ".join(c for c in note.tried if c.lower() == folded.lower())
    return found, note


_FOLD_CACHE = {}


def case_folded(name, kind, tried, hip):
    """The one name ``hip`` declares as ``kind`` (a type as a type, an
    enumerator as an enumerator, a function as a function) that equals a
    candidate of ``tried`` but for case; None when none or several do."""
    fold = _FOLD_CACHE.get(id(hip))
    if fold is None:
        fold = {}
        for n, h in hip.items():
            fold.setdefault(n.lower(), []).append(n)
        _FOLD_CACHE.clear()
        _FOLD_CACHE[id(hip)] = fold
    hits = set()
    for cand in tried:
        for n in fold.get(cand.lower(), ()):
            if kind in hip[n]["kinds"]:
                hits.add(n)
    return hits.pop() if len(hits) == 1 else None


INDEX_RANGE = "5.2 to 6.2"  # set by main() from the index


def no_counterpart(fam):
    return "no %s counterpart in ROCm %s" % (fam.library, INDEX_RANGE)


def unsupported_note(name, fam, tried=()):
    """The note of a name without counterpart: the family's note for it; else
    which candidates no release declares; else the family's catch-all note
    (pattern "."), else the generic one."""
    for pat, note in fam.notes:
        if pat.pattern != "." and pat.search(name):
            return note.format(range=INDEX_RANGE)
    if tried:
        return "%s (no release declares %s)" % (no_counterpart(fam), " or ".join(tried))
    for pat, note in fam.notes:
        if pat.pattern == ".":
            return note.format(range=INDEX_RANGE)
    return no_counterpart(fam)


def oldest_of(names, hip):
    """The one of ``names`` (HIP enumerators that differ only in case or
    underscores, e.g. hipDeviceAttributePciDomainID and, from 10.2,
    hipDeviceAttributePciDomainId) that the oldest release declares, when
    exactly one is the oldest; None otherwise."""
    if len(names) <= 1:
        return names[0] if names else None
    keys = sorted((hipidx.vkey(hip[n].get("since") or "0.0"), n) for n in names)
    return keys[0][1] if keys[0][0] != keys[1][0] else None


def derive_enumerators(cuda, hip, proposals, fam):
    """Map the enumerators of a CUDA enum whose type maps to a HIP enum by
    their name after the enum's common prefix: e.g. cudaDeviceAttr ->
    hipDeviceAttribute_t gives cudaDevAttrMaxThreadsPerBlock ->
    hipDeviceAttributeMaxThreadsPerBlock.  Only enumerators the rules left
    unmapped are touched, and only onto enumerators of that very HIP enum.
    With fam.fuzzy_enums the names after the prefixes are compared ignoring
    case and underscores (CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK ->
    hipDeviceAttributeMaxThreadsPerBlock)."""
    if hip is None:
        return
    cmem = enum_members(cuda)
    hmem = enum_members(hip)
    for name, info in sorted(cuda.items()):
        if info["kind"] != "type" or info.get("usr") not in cmem:
            continue
        hip_type = proposals[name][0]
        if not hip_type or hip[hip_type].get("usr") not in hmem:
            continue
        cm = sorted(cmem[info["usr"]])
        hm = sorted(hmem[hip[hip_type]["usr"]])
        pc, ph = boundary_prefix(cm), boundary_prefix(hm)
        if len(cm) == 1:
            pc = ""
        if len(hm) == 1:
            ph = ""
        hset = {h[len(ph):]: h for h in hm}
        hnorm = {}
        for h in hm:
            hnorm.setdefault(norm(h[len(ph):]), []).append(h)
        # The type's own stem as a second prefix, for an enum one of whose
        # enumerators is spelled with another prefix (hipLimit_t has
        # hipExtLimitScratchMin, so the common prefix is only "hip").
        stem = hip_type[:-2] if hip_type.endswith("_t") else hip_type
        hstem = {}
        if stem != ph:
            for h in hm:
                if (h.startswith(stem) and len(h) > len(stem)
                        and (h[len(stem)].isupper() or h[len(stem)].isdigit())):
                    hstem.setdefault(norm(h[len(stem):]), []).append(h)
        if pc or ph or fam.fuzzy_enums:
            for m in cm:
                if proposals[m][0]:
                    continue
                suffix = m[len(pc):]
                cand = hset.get(suffix) if (pc and ph) else None
                if cand is None and fam.fuzzy_enums:
                    for table in (hnorm, hstem):
                        cand = oldest_of(table.get(norm(suffix), []), hip)
                        if cand:
                            break
                if cand:
                    proposals[m] = (cand, "derived: enumerator of %s with the same "
                                    "name after the prefix (%s -> %s)" % (hip_type, pc, ph))
        if len(cm) == 1 and len(hm) == 1 and not proposals[cm[0]][0] and \
                cuda[cm[0]].get("value") is not None and \
                cuda[cm[0]]["value"] == hip[hm[0]].get("value"):
            # one enumerator each, of the same value: CU_MEM_HANDLE_TYPE_GENERIC
            # and hipMemHandleTypeGeneric (no common prefix to compare after)
            proposals[cm[0]] = (hm[0], "derived: the one enumerator of %s (same value, "
                                "%s)" % (hip_type, cuda[cm[0]]["value"]))
        if name not in fam.value_enums:
            continue
        taken = {proposals[m][0] for m in cm}
        by_value = {}
        for h in hm:
            by_value.setdefault(hip[h]["value"], []).append(h)
        for m in cm:
            if proposals[m][0]:
                continue
            free = [h for h in by_value.get(cuda[m]["value"], []) if h not in taken]
            if len(free) == 1:
                proposals[m] = (free[0], "derived: same value (%s) in %s" %
                                (cuda[m]["value"], hip_type))
                taken.add(free[0])


# Words that pair a function with a HIP one only together with another word:
# alone they say too little (cuCtxSetFlags is not hipSetDeviceFlags).
_WEAK_WORDS = {"ctx", "device", "flags", "attribute", "attributes", "info", "count", "mem"}


def _constant_words(name):
    """CU_MEM_ATTACH_GLOBAL and cudaMemAttachGlobal -> memattachglobal."""
    n = cuda_twins._norm(re.sub(r"^(CU_|CUDA_|cuda|cu)", "", name))
    # CU_MEMHOSTREGISTER_PORTABLE, cudaHostRegisterPortable
    return re.sub(r"^memhost", "host", n)


def apply_twins(fam, cuda, hip, proposals, renames, args, constants=()):
    """The meaning-based pass (scripts/cuda_twins.py) over the names the
    rules leave unmapped, in place on ``proposals``; ``renames``: CUDA name
    -> HIP name of the rows of the other files (the runtime API's).  Runs
    to a fixed point: a type paired by meaning lets a function's parameter
    list match."""
    shapes = cuda_twins.cuda_shapes(args.cuda_path, fam.twins)
    runtime_enums = {n: m for n, m in shapes.enums.items() if n.startswith("cuda")}
    runtime_structs = {n: m for n, m in shapes.structs.items() if n.startswith("cuda")}

    def hip_of(name):
        p = proposals.get(name)
        if p and p[0]:
            return p[0]
        return renames.get(name)

    def hip_type(name):
        return name and name in hip and "type" in hip[name]["kinds"]

    def parent_of(enumerator):
        h = hip_of(enumerator)
        info = hip.get(h) if h else None
        par = info.get("parent", "") if info else ""
        return par[2:] if par.startswith("T:") else None

    def unmapped(name):
        return name in cuda and not proposals[name][0] and name not in fam.special

    functions = [n for n in cuda if cuda[n]["kind"] == "function"]
    hip_by_prefix = {}
    for h in hip:
        for i in range(3, len(h)):
            if h[i].isupper() or h[i] == "_":
                hip_by_prefix.setdefault(h[:i], []).append(h)
    hip_functions = {n: i["params"] for n, i in hip.items()
                     if "function" in i["kinds"] and i.get("params") is not None}
    def enum_type_name(cuda_name, par):
        """The HIP name of enum ``par`` to write for ``cuda_name``: its tag
        for a CUDA tag (CUaddress_mode_enum -> HIPaddress_mode_enum), else
        the typedef that names it (CUaddress_mode -> HIPaddress_mode)."""
        if cuda_name.endswith("_enum"):
            return par
        names = sorted((n for n, i in hip.items() if i.get("usr") == "T:" + par
                        and "type" in i["kinds"] and not n.endswith("_enum")),
                       key=lambda n: (len(n), n))
        return names[0] if names else par

    changed = True
    while changed:
        changed = False
        by_canon, by_pointee = {}, {}
        for n in sorted(shapes.canon, key=lambda n: (len(n), n)):
            if hip_type(hip_of(n)):
                by_canon.setdefault(shapes.canon[n], n)
        # handles: CUmemoryPool and cudaMemPool_t point to one struct
        for n in sorted(shapes.pointee, key=lambda n: (len(n), n)):
            if hip_type(hip_of(n)):
                by_pointee.setdefault(shapes.pointee[n], n)
        for n in sorted(cuda, key=lambda n: (len(n), n)):
            if cuda[n]["kind"] != "type" or not unmapped(n):
                continue
            # the same type under another name: CUfunction_attribute_enum,
            # CUDA_MEMSET_NODE_PARAMS_v1, CUDA_KERNEL_NODE_PARAMS_st
            other = by_canon.get(shapes.canon.get(n)) or \
                by_pointee.get(shapes.pointee.get(n))
            if other:
                proposals[n] = (hip_of(other), "derived: another name of %s (the same "
                                "type)" % other)
                changed = True
                continue
            found = None
            handle = next((h for h in sorted(shapes.pointee)
                           if shapes.pointee[h] == shapes.canon.get(n) and hip_of(h) in hip), None)
            tag = hip[hip_of(handle)].get("pointee", "") if handle else ""
            if tag and hip_type(tag):
                # an opaque handle's struct: CUgraphExec_st, behind CUgraphExec
                # (hipGraphExec_t, a pointer to struct hipGraphExec)
                found = (tag, "derived: the struct %s points to (%s points to %s)" %
                         (handle, hip_of(handle), tag))
            elif n in shapes.enums and shapes.enums[n]:
                members = shapes.enums[n]
                par, k = cuda_twins.enum_twin_by_members([m for m, _ in members], parent_of)
                if par and hip_type(par):
                    found = (enum_type_name(n, par), "derived: %d of its %d enumerators "
                             "are %s's" % (k, len(members), par))
                else:
                    twin, pairs = cuda_twins.enum_twin_by_values(members, runtime_enums)
                    if twin and hip_type(hip_of(twin)):
                        found = (hip_of(twin), "derived: the runtime API's %s, which has "
                                 "its values and names, is %s" % (twin, hip_of(twin)))
                        for m, r in sorted(pairs.items()):
                            if unmapped(m) and hip_of(r) in hip:
                                proposals[m] = (hip_of(r), "derived: the runtime API's "
                                                "%s (same value and name), which is %s" %
                                                (r, hip_of(r)))
            elif n in shapes.structs:
                twins = cuda_twins.struct_twin(n, shapes.structs[n], runtime_structs)
                hips = {hip_of(t) for t in twins if hip_type(hip_of(t))}
                if len(hips) == 1:
                    h = hips.pop()
                    twin = next(t for t in twins if hip_of(t) == h)
                    found = (h, "derived: the runtime API's %s, which has its members, "
                             "is %s" % (twin, h))
            if found:
                proposals[n] = found
                by_canon.setdefault(shapes.canon.get(n), n)
                changed = True
        # the enumerators a mapped enum's rules left unmapped, through the
        # runtime API's twin of the enum when that one maps to the same HIP
        # enum: CU_DEVICE_ATTRIBUTE_GLOBAL_MEMORY_BUS_WIDTH is
        # cudaDevAttrGlobalMemoryBusWidth, hipDeviceAttributeMemoryBusWidth
        for n in sorted(cuda):
            if cuda[n]["kind"] != "type" or unmapped(n) or not shapes.enums.get(n):
                continue
            members = shapes.enums[n]
            if not any(unmapped(m) for m, _ in members):
                continue
            twin, pairs = cuda_twins.enum_twin_by_values(members, runtime_enums)
            if not twin or hip_of(twin) != hip_of(n):
                continue
            for m, r in sorted(pairs.items()):
                if unmapped(m) and hip_of(r) in hip:
                    proposals[m] = (hip_of(r), "derived: the runtime API's %s (same value "
                                    "and name), which is %s" % (r, hip_of(r)))
                    changed = True
        # enumerators the index knows without their enum (releases read
        # without headers): the HIP name with the prefix of the mapped enum's
        # enumerators and the same words (CU_DEVICE_ATTRIBUTE_DMA_BUF_SUPPORTED,
        # hipDeviceAttributeDmaBufSupported)
        for n in sorted(cuda):
            if cuda[n]["kind"] != "type" or unmapped(n) or not shapes.enums.get(n):
                continue
            members = [m for m, _ in shapes.enums[n]]
            hip_members = [m for m, i in hip.items() if i.get("parent") == "T:" + hip_of(n)]
            if len(members) < 2 or len(hip_members) < 2:
                continue
            pc = cuda_twins.boundary_prefix(members)
            ph = cuda_twins.boundary_prefix(hip_members)
            if not pc or not ph:
                continue
            for m in members:
                if not unmapped(m):
                    continue
                want = cuda_twins._norm(m[len(pc):])
                hits = [h for h in hip_by_prefix.get(ph, ())
                        if cuda_twins._norm(h[len(ph):]) == want and not hip[h].get("parent")
                        and "enum" in hip[h]["kinds"]]
                if len(hits) == 1:
                    proposals[m] = (hits[0], "derived: %s's enumerator of the same name after "
                                    "the prefix (%s -> %s)" % (hip_of(n), pc, ph))
                    changed = True
        # constants: the runtime API's enumerator or macro of the same words
        # (CU_MEM_ATTACH_GLOBAL, cudaMemAttachGlobal -> hipMemAttachGlobal)
        by_words = {}
        for c, h in constants:
            by_words.setdefault(_constant_words(c), set()).add((c, h))
        for n in sorted(cuda):
            if cuda[n]["kind"] not in ("enum", "macro") or not unmapped(n):
                continue
            twins = by_words.get(_constant_words(n), set())
            if len({h for _, h in twins}) == 1:
                c, h = sorted(twins)[0]
                if h in hip and hip[h]["kinds"] & COMPATIBLE[cuda[n]["kind"]]:
                    proposals[n] = (h, "derived: the runtime API's %s, which is %s" % (c, h))
                    changed = True
        # functions: the HIP function with this parameter list and a word of
        # the name in common
        for n in sorted(functions):
            if not unmapped(n):
                continue
            target = n
            body = cuda[n].get("body")
            if body and body.split()[-1] in shapes.funcs:
                target = body.split()[-1]
            params = shapes.funcs.get(target)
            if params is None:
                continue
            words = cuda_twins.name_words(n)
            best, hits = 0, []
            for h, hp in hip_functions.items():
                if not any(cuda_twins.same_parameters(params, ov, hip_of)
                           for ov in hp.split(" | ")):
                    continue
                # the same words, but for weak ones (cuCtxGetLimit and
                # hipDeviceGetLimit: "limit"); cuCtxResetPersistingL2Cache is
                # not hipDeviceReset
                theirs = cuda_twins.name_words(h)
                common = words & theirs
                if not (common - _WEAK_WORDS) or \
                        (words - _WEAK_WORDS) != (theirs - _WEAK_WORDS):
                    continue
                if len(common) > best:
                    best, hits = len(common), [h]
                elif len(common) == best:
                    hits.append(h)
            if len(hits) == 1:
                proposals[n] = (hits[0], "derived: %s has its parameter list and "
                                "name words (%s)" % (hits[0], ", ".join(
                                    sorted(words & cuda_twins.name_words(hits[0])))))
                changed = True


NOTE_SIGNATURE = ("CUDA changed the signature (generated_cudart_removed_meta.h "
                  "lists an older one): check the arguments against the HIP function")


def index_facts(row, hinfo):
    """Sets hip_since/hip_removed of ``row`` from the index entry of its HIP
    name; returns the notes those facts call for."""
    for k in INDEX_FIELDS:
        row.pop(k, None)
    notes = []
    if hinfo.get("since"):
        row["hip_since"] = hinfo["since"]
    if hinfo.get("removed"):
        row["hip_removed"] = hinfo["removed"]
    if hinfo.get("deprecated"):
        notes.append("the HIP name is deprecated since HIP %s" % hinfo["deprecated_since"])
    if hinfo.get("requires"):
        notes.append("HIP declares it only where %s is defined" % hinfo["requires"])
    return notes


def generate_row(name, info, hip, proposal, changed=(), roc=None, unverified_note=None,
                 deprecated_in="CUDA 13"):
    hip_name, note = proposal
    row = {"cuda": name, "kind": info["kind"]}
    if hip_name is None:
        row["status"] = "unsupported"
        if info["deprecated"]:
            note = note + "; deprecated in " + deprecated_in
        row["note"] = note
        if roc:
            row["roc"] = roc
        return row
    row["hip"] = hip_name
    notes = [note] if note else []
    if name in changed and info["kind"] == "function":
        notes.append(NOTE_SIGNATURE)
    if info["deprecated"]:
        row["status"] = "deprecated"
        notes.append("deprecated in " + deprecated_in)
    else:
        row["status"] = "supported"
    hinfo = hip.get(hip_name) if hip is not None else None
    if hinfo is not None:
        notes += index_facts(row, hinfo)
    elif unverified_note:
        notes.append(unverified_note)
    if notes:
        row["note"] = "; ".join(notes)
    if roc:
        row["roc"] = roc
    if hinfo is None:
        row["verified"] = False
    return row


def compact_tokens(text):
    """A macro body as header_decls gives it (tokens joined by blanks),
    written as C: no blank after an opening or before a closing bracket."""
    text = re.sub(r"\( ", "(", text)
    text = re.sub(r" \)", ")", text)
    text = re.sub(r"(\w) \(", r"\1(", text)
    text = re.sub(r"([~-]) (?=[\w(])", r"\1", text)
    return text


def curated_row(row, hip):
    """A curated row as written back: unchanged, except the index facts of
    its HIP name (hip_since, hip_removed)."""
    out = dict(row)
    h = out.get("hip")
    if h and hip is not None and h in hip and out.get("status") != "unsupported":
        index_facts(out, hip[h])
    return {k: out[k] for k in ALL_FIELDS if k in out} | \
        {k: v for k, v in out.items() if k not in ALL_FIELDS}


# ------------------------------------------------------------------ YAML I/O

class Row(dict):
    """A mapping row with its source position."""
    file = None
    line = 0


def load_rows(path):
    """Rows of a mapping file with line numbers (yaml.compose keeps marks)."""
    with open(path) as f:
        node = yaml.compose(f, Loader=yaml.SafeLoader)
    rows = []
    if node is None or not isinstance(node, yaml.MappingNode):
        return rows
    for k, v in node.value:
        if k.value != "rows" or not isinstance(v, yaml.SequenceNode):
            continue
        for item in v.value:
            data = _construct(item)
            r = Row(data if isinstance(data, dict) else {})
            r.file = path
            r.line = item.start_mark.line + 1
            rows.append(r)
    return rows


def _construct(node):
    loader = yaml.SafeLoader("")
    try:
        return loader.construct_document(node)
    finally:
        loader.dispose()


def mapping_files(directory):
    return sorted(os.path.join(directory, f) for f in os.listdir(directory)
                  if f.endswith((".yaml", ".yml")))


def is_curated(row, fam=None):
    note = row.get("note")
    if isinstance(note, str) and note.startswith("curated:"):
        return True
    fields = fam.generated_fields if fam else GENERATED_FIELDS
    return any(k not in fields for k in row)


_PLAIN = re.compile(r"^[A-Za-z_][A-Za-z0-9_:.<>/-]*$")
_RESERVED = {"true", "false", "yes", "no", "on", "off", "null", "y", "n"}


def scalar(v):
    if isinstance(v, bool):
        return "true" if v else "false"
    if isinstance(v, (int, float)):
        return str(v)
    if isinstance(v, list):
        return "[" + ", ".join(scalar(x) for x in v) + "]"
    s = str(v)
    if _PLAIN.match(s) and s.lower() not in _RESERVED:
        return s
    return json.dumps(s)


def emit(rows, header_lines, family):
    out = ["# " + l if l else "#" for l in header_lines]
    out.append("family: %s" % family)
    out.append("rows:")
    for r in rows:
        first = True
        keys = [k for k in ALL_FIELDS if k in r] + \
            sorted(k for k in r if k not in ALL_FIELDS)
        for k in keys:
            v = r[k]
            if k in ("cuda_since", "cuda_removed", "hip_since") and not isinstance(v, str):
                v = str(v)
            if k in ("cuda_since", "cuda_removed", "hip_since"):
                text = json.dumps(v)
            else:
                text = scalar(v)
            out.append(("  - " if first else "    ") + "%s: %s" % (k, text))
            first = False
    return "\n".join(out) + "\n"


def sort_key(row):
    kind = row.get("kind", "")
    ki = KIND_ORDER.index(kind) if kind in KIND_ORDER else len(KIND_ORDER)
    return (ki, str(row.get("cuda", "")))


def header(fam):
    return (["Generated by scripts/derive_mappings.py -- %s." % fam.title, ""]
            + list(fam.intro) + [
        "See docs/tables.md.  Regenerate with",
        "  /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda",
        "Curated rows -- a note starting with \"curated:\", or a field the generator",
        "does not write (args, %solder_args, older_rule, cuda_since, cuda_removed," %
        ("" if fam.roc_rules else "roc, "),
        "defined_only) -- are kept as they are on regeneration but for hip_since and",
        "hip_removed, which come from the HIP API index; edit them here.",
        "Comments inside this file are not kept."])


def display_path(path):
    """``path`` relative to the repository when inside it."""
    p = os.path.abspath(path)
    return os.path.relpath(p, ROOT) if p.startswith(ROOT + os.sep) else p




def derive(fam, args, all_rows, output):
    """The rows of ``fam``'s output file, and the enumerated CUDA names."""
    cuda = cuda_public(args.cuda_path, fam)
    out_abs = os.path.abspath(output)
    # every HIP name the index knows for the family's libraries, in any
    # release; header families keep their pattern names (hip None) and
    # only look them up when writing the row
    known = hip_index(args.index, fam.hip_libs)
    hip = known if fam.verified else None
    roc = hip_index(args.index, fam.roc_libs) if fam.roc_rules else None
    # the names every release has: where the best name is newer, the rules
    # may give an older equivalent
    everywhere = {n: i for n, i in known.items() if not i["since"]}
    own = [r for r in all_rows if os.path.abspath(r.file) == out_abs]
    others = {r.get("cuda") for r in all_rows if os.path.abspath(r.file) != out_abs}
    curated = {}
    for r in own:
        if is_curated(r, fam):
            curated[r.get("cuda")] = r
    proposals = {n: propose(n, cuda[n], hip, fam) for n in cuda}
    # rows kept from the tables (curated here, or owned by another file) tell
    # the enumerator pass which HIP enum a CUDA enum corresponds to
    for r in all_rows:
        n, h = r.get("cuda"), r.get("hip")
        if n in proposals and h and hip is not None and h in hip and \
                (n in curated or n in others):
            proposals[n] = (h, None)
    derive_enumerators(cuda, hip, proposals, fam)
    if fam.twins and hip is not None:
        # the other files' rows (the runtime API's), and this file's curated
        # ones: never this file's generated rows, which would feed the output
        # of the last run back into this one
        kept = [r for r in all_rows
                if r.get("hip") and r.get("status", "supported") != "unsupported" and
                (os.path.abspath(r.file) != out_abs or r.get("cuda") in curated)]
        renames = {r.get("cuda"): r.get("hip") for r in kept}
        constants = [(r.get("cuda"), r.get("hip")) for r in kept
                     if r.get("kind") in ("enum", "macro") and os.path.abspath(r.file) != out_abs]
        apply_twins(fam, cuda, hip, proposals, renames, args, constants)
        derive_enumerators(cuda, hip, proposals, fam)
    changed = removed_names(args.cuda_path, cuda, present=True) if fam.removed else ()
    twin_reasons = load_twin_reasons(os.path.join(args.mappings, "facts", "hip-twins.yaml"))
    rows = []
    for name in cuda:
        if name in curated or name in others:
            continue
        roc_name = None
        if name in fam.roc_special:
            roc_name = fam.roc_special[name] if fam.roc_special[name] in roc else None
        elif fam.roc_rules:
            roc_name = apply_rules(name, cuda[name]["kind"], fam.roc_rules, roc)[0]
        proposal = proposals[name]
        proposal = plain_form(proposal, hip)
        if fam.arity_check and proposal[0] and cuda[name]["kind"] == "function":
            if not same_arity(cuda[name], hip[proposal[0]]):
                proposal = (None, "%s exists but takes %s parameters where %s takes "
                            "%s: a different API" % (proposal[0], "/".join(
                                str(x) for x in sorted(hip[proposal[0]]["arity"])), name,
                                "/".join(str(x) for x in sorted(cuda[name]["arity"]))))
        if proposal[0] is None and proposal[1] == NOTE_NO_HIP:
            proposal = (None, unsupported_note(name, fam, getattr(proposal[1], "tried", ())))
        if proposal[0] is None and name in twin_reasons:
            # scripts/search_hip_twins.py found a HIP twin that is not used
            hip_twin, reason = twin_reasons[name]
            proposal = (None, "%s is its HIP twin, not used: %s" % (hip_twin, reason))
        row = generate_row(name, cuda[name], known, proposal, changed, roc_name,
                           fam.unverified_note, fam.deprecated_in)
        if fam.macro_value_fallback and row.get("hip_since") and \
                cuda[name]["kind"] == "macro" and cuda[name].get("body"):
            row["older_hip"] = name
            row["older_fallback"] = "macro-value"
            row["older_value"] = compact_tokens(cuda[name]["body"])
        elif row.get("hip_since") and hip is not None and name not in fam.special:
            older = propose(name, cuda[name], everywhere, fam)
            if older[0] and fam.arity_check and cuda[name]["kind"] == "function" and \
                    not same_arity(cuda[name], everywhere[older[0]]):
                older = (None, None)
            # hipDrvX exists because hipX takes other parameters: the runtime
            # form is no older equivalent where a parameter is another HIP
            # struct (hipMemcpy3DParms for HIP_MEMCPY3D), though it is where
            # only spellings of one type differ (void * for hipDeviceptr_t)
            if older[0] and row["hip"].startswith("hipDrv") and \
                    older[0] == "hip" + row["hip"][len("hipDrv"):] and \
                    other_hip_types(hip[row["hip"]].get("params", ""),
                                    everywhere[older[0]].get("params", ""), hip):
                older = (None, None)
            if older[0] and older[0] != row["hip"]:
                row["older_hip"] = older[0]
                if older[1]:
                    row["older_note"] = re.sub(r"^derived: ", "", older[1])
        if fam.v2_names and row.get("hip") and cuda[name]["kind"] == "function":
            v2_form(row, known, fam.v2_names)
        rows.append(row)
    rows.extend(curated_row(r, known) for r in curated.values()
                if r.get("cuda") not in others)
    done = set(cuda) | set(curated) | others
    rows.extend(removed_cuda_rows(fam, hip, known, done))
    if fam.legacy_headers:
        legacy = legacy_arities(args.cuda_path, fam.legacy_headers)
        for row in rows:
            n = row["cuda"]
            if row.get("hip") and row["kind"] == "function" and n in legacy and \
                    n in cuda and legacy[n] not in cuda[n]["arity"] and n not in curated:
                row["legacy_arity"] = legacy[n]
    rows.sort(key=sort_key)
    return rows, cuda


def v2_form(row, known, older_note):
    """hipX -> hipX_v2 (hipX_64 -> hipX_v2_64) where the index has the v2
    form: its releases on the row, hipX before them (older_hip) and after
    them (newer_hip) where the index has it there."""
    hip = row["hip"]
    v2 = hip[:-3] + "_v2_64" if hip.endswith("_64") else hip + "_v2"
    info, plain = known.get(v2), known.get(hip)
    if not info or "function" not in info["kinds"] or not plain:
        return
    notes = [n for n in row.get("note", "").split("; ") if n]
    row["hip"] = v2
    row.pop("older_hip", None)
    row.pop("older_note", None)
    notes += index_facts(row, info)
    # older_hip must hold in every release before hip_since
    if row.get("hip_since") and not plain["since"]:
        row["older_hip"] = hip
        row["older_note"] = older_note
    if row.get("hip_removed") and not plain.get("removed"):
        row["newer_hip"] = hip
    notes.append("derived: the v2 API (hipComplex, hipDataType) is %s%s%s" % (
        v2, " from %s" % row["hip_since"] if row.get("hip_since") else "",
        ", %s again from %s" % (hip, row["hip_removed"]) if row.get("newer_hip") else ""))
    row["note"] = "; ".join(n for n in notes if not n.startswith("derived: the _v2 suffix"))


def load_twin_reasons(path):
    """CUDA name -> (HIP twin, reason) of mappings/facts/hip-twins.yaml: the
    twins scripts/search_hip_twins.py finds that no row uses, and why."""
    if not os.path.exists(path):
        return {}
    with open(path, encoding="utf-8") as f:
        data = yaml.safe_load(f) or {}
    out = {}
    for t in data.get("twins", []):
        for c in t.get("cuda", []):
            out.setdefault(c, (t["hip"], t["reason"]))
    return out


def plain_form(proposal, hip):
    """hipDrvX -> hipX where hipX takes the same parameters (only spellings
    of one type differ: void * for hipDeviceptr_t), so the release that
    first has hipX counts (hipGraphAddMemFreeNode 5.5, hipDrvGraphAddMemFreeNode
    6.3)."""
    name = proposal[0]
    if not name or not name.startswith("hipDrv") or hip is None:
        return proposal
    plain = "hip" + name[len("hipDrv"):]
    if plain not in hip or "function" not in hip[plain]["kinds"] or \
            not hip[name].get("arity") or hip[name]["arity"] != hip[plain].get("arity") or \
            other_hip_types(hip[name].get("params", ""), hip[plain].get("params", ""), hip):
        return proposal
    return plain, None


def _param_types(params):
    """'const HIP_MEMCPY3D * p, int n' -> [['HIP_MEMCPY3D', '*'], ['int']]:
    the words of each parameter's type (the name and const dropped)."""
    out = []
    for p in params.split(", ") if params else ():
        words = re.findall(r"[A-Za-z_]\w*|\*|&", p)
        if len(words) > 1 and re.match(r"[A-Za-z_]", words[-1]):
            words = words[:-1]
        out.append([w for w in words if w != "const"])
    return out


def other_hip_types(params_a, params_b, hip):
    """Whether two parameter lists (first overloads) differ in a parameter
    whose types on both sides are HIP types of the index: two structs, not
    two spellings of one pointer (hipDeviceptr_t and void *)."""
    a = _param_types(params_a.split(" | ")[0])
    b = _param_types(params_b.split(" | ")[0])
    for ta, tb in zip(a, b):
        if ta == tb:
            continue
        na = [w for w in ta if w in hip]
        nb = [w for w in tb if w in hip]
        if na and nb and na != nb:
            return True
    return False


def legacy_arities(cuda_path, headers):
    """name -> parameter count of the functions ``headers`` declare (an
    older API whose header excludes the current one: parsed on its own)."""
    out = {}
    decls, _ = header_decls.cuda_decls(cuda_path, headers, headers)
    for d in decls:
        if d.kind == "function" and isinstance(d.value, int):
            out[d.name] = d.value
    return out


def same_arity(cuda_info, hip_info):
    """False when every overload of the HIP function takes another number of
    parameters than every form of the CUDA one (unknown counts agree)."""
    ca = cuda_info.get("arity") or set()
    ha = hip_info.get("arity") or set()
    return None in ca or None in ha or not ca or not ha or bool(ca & ha)


def removed_cuda_rows(fam, hip, known, done):
    """Rows for CUDA names the CUDA 13 headers no longer declare, found in
    the family's HIP libraries: a HIP name whose CUDA back end is declared
    only before CUDA X (``cuda_before``) and that is the CUDA name with the
    prefix swapped.  ``done``: the CUDA names that have rows already."""
    rows = []
    if hip is None or not fam.cuda_names_of:
        return rows
    for hip_name, info in sorted(hip.items()):
        if not info.get("cuda_before"):
            continue
        kind = next((k for k in ("function", "type", "enum", "macro")
                     if k in info["kinds"]), None)
        if kind is None:
            continue
        cuda_name = next((pat.sub(repl, hip_name) for pat, repl in fam.cuda_names_of
                          if pat.match(hip_name)), None)
        if not cuda_name or cuda_name in done:
            continue
        row = {"cuda": cuda_name, "hip": hip_name, "kind": kind, "status": "removed",
               "cuda_removed": info["cuda_before"]}
        notes = ["derived: %s keeps it, and declares %s for its CUDA back end before "
                 "CUDA %s only" % (fam.library, hip_name, info["cuda_before"])]
        notes += index_facts(row, known.get(hip_name) or info)
        row["note"] = "; ".join(notes)
        rows.append(row)
        done.add(cuda_name)
    return rows


def mapped_at(row, target):
    """Whether ``row`` translates for the target release (None: for some
    release): a HIP name the target has, an older equivalent below its
    hip_since, or the port's definition."""
    if row.get("status", "supported") == "unsupported" or row.get("kind") == "namespace" \
            and not row.get("hip"):
        return False
    if not row.get("hip"):
        return row.get("older_fallback") == "definition" or \
            (row.get("kind") in ("header", "macro") and row.get("hip") == "")
    if target is None:
        return True
    since, removed = row.get("hip_since"), row.get("hip_removed")
    if removed and hipidx.vkey(target) >= hipidx.vkey(removed):
        return bool(row.get("newer_hip"))
    if since and hipidx.vkey(target) < hipidx.vkey(since):
        return bool(row.get("older_hip") or row.get("older_fallback"))
    return True


def print_coverage(directory, targets):
    """The coverage table of docs/tables.md (Measured): rows, mapped for any
    release, unsupported, with hip_since, mapped per target, per family."""
    fams = {}
    for path in mapping_files(directory):
        with open(path) as f:
            data = yaml.safe_load(f) or {}
        # one line per file (runtime-removed.yaml apart from runtime.yaml);
        # ptx.yaml is a table of another kind (docs/ptx.md)
        if not isinstance(data, dict) or "rows" not in data or \
                os.path.basename(path) == "ptx.yaml":
            continue
        fams.setdefault(os.path.basename(path)[:-len(".yaml")], []).extend(data["rows"])
    head = ["family", "rows", "mapped (any release)", "unsupported", "with `hip_since`"] + \
        ["mapped at %s" % t for t in targets]
    print("| " + " | ".join(head) + " |")
    print("| --- |" + " ---: |" * (len(head) - 1))
    total = [0] * (len(head) - 1)
    for fam in sorted(fams):
        rows = fams[fam]
        cells = [len(rows), sum(mapped_at(r, None) for r in rows),
                 sum(r.get("status") == "unsupported" for r in rows),
                 sum(bool(r.get("hip_since")) for r in rows)] + \
            [sum(mapped_at(r, t) for r in rows) for t in targets]
        total = [a + b for a, b in zip(total, cells)]
        print("| %s | %s |" % (fam, " | ".join(str(c) for c in cells)))
    print("| **all** | %s |" % " | ".join(str(c) for c in total))
    return 0


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--index", default=hipidx.DEFAULT_PATH,
                    help="the HIP API index (default: <repo>/mappings/hip-index.tsv)")
    ap.add_argument("--mappings", default=os.path.join(ROOT, "mappings"),
                    help="mappings directory (default: <repo>/mappings)")
    ap.add_argument("--family", action="append", choices=[f.name for f in FAMILIES],
                    help="only this family (repeatable; default: all)")
    ap.add_argument("--output", default=None,
                    help="file to write (only with one --family; default: "
                    "<mappings>/<the family's file>)")
    ap.add_argument("--check", action="store_true",
                    help="write nothing; exit 1 if a public CUDA name has no row")
    ap.add_argument("--print-missing", action="store_true",
                    help="write nothing; print the public CUDA names without a row")
    ap.add_argument("--diff", action="store_true",
                    help="write nothing; print how regeneration would change the "
                    "output files and exit 1 if it would")
    ap.add_argument("--coverage", metavar="X.Y,...",
                    help="write nothing; print, per family of the tables, the rows "
                    "mapped for any release and for each target release given")
    args = ap.parse_args(argv)
    if args.coverage:
        return print_coverage(args.mappings, args.coverage.split(","))
    global INDEX_RANGE
    INDEX_RANGE = index_range(args.index)
    fams = [f for f in FAMILIES if not args.family or f.name in args.family]
    if args.output and len(fams) != 1:
        ap.error("--output needs exactly one --family")

    # rows of every mapping file
    all_rows = []
    for path in mapping_files(args.mappings):
        try:
            all_rows.extend(load_rows(path))
        except yaml.YAMLError as e:
            print("warning: %s: cannot parse: %s" % (path, e), file=sys.stderr)

    if args.check or args.print_missing:
        have = {r.get("cuda") for r in all_rows}
        total = 0
        for fam in fams:
            cuda = cuda_public(args.cuda_path, fam)
            if not cuda:
                print("error: no CUDA %s declarations found under %s"
                      % (fam.name, args.cuda_path), file=sys.stderr)
                return 2
            wanted = dict(removed_names(args.cuda_path, cuda)) if fam.removed else {}
            n_removed = len(wanted)
            wanted.update(cuda)
            missing = sorted((n for n in wanted if n not in have),
                             key=lambda n: (KIND_ORDER.index(wanted[n]["kind"]), n))
            total += len(missing)
            for n in missing:
                i = wanted[n]
                print("missing: %s (%s, %s:%d)" % (n, i["kind"],
                                                   os.path.basename(i["file"]), i["line"])
                      if args.check else n)
            if not args.check:
                continue
            if fam.removed:
                print("checked %d public CUDA %s names and %d removed ones, %d missing"
                      % (len(cuda), fam.name, n_removed, len(missing)))
            else:
                print("checked %d public CUDA %s names, %d missing"
                      % (len(cuda), fam.name, len(missing)))
        return 1 if args.check and total else 0

    status = 0
    for fam in fams:
        t0 = time.time()
        output = args.output or os.path.join(args.mappings, fam.output)
        rows, cuda = derive(fam, args, all_rows, output)
        if not cuda:
            print("error: no CUDA %s declarations found under %s"
                  % (fam.name, args.cuda_path), file=sys.stderr)
            return 2
        text = emit(rows, header(fam), fam.name)
        old = None
        if os.path.exists(output):
            with open(output) as f:
                old = f.read()
        # later families see this file as it is after regeneration
        out_abs = os.path.abspath(output)
        kept = [r for r in all_rows if os.path.abspath(r.file) != out_abs]
        for r in rows:
            rr = Row(r)
            rr.file = output
            kept.append(rr)
        all_rows = kept
        if args.diff:
            import difflib
            rel = display_path(output)
            diff = list(difflib.unified_diff((old or "").splitlines(True),
                                             text.splitlines(True), rel,
                                             rel + " (regenerated)"))
            sys.stdout.writelines(diff)
            print("%s is %s" % (rel, "stale: run scripts/derive_mappings.py" if diff
                                else "up to date"))
            status = status or (1 if diff else 0)
            continue
        if old != text:
            with open(output, "w") as f:
                f.write(text)
        st = {"enumerated": len(cuda), "rows": len(rows)}
        for r in rows:
            st[r.get("status", "supported")] = st.get(r.get("status", "supported"), 0) + 1
        st["curated"] = sum(1 for r in rows if is_curated(r, fam))
        print("%s %s: %s (%.1fs)" % ("wrote" if old != text else "unchanged",
                                     display_path(output),
                                     ", ".join("%s %d" % kv for kv in st.items()),
                                     time.time() - t0))
    return status


if __name__ == "__main__":
    sys.exit(main())
