#!/usr/bin/python3
"""Derive the CUDA -> HIP mapping tables of mappings/ from installed headers.

    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda
    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda --check
    /usr/bin/python3 scripts/derive_mappings.py --cuda-path /usr/local/cuda --diff
    /usr/bin/python3 scripts/derive_mappings.py --family driver --print-missing

One generator, one configuration per API family (FAMILIES below: runtime,
device, half, complex, driver, rand, sparse, rtc), each written to its own
mappings/<file>.yaml.  For each family the generator

1. enumerates the public declarations of the family's CUDA headers by
   parsing them with libclang;
2. enumerates the declarations of the installed HIP headers
   (header_decls.py), restricted to the family's HIP directories;
3. proposes one row per public CUDA name by name correspondence (the
   family's rules); a name without a HIP counterpart becomes
   ``status: unsupported``;
4. keeps curated rows: a row of the output file whose ``note`` starts with
   ``curated:`` or that carries a field the generator never writes (args,
   roc -- except for families that derive it --, hip_since, cuda_since,
   cuda_removed, verified, defined_only) is written back unchanged; a CUDA
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

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))

GENERATED_FIELDS = ("cuda", "hip", "kind", "status", "note")
ALL_FIELDS = ("cuda", "hip", "kind", "status", "note", "args", "roc",
              "hip_since", "cuda_since", "cuda_removed", "verified",
              "defined_only")
KIND_ORDER = ("function", "type", "enum", "macro", "header")

NOTE_NO_HIP = "no HIP counterpart in HIP 5.2 headers"

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
    hip_dirs    directories under /usr/include the HIP names must come from
    roc_rules   like rules, for the ``roc`` field (roc_dirs: where)
    value_enums CUDA enums whose HIP counterpart keeps the numeric values
    fuzzy_enums pair enumerators after their prefix ignoring case and "_"
    removed     also require rows for generated_cudart_removed_meta.h names
    arity_check a function whose HIP candidate has no overload with as many
                parameters is not mapped (cuLaunchKernel is not hipLaunchKernel)
    notes       (regex, note): the note of a name without HIP counterpart that
                the regex matches, in place of the generic one
    intro       file header text
    """

    def __init__(self, name, output, title, headers, includes, rules=(),
                 device=False, kinds=("function", "type", "enum", "macro"),
                 reserved_ok=False, private=None, identity=None, prefix=None,
                 hip_dirs=("hip",), roc_rules=(), roc_dirs=(), value_enums=(),
                 fuzzy_enums=False, removed=False, notes=(), arity_check=False,
                 intro=()):
        self.name, self.output, self.title = name, output, title
        self.headers, self.includes = headers, includes
        self.rules, self.device, self.kinds = rules, device, set(kinds)
        self.reserved_ok = reserved_ok
        self.private = re.compile(private) if private else None
        self.identity = re.compile(identity) if identity else None
        self.prefix = re.compile(prefix) if prefix else None
        self.hip_dirs, self.roc_rules, self.roc_dirs = hip_dirs, roc_rules, roc_dirs
        self.value_enums, self.fuzzy_enums = set(value_enums), fuzzy_enums
        self.removed, self.intro = removed, intro
        self.notes = [(re.compile(p), n) for p, n in notes]
        self.arity_check = arity_check
        self.generated_fields = GENERATED_FIELDS + (("roc",) if roc_rules else ())


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
           "...) and the installed HIP 5.2 headers (/usr/include/hip)."])

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
         "derived: HIP 5.2 has no block-scope atomics; the device-scope one is "
         "at least as strong"),
    ],
    notes=[
        (r"^__(match|reduce)_\w+_sync$", "HIP 5.2 has no warp match/reduce "
         "functions; emulate with __shfl_xor/__ballot"),
        (r"^__(shfl|ballot|any|all|uni)\w*_sync$|^__syncwarp$", "HIP 5.2 has no *_sync "
         "warp functions"),
        (r"^__cluster|^__\w*[Cc]luster", "thread block clusters do not exist in HIP 5.2"),
        (r"^atomic\w+_system$", "HIP 5.2 has no system-scope variant of this atomic"),
    ],
    intro=["Derived from CUDA's own device headers (crt/math_functions.h,",
           "crt/device_functions.h, sm_*_intrinsics.h, *_atomic_functions.h, ...;",
           "parsed without clang's CUDA wrapper headers) and the installed HIP 5.2",
           "headers: a device function maps to the HIP function of the same name.",
           "HIP 5.2 has no *_sync warp functions: the curated rows drop the mask."])

