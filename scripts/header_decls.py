"""Enumerate the declarations of installed CUDA and HIP headers with libclang.

Shared by scripts/derive_mappings.py (the table generator) and
scripts/verify_hip_names.py (the table verifier).  Nothing here is copied from
another project: every name comes from parsing the headers installed on this
machine.

A *declaration* is one of

  function  a function or function template declared at namespace scope
  type      a typedef, alias, struct, union, class, enum or class template
  enum      an enumerator (a constant of an enum)
  macro     a #define; ``function_like`` tells object-like and function-like apart
  var       a variable at namespace scope

Only declarations at namespace scope are reported (members of classes are
not).  Declarations inside a named namespace carry it in ``scope``
("ns::inner::").  Enumerators are reported at the scope of their enum (C-style
unscoped enums); enumerators of a scoped enum (``enum class``) get the enum
name in their scope.
"""

import ctypes
import glob
import os
import re
import sys
from collections import namedtuple

import clang.cindex as ci

DEFAULT_LIBCLANG = "/usr/lib/llvm-22/lib/libclang-22.so"

Decl = namedtuple("Decl", "name kind file line scope function_like deprecated "
                          "usr parent value")
Decl.__new__.__defaults__ = ("", "", None)

_configured = False
_is_macro_function_like = None


def setup_libclang(path=None):
    """Point the Python bindings at libclang (once)."""
    global _configured, _is_macro_function_like
    if _configured:
        return
    path = path or os.environ.get("HIPIFY_LIBCLANG") or DEFAULT_LIBCLANG
    if os.path.exists(path):
        ci.Config.set_library_file(path)
    lib = ci.conf.lib
    # The Python bindings of some releases lack Cursor.is_macro_function_like;
    # call the C entry point directly.
    fn = lib.clang_Cursor_isMacroFunctionLike
    fn.argtypes = [ci.Cursor]
    fn.restype = ctypes.c_uint
    _is_macro_function_like = fn
    _configured = True


def clang_resource_dir():
    """The resource directory of the libclang in use (…/lib/clang/<N>)."""
    lib = ci.conf.lib._name if hasattr(ci.conf.lib, "_name") else DEFAULT_LIBCLANG
    base = os.path.dirname(os.path.realpath(lib))
    dirs = sorted(glob.glob(os.path.join(base, "clang", "*")))
    if not dirs:
        dirs = sorted(glob.glob("/usr/lib/llvm-22/lib/clang/*"))
    return dirs[-1] if dirs else None


_DECL_TYPE_KINDS = {
    ci.CursorKind.TYPEDEF_DECL,
    ci.CursorKind.TYPE_ALIAS_DECL,
    ci.CursorKind.TYPE_ALIAS_TEMPLATE_DECL,
    ci.CursorKind.STRUCT_DECL,
    ci.CursorKind.UNION_DECL,
    ci.CursorKind.CLASS_DECL,
    ci.CursorKind.CLASS_TEMPLATE,
    ci.CursorKind.ENUM_DECL,
}
_RECORD_KINDS = {ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL,
                 ci.CursorKind.CLASS_DECL}


def _deprecated(cursor):
    try:
        return cursor.availability == ci.AvailabilityKind.DEPRECATED
    except Exception:  # pragma: no cover - old bindings
        return False


def _walk(cursor, out, keep_file, scope, file_cache, record_macro_bodies=False):
    K = ci.CursorKind
    for c in cursor.get_children():
        k = c.kind
        if k in (K.LINKAGE_SPEC, K.UNEXPOSED_DECL):
            _walk(c, out, keep_file, scope, file_cache, record_macro_bodies)
            continue
        if k == K.NAMESPACE:
            inner = scope + c.spelling + "::" if c.spelling else scope
            _walk(c, out, keep_file, inner, file_cache, record_macro_bodies)
            continue
        f = c.location.file
        if f is None:
            continue
        fname = f.name
        path = file_cache.get(fname)
        if path is None:
            path = os.path.normpath(os.path.realpath(fname))
            file_cache[fname] = path
        if not keep_file(path):
            continue
        line = c.location.line
        if k == K.MACRO_DEFINITION:
            fl = bool(_is_macro_function_like(c))
            body = ""
            if not fl and record_macro_bodies:
                # the replacement list (object-like macros only): lets the
                # generator see that ``#define cuMemAlloc cuMemAlloc_v2``
                # stands for a function
                toks = [t.spelling for t in c.get_tokens()][1:]
                body = " ".join(toks[:32])
            out.append(Decl(c.spelling, "macro", path, line, "", fl, False,
                            "", "", body or None))
        elif k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
            # value: the number of parameters (None for templates, variadic
            # functions count their named parameters)
            nargs = len(list(c.get_arguments())) if k == K.FUNCTION_DECL else None
            out.append(Decl(c.spelling, "function", path, line, scope, False,
                            _deprecated(c), "", "", nargs))
        elif k in _DECL_TYPE_KINDS:
            name = c.spelling
            anonymous = k != K.TYPEDEF_DECL and k != K.TYPE_ALIAS_DECL and c.is_anonymous()
            if k in (K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL):
                # identify the enum/record the alias names (through
                # elaborated types and further typedefs)
                target = c.underlying_typedef_type.get_canonical().get_declaration()
                usr = target.get_usr() if target is not None else ""
            else:
                usr = c.get_usr()
            if name and not anonymous and " " not in name and "(" not in name:
                out.append(Decl(name, "type", path, line, scope, False,
                                _deprecated(c), usr, ""))
            if k == K.ENUM_DECL:
                escope = scope
                if c.is_scoped_enum():
                    escope = scope + name + "::"
                for e in c.get_children():
                    if e.kind == K.ENUM_CONSTANT_DECL:
                        out.append(Decl(e.spelling, "enum", path, e.location.line,
                                        escope, False, _deprecated(e), "", usr,
                                        e.enum_value))
        elif k == K.VAR_DECL:
            out.append(Decl(c.spelling, "var", path, line, scope, False,
                            _deprecated(c)))


def parse_decls(source, args, keep_file, name="hipify_enum.cpp", macro_bodies=False):
    """Parse ``source`` (text) with ``args`` and return (decls, errors).
    With ``macro_bodies``, object-like macros carry their replacement list
    (up to 32 tokens, space-separated) in ``value``."""
    setup_libclang()
    index = ci.Index.create()
    opts = (ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
            | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
            | ci.TranslationUnit.PARSE_INCOMPLETE)
    tu = index.parse(name, args=args, unsaved_files=[(name, source)], options=opts)
    errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    out = []
    _walk(tu.cursor, out, keep_file, "", {}, macro_bodies)
    return out, errors


# --------------------------------------------------------------------- CUDA

def cuda_args(cuda_path):
    return ["-x", "cuda", "--cuda-host-only", "--cuda-path=" + cuda_path,
            "-Wno-unknown-cuda-version", "-std=c++17",
            "-I" + os.path.join(cuda_path, "include"),
            "-I" + os.path.join(cuda_path, "include", "cccl")]


def cuda_device_args(cuda_path):
    """Host-side parse of CUDA's *own* device headers: without clang's CUDA
    wrapper headers (-nocudainc), which replace crt/math_functions.h,
    crt/device_functions.h and the sm_*_intrinsics.h declarations by clang's
    __clang_cuda_*.h ones, and with __CUDACC__ defined as nvcc would.  The
    parse reports errors (host compiler version check, host/device
    overloads of clock/memset/...); the declarations are complete anyway."""
    return cuda_args(cuda_path) + ["-nocudainc", "-D__CUDACC__"]


def cuda_decls(cuda_path, headers, includes, args=None, macro_bodies=False):
    """Declarations of the CUDA headers named in ``headers`` (paths
    relative to <cuda>/include), reached by including ``includes``."""
    inc = os.path.normpath(os.path.realpath(os.path.join(cuda_path, "include")))
    wanted = {os.path.normpath(os.path.join(inc, h)) for h in headers}
    src = "".join("#include <%s>\n" % h for h in includes)
    return parse_decls(src, args or cuda_args(cuda_path), lambda p: p in wanted,
                       name="hipify_cuda_enum.cu", macro_bodies=macro_bodies)


# ---------------------------------------------------------------------- HIP

# Headers whose declarations form "the installed HIP headers".  Missing ones
# are skipped so the scripts still run where a library is not installed.
HIP_INCLUDES = [
    "hip/hip_runtime.h",
    "hip/hip_runtime_api.h",
    "hip/hip_fp16.h",
    "hip/hip_bfloat16.h",
    "hip/hip_complex.h",
    "hip/hip_cooperative_groups.h",
    "hip/hip_ext.h",
    "hip/hip_profile.h",
    "hip/hiprtc.h",
    "hip/hip_texture_types.h",
    "hip/surface_types.h",
    "hip/device_functions.h",
    "hip/math_functions.h",
    "hip/library_types.h",
    "hipsparse/hipsparse.h",
    "hiprand/hiprand.h",
    "hiprand/hiprand_kernel.h",
    "rocrand/rocrand.h",
    "rocrand/rocrand_kernel.h",
    "rocprim/rocprim.hpp",
]
HIP_DIRS = ["hip", "hipsparse", "hiprand", "rocrand", "rocprim"]