HALF = Family(
    "half", "half.yaml", "CUDA half and bfloat16 (cuda_fp16.h, cuda_bf16.h) -> HIP",
    headers=["cuda_fp16.h", "cuda_fp16.hpp", "cuda_bf16.h", "cuda_bf16.hpp"],
    includes=["cuda_fp16.h", "cuda_bf16.h"],
    reserved_ok=True,
    # guards and declaration-specifier helpers of the headers
    private=r"^(__CUDA_|__CUDACC|__BINARY_OP|__COMPARISON_OP|___CUDA|__internal_|__nv_cvt"
            r"|__hsin_internal|__hcos_internal|__float_simpl_|warpSize$)",
    identity=r".",
    # CUDA 13 spells the half types also __nv_half, nv_half, ...
    prefix=r"^(__)?nv_half",
    rules=[
        (r"^(__)?nv_(half\w*)$", r"\1\2", {"type"},
         "derived: CUDA alias of the __half type of the same name"),
    ],
    notes=[
        (r"bfloat16|BF16", "HIP 5.2 has no __nv_bfloat16 intrinsics; hip_bfloat16 "
         "(hip/hip_bfloat16.h) is a class with float conversions and arithmetic operators"),
    ],
    intro=["Derived from the public names of cuda_fp16.h and cuda_bf16.h and the",
           "installed HIP 5.2 headers (hip/amd_detail/amd_hip_fp16.h, hip_bfloat16.h):",
           "a name maps to the HIP declaration of the same name."])

COMPLEX = Family(
    "complex", "complex.yaml", "CUDA cuComplex.h -> HIP hip_complex.h",
    headers=["cuComplex.h"], includes=["cuComplex.h"],
    prefix=r"^(cu|make_cu)[A-Z]",
    rules=[
        (r"^make_cu(.+)$", r"make_hip\1", None, None),
        (r"^cu(.+)$", r"hip\1", None, None),
    ],
    intro=["Derived from the public names of cuComplex.h and the installed HIP 5.2",
           "headers (hip/hip_complex.h) by the prefix swap cuX -> hipX."])


def _drv_type(m):
    return "hip" + camel(m.group(1))


DRIVER = Family(
    "driver", "driver.yaml", "CUDA driver API (cuda.h) -> HIP",
    headers=["cuda.h"], includes=["cuda.h"],
    prefix=r"^(cu|CU|cuda)",
    rules=[
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
        (r"^CU_([A-Z0-9_]+)$", r"HIP_\1", None, None),
    ],
    value_enums=["CUresult", "cudaError_enum"], fuzzy_enums=True, arity_check=True,
    intro=["Derived from the public names of cuda.h and the installed HIP 5.2 headers",
           "(the driver-style API of hip/hip_runtime_api.h): cuX -> hipX, CUx ->",
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
    hip_dirs=("hiprand",),
    roc_rules=[
        (r"^curand(_.*)$", r"rocrand\1", None, None),
        (r"^curand([A-Z]\w*)$", lambda m: "rocrand_" + snake(m.group(1)), None, None),
        (r"^CURAND(_.*)$", r"ROCRAND\1", None, None),
    ],
    roc_dirs=("rocrand",), fuzzy_enums=True,
    intro=["Derived from the public names of curand.h, curand_kernel.h and the",
           "curand_*.h device headers and the installed hipRAND headers",
           "(/usr/include/hiprand): curandX -> hiprandX, CURAND_X -> HIPRAND_X; the",
           "roc field names the rocRAND spelling (/usr/include/rocrand) where it exists."])

SPARSE = Family(
    "sparse", "sparse.yaml", "cuSPARSE -> hipSPARSE",
    headers=["cusparse.h"], includes=["cusparse.h"],
    private=r"^(CUSPARSE_H_|CUSPARSEAPI|CUSPARSE_DEPRECATED\w*|CUSPARSE_CPP_VERSION)$",
    prefix=r"^(cusparse|CUSPARSE)",
    rules=[
        (r"^cusparse(.*)$", r"hipsparse\1", None, None),
        (r"^CUSPARSE(.*)$", r"HIPSPARSE\1", None, None),
    ],
    hip_dirs=("hipsparse",), fuzzy_enums=True,
    intro=["Derived from the public names of cusparse.h and the installed hipSPARSE",
           "header (/usr/include/hipsparse): cusparseX -> hipsparseX, CUSPARSE_X ->",
           "HIPSPARSE_X."])

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
    intro=["Derived from the public names of nvrtc.h and the installed hip/hiprtc.h:",
           "nvrtcX -> hiprtcX, NVRTC_X -> HIPRTC_X."])