def hip_args(include_root):
    args = ["-x", "hip", "--offload-arch=gfx90a", "-nogpulib", "-nogpuinc",
            "-std=c++17",
            "-D__HIP_PLATFORM_AMD__", "-D__HIP_PLATFORM_HCC__",
            # normally predefined by the device compiler; HIP 5.2's warp
            # functions use it in host code too
            "-D__AMDGCN_WAVEFRONT_SIZE=64",
            "-I" + include_root]
    res = clang_resource_dir()
    if res:
        # HIP 5.2 includes <include/cuda_wrappers/...> relative to the
        # clang resource directory
        args.append("-I" + res)
    return args


def hip_decls(include_root="/usr/include", dirs=HIP_DIRS, includes=HIP_INCLUDES):
    setup_libclang()
    root = os.path.normpath(os.path.realpath(include_root))
    prefixes = tuple(os.path.join(root, d) + os.sep for d in dirs)
    incs = [h for h in includes if os.path.exists(os.path.join(root, h))
            and h.split("/")[0] in dirs]
    src = "".join("#include <%s>\n" % h for h in incs)
    return parse_decls(src, hip_args(root), lambda p: p.startswith(prefixes),
                       name="hipify_hip_enum.hip")


def find_clang():
    """The clang++ that goes with the libclang in use."""
    cands = [os.environ.get("HIPIFY_CLANG", "")]
    lib = getattr(ci.conf.lib, "_name", DEFAULT_LIBCLANG)
    cands.append(os.path.join(os.path.dirname(os.path.dirname(os.path.realpath(lib))),
                              "bin", "clang++"))
    cands += ["/usr/lib/llvm-22/bin/clang++", "/usr/bin/clang++-22"]
    for c in cands:
        if c and os.access(c, os.X_OK):
            return c
    return None


def _predefined(clang, args):
    import subprocess
    try:
        out = subprocess.run([clang] + args + ["-dM", "-E", "-"], input="",
                             capture_output=True, text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return set()
    names = set()
    for line in out.stdout.splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0] == "#define":
            names.add(parts[1].split("(")[0])
    return names


def hip_predefined_macros():
    """Macros a HIP compilation for AMD predefines (host or device side) that
    a plain C++ compilation does not: __HIPCC__, __HIP_DEVICE_COMPILE__, ...
    They are declared by the compiler rather than by a header."""
    setup_libclang()
    clang = find_clang()
    if not clang:
        return set()
    hip = ["-x", "hip", "--offload-arch=gfx90a", "-nogpulib", "-nogpuinc"]
    names = _predefined(clang, hip + ["--cuda-host-only"])
    names |= _predefined(clang, hip + ["--cuda-device-only"])
    # The memory orders of the __atomic builtins are predefined for C++ too,
    # and they are what HIP device code passes them (the __nv_atomic_* rows).
    orders = {n for n in names if re.fullmatch(r"__ATOMIC_[A-Z_]+", n)}
    return (names - _predefined(clang, ["-x", "c++"])) | orders


def hip_device_builtins(names):
    """The names of ``names`` that a HIP device compilation for AMD has as
    compiler builtins (``__builtin_amdgcn_fence``, ``__atomic_fetch_add``):
    declared by the compiler, not by a header, so the HIP API index cannot
    hold them. Checked with
    ``__has_builtin`` in one compilation; a row's lit test builds its output
    with the HIP release's own hipcc."""
    import subprocess
    names = sorted(n for n in names
                   if re.fullmatch(r"__builtin_\w+|__atomic_\w+", n))
    setup_libclang()
    clang = find_clang()
    if not names or not clang:
        return set()
    probe = "".join("int has_%d = __has_builtin(%s);\n" % (i, n)
                    for i, n in enumerate(names))
    try:
        out = subprocess.run([clang, "-x", "hip", "--cuda-device-only",
                              "--offload-arch=gfx90a", "-nogpulib", "-nogpuinc",
                              "-E", "-"], input=probe, capture_output=True,
                             text=True, timeout=60)
    except (OSError, subprocess.SubprocessError):
        return set()
    found = set()
    for line in out.stdout.splitlines():
        m = re.fullmatch(r"int has_(\d+) = 1;", line.strip())
        if m:
            found.add(names[int(m.group(1))])
    return found


def qualified_names(decl):
    """Names under which ``decl`` can be referred to: the bare name at global
    scope; for a namespace member, every qualified suffix of its path
    (``c::x``, ``b::c::x``, ``a::b::c::x``) but not the bare name."""
    if decl.kind == "macro" or not decl.scope:
        return [decl.name]
    parts = decl.scope[:-2].split("::")
    return ["::".join(parts[i:] + [decl.name]) for i in range(len(parts))]


if __name__ == "__main__":  # debugging aid: dump HIP declarations
    decls, errs = hip_decls()
    for e in errs:
        print("error:", e, file=sys.stderr)
    for d in decls:
        print(d.kind, d.scope + d.name, d.file, d.line)