# Generation order: a name enumerated by two families goes to the first.
FAMILIES = [RUNTIME, DEVICE, HALF, COMPLEX, DRIVER, RAND, SPARSE, RTC]
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


def cuda_public(cuda_path, fam):
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


_HIP = {}


def hip_index(include_root, dirs):
    """name -> info over the HIP declarations of ``dirs`` (global scope)."""
    key = (include_root, tuple(dirs))
    if key in _HIP:
        return _HIP[key]
    if include_root not in _HIP:
        # one parse of every HIP header the generator matches against
        # (rocprim, which only the verifier needs, is left out)
        decls, errors = header_decls.hip_decls(
            include_root, dirs=["hip", "hiprand", "hipsparse", "rocrand"],
            includes=[h for h in header_decls.HIP_INCLUDES if not h.startswith("rocprim")])
        if errors:
            for e in errors[:20]:
                print("warning: HIP parse: %s" % e, file=sys.stderr)
        _HIP[include_root] = decls
    root = os.path.normpath(os.path.realpath(include_root))
    prefixes = tuple(os.path.join(root, d) + os.sep for d in dirs)
    idx = {}
    for d in _HIP[include_root]:
        if d.scope or not d.file.startswith(prefixes):
            continue
        e = idx.setdefault(d.name, {"kinds": set(), "deprecated": False,
                                    "file": d.file, "usr": "", "parent": "",
                                    "value": d.value})
        e["kinds"].add(d.kind)
        e["deprecated"] = e["deprecated"] or d.deprecated
        e["usr"] = e["usr"] or d.usr
        e["parent"] = e["parent"] or d.parent
        if d.kind == "function":
            e.setdefault("arity", set()).add(d.value)
    _HIP[key] = idx
    return idx


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
    ok = COMPATIBLE[kind]
    for pat, repl, kinds, note in rules:
        if kinds is not None and kind not in kinds:
            continue
        if not pat.match(name):
            continue
        cand = pat.sub(repl, name)
        h = index.get(cand)
        if h and h["kinds"] & ok:
            return cand, note
    return None, NOTE_NO_HIP


def propose(name, info, hip, fam):
    """Return (hip_name, note) or (None, note)."""
    kind = info["kind"]
    identity = fam.identity.match(name) if fam.identity else \
        not (fam.prefix and fam.prefix.match(name))
    if identity:
        h = hip.get(name)
        if h and h["kinds"] & COMPATIBLE[kind]:
            return name, None
        if not fam.prefix or not fam.prefix.match(name):
            return None, NOTE_NO_HIP
    return apply_rules(name, kind, fam.rules, hip)


def unsupported_note(name, fam):
    for pat, note in fam.notes:
        if pat.search(name):
            return note
    return NOTE_NO_HIP


def derive_enumerators(cuda, hip, proposals, fam):
    """Map the enumerators of a CUDA enum whose type maps to a HIP enum by
    their name after the enum's common prefix: e.g. cudaDeviceAttr ->
    hipDeviceAttribute_t gives cudaDevAttrMaxThreadsPerBlock ->
    hipDeviceAttributeMaxThreadsPerBlock.  Only enumerators the rules left
    unmapped are touched, and only onto enumerators of that very HIP enum.
    With fam.fuzzy_enums the names after the prefixes are compared ignoring
    case and underscores (CU_DEVICE_ATTRIBUTE_MAX_THREADS_PER_BLOCK ->
    hipDeviceAttributeMaxThreadsPerBlock)."""
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
        if pc or ph or fam.fuzzy_enums:
            for m in cm:
                if proposals[m][0]:
                    continue
                suffix = m[len(pc):]
                cand = hset.get(suffix) if (pc and ph) else None
                if cand is None and fam.fuzzy_enums and len(hnorm.get(norm(suffix), [])) == 1:
                    cand = hnorm[norm(suffix)][0]
                if cand:
                    proposals[m] = (cand, "derived: enumerator of %s with the same "
                                    "name after the prefix (%s -> %s)" % (hip_type, pc, ph))
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


NOTE_SIGNATURE = ("CUDA changed the signature (generated_cudart_removed_meta.h "
                  "lists an older one): check the arguments against the HIP function")


def generate_row(name, info, hip, proposal, changed=(), roc=None):
    hip_name, note = proposal
    row = {"cuda": name, "kind": info["kind"]}
    if hip_name is None:
        row["status"] = "unsupported"
        if info["deprecated"]:
            note = note + "; deprecated in CUDA 13"
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
        notes.append("deprecated in CUDA 13")
    else:
        row["status"] = "supported"
    if hip[hip_name]["deprecated"]:
        notes.append("the HIP name is deprecated in HIP 5.2")
    if notes:
        row["note"] = "; ".join(notes)
    if roc:
        row["roc"] = roc
    return row


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
        "does not write (args, %ship_since, cuda_since, cuda_removed, verified," %
        ("" if fam.roc_rules else "roc, "),
        "defined_only) -- are kept as they are on regeneration; edit them here.",
        "Comments inside this file are not kept."])


def display_path(path):
    """``path`` relative to the repository when inside it."""
    p = os.path.abspath(path)
    return os.path.relpath(p, ROOT) if p.startswith(ROOT + os.sep) else p




def derive(fam, args, all_rows, output):
    """The rows of ``fam``'s output file, and the enumerated CUDA names."""
    cuda = cuda_public(args.cuda_path, fam)
    out_abs = os.path.abspath(output)
    hip = hip_index(args.hip_include, fam.hip_dirs)
    roc = hip_index(args.hip_include, fam.roc_dirs) if fam.roc_rules else None
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
        if n in proposals and h and h in hip and \
                (n in curated or n in others):
            proposals[n] = (h, None)
    derive_enumerators(cuda, hip, proposals, fam)
    changed = removed_names(args.cuda_path, cuda, present=True) if fam.removed else ()
    rows = []
    for name in cuda:
        if name in curated or name in others:
            continue
        roc_name = None
        if roc is not None:
            roc_name = apply_rules(name, cuda[name]["kind"], fam.roc_rules, roc)[0]
        proposal = proposals[name]
        if fam.arity_check and proposal[0] and cuda[name]["kind"] == "function":
            ca = cuda[name].get("arity") or set()
            ha = hip[proposal[0]].get("arity") or set()
            if None not in ca and None not in ha and ca and ha and not ca & ha:
                proposal = (None, "%s exists but takes %s parameters where %s takes "
                            "%s: a different API" % (proposal[0], "/".join(
                                str(x) for x in sorted(ha)), name,
                                "/".join(str(x) for x in sorted(ca))))
        if proposal[0] is None and proposal[1] == NOTE_NO_HIP:
            proposal = (None, unsupported_note(name, fam))
        rows.append(generate_row(name, cuda[name], hip, proposal, changed, roc_name))
    rows.extend(dict(r) for r in curated.values() if r.get("cuda") not in others)
    rows.sort(key=sort_key)
    return rows, cuda


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--cuda-path", default=os.environ.get("CUDA_PATH", "/usr/local/cuda"))
    ap.add_argument("--hip-include", default="/usr/include",
                    help="directory holding hip/, hiprand/, ... (default /usr/include)")
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
    args = ap.parse_args(argv)
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
