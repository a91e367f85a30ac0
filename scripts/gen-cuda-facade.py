#!/usr/bin/env python3
"""Generate the CUDA facade: headers named like CUDA's, built from hipify's
mapping tables (mappings/*.yaml) and the installed HIP headers.

hipify parses CUDA with clang. Without a CUDA installation it parses against
these headers instead (docs/facade.md): each mapped CUDA name is declared in
terms of its HIP counterpart, so the AST names what the user wrote and the
translator renames it as it would with the real SDK.

  type        typedef HIP CUDA;
  enum        static constexpr auto CUDA = HIP;
  macro       #define CUDA HIP          (function-like when HIP's is)
  function    each HIP overload's declaration, copied from the installed HIP
              header with the name replaced; rows with an argument template
              get a forwarding template whose return type is HIP's call
  otherwise   (no HIP counterpart, or one the installed HIP lacks) a
              permissive declaration: a class or function that accepts
              anything, so the parse goes on and the name is reported as
              unsupported rather than as a parse error

Nothing is taken from NVIDIA's headers: names come from our tables,
declarations from HIP's headers (parsed with libclang).

  scripts/gen-cuda-facade.py --mappings mappings --out build/cuda-facade/include
"""

import argparse
import glob
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import header_decls  # noqa: E402  (libclang set-up shared with the table tools)

import clang.cindex as ci  # noqa: E402

# Which CUDA header declares which table families. A CUDA header that the
# tables map (mappings/headers.yaml) but that is not listed here gets only
# the HIP header it maps to.
HEADER_FAMILIES = {
    "cuda_runtime.h": ["runtime", "device"],
    "cuda_runtime_api.h": ["runtime"],
    "driver_types.h": ["runtime"],
    "vector_types.h": ["runtime"],
    "vector_functions.h": ["runtime"],
    "texture_types.h": ["runtime"],
    "surface_types.h": ["runtime"],
    "channel_descriptor.h": ["runtime"],
    "library_types.h": ["runtime"],
    "cuda_device_runtime_api.h": ["runtime"],
    "device_functions.h": ["device"],
    "device_launch_parameters.h": ["runtime"],
    "cuda_profiler_api.h": ["runtime"],
    "cuda.h": ["driver"],
    "cuda_fp16.h": ["half"],
    "cuda_bf16.h": ["half"],
    "cuComplex.h": ["complex"],
    "math_constants.h": ["math-constants"],
    "cooperative_groups.h": ["cooperative-groups"],
    "nvrtc.h": ["rtc"],
    "curand.h": ["rand"],
    "curand_kernel.h": ["rand"],
    "cusparse.h": ["sparse"],
    "cusparse_v2.h": ["sparse"],
    "cublas_v2.h": ["blas"],
    "cublas.h": ["blas"],
    "cufft.h": ["fft"],
    "cusolverDn.h": ["solver", "blas"],
    "nccl.h": ["nccl"],
    "cudnn.h": ["dnn"],
}

# Every family header includes the runtime's (a library's types name
# cudaStream_t and friends).
BASE_FAMILY = "runtime"

# The annotation of declarations whose CUDA signature differs from HIP's
# (lib/Translate/NameRewriter.cpp reports calls to them).
APPROXIMATE = "hipify.facade.signature_differs"

# Names clang gives a meaning of its own in CUDA and HIP (device-side
# launches): their return type is fixed.
SPECIAL_FUNCTIONS = {"cudaGetParameterBuffer": "void *",
                     "cudaLaunchDevice": "int"}

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
NUMBER = re.compile(r"^[-+]?(0[xX][0-9A-Fa-f]+|[0-9]+)[uUlL]*$")


def load_rows(mappings):
    families = {}
    headers = []
    for path in sorted(glob.glob(os.path.join(mappings, "*.yaml"))):
        with open(path) as f:
            data = yaml.safe_load(f)
        if not isinstance(data, dict) or "rows" not in data:
            continue
        family = data.get("family", "")
        if family == "ptx":
            continue
        for row in data["rows"]:
            if not isinstance(row, dict) or "cuda" not in row or "kind" not in row:
                sys.exit("gen-cuda-facade: %s: a row without cuda or kind" % path)
            if row["kind"] == "header":
                headers.append(row)
            else:
                families.setdefault(family, []).append(row)
    return families, headers


def hip_headers_for(headers, include_dir):
    """CUDA header name -> the installed HIP header it maps to (or None)."""
    out = {}
    for row in headers:
        hip = row.get("hip") or ""
        if row.get("hip_since"):
            hip = row.get("older_hip", "")
        installed = hip and os.path.exists(os.path.join(include_dir, hip))
        out[row["cuda"]] = hip if installed else None
    return out


class HipDecls:
    """What the installed HIP headers declare, by name."""

    def __init__(self):
        self.functions = {}  # name -> [declaration text]
        self.types = set()
        self.values = set()  # enumerators and variables
        self.macros = {}  # name -> function-like?


def _text(cursor, source_cache):
    ext = cursor.extent
    f = ext.start.file
    if f is None or ext.end.file is None or ext.end.file.name != f.name:
        return None
    data = source_cache.get(f.name)
    if data is None:
        with open(f.name, "rb") as fh:
            data = fh.read()
        source_cache[f.name] = data
    end = ext.end.offset
    for child in cursor.get_children():
        if child.kind == ci.CursorKind.COMPOUND_STMT:
            end = child.extent.start.offset
            break
    return data[ext.start.offset:end].decode("utf-8", "replace")


def parse_hip(include_dir, hip_headers):
    header_decls.setup_libclang()
    source = "".join('#include <%s>\n' % h for h in hip_headers)
    args = ["-x", "hip", "--cuda-host-only", "-nogpulib", "-std=c++17",
            "-D__AMDGCN_WAVEFRONT_SIZE=64"]
    if os.path.realpath(include_dir) != "/usr/include":
        # /usr/include is searched already; naming it again would break
        # libstdc++'s #include_next.
        args += ["-isystem", include_dir]
    resource = header_decls.clang_resource_dir()
    if resource:
        args.append("-resource-dir=" + resource)
    index = ci.Index.create()
    tu = index.parse("facade-probe.hip", args=args,
                     unsaved_files=[("facade-probe.hip", source)],
                     options=ci.TranslationUnit.PARSE_DETAILED_PROCESSING_RECORD
                     | ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES)
    errors = [d for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    if errors:
        sys.exit("gen-cuda-facade: the HIP headers do not parse: %s" % errors[0])
    decls = HipDecls()
    cache = {}
    seen = set()
    K = ci.CursorKind

    def under_hip(cursor):
        f = cursor.location.file
        return f is not None and os.path.realpath(f.name).startswith(
            os.path.realpath(include_dir) + os.sep)

    def walk(cursor, top):
        for c in cursor.get_children():
            k = c.kind
            if k in (K.LINKAGE_SPEC, K.UNEXPOSED_DECL):
                walk(c, top)
                continue
            if k == K.NAMESPACE:
                continue  # namespaced names are not facade material
            if not under_hip(c):
                continue
            if k == K.MACRO_DEFINITION:
                decls.macros[c.spelling] = bool(
                    header_decls._is_macro_function_like(c))
            elif k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
                canonical = c.canonical
                usr = canonical.get_usr()
                if usr in seen:
                    continue
                seen.add(usr)
                text = _text(canonical, cache)
                if text:
                    decls.functions.setdefault(c.spelling, []).append(
                        (text, canonical.spelling))
            elif k in header_decls._DECL_TYPE_KINDS:
                if c.spelling and " " not in c.spelling:
                    decls.types.add(c.spelling)
                if k == K.ENUM_DECL:
                    for e in c.get_children():
                        if e.kind == K.ENUM_CONSTANT_DECL:
                            decls.values.add(e.spelling)
            elif k == K.VAR_DECL:
                decls.values.add(c.spelling)

    walk(tu.cursor, True)
    return decls


def rename_function(text, hip, cuda):
    """HIP's declaration text under the CUDA name: the first occurrence of
    HIP's name followed by '(' (or '<' for explicit specialisations) is the
    declarator's."""
    m = re.search(r"\b%s\b(?=\s*[(<])" % re.escape(hip), text)
    if not m:
        return None
    text = text[:m.start()] + cuda + text[m.end():]
    # No definition follows: `inline` without a body would only warn, a
    # default template argument or attribute stays as HIP wrote it.
    text = re.sub(r"\b(inline|__forceinline__|constexpr)\b", "", text)
    text = re.sub(r"__attribute__\s*\(\s*\(\s*always_inline\s*\)\s*\)", "", text)
    return text.strip() + ";"


def forwarding_template(cuda, hip, args):
    """A CUDA function whose arguments the row's template rearranges: a
    template taking what the CUDA call passes and returning what HIP's call
    returns (docs/mapping-format.md, `args`)."""
    fixed = 0
    pack = False
    for a in args:
        for m in re.finditer(r"\$(\d+)(\.\.\.)?", a):
            n = int(m.group(1))
            if m.group(2):
                pack = True
                fixed = max(fixed, n - 1)
            else:
                fixed = max(fixed, n)
    params = ["A%d&& a%d" % (i, i) for i in range(1, fixed + 1)]
    tparams = ["class A%d" % i for i in range(1, fixed + 1)]
    if pack:
        params.append("R&&... r")
        tparams.append("class... R")

    def expand(a):
        def one(m):
            n = int(m.group(1))
            if m.group(2):
                return ", ".join(["a%d" % i for i in range(n, fixed + 1)] + ["r..."])
            return "a%d" % n
        return re.sub(r"\$(\d+)(\.\.\.)?", one, a)

    call = "%s(%s)" % (hip, ", ".join(expand(a) for a in args))
    head = "template <%s> " % ", ".join(tparams) if tparams else ""
    # The annotation lets the translator tell the user that CUDA's own
    # signature is not known here (hipify-facade-signature).
    return ("%s__host__ __device__ __attribute__((annotate(\"%s\"))) "
            "auto %s(%s) -> decltype(%s);"
            % (head, APPROXIMATE, cuda, ", ".join(params), call))


def hip_target(row):
    """The HIP name the installed HIP (the oldest release the tables know,
    5.2, or an older_hip) should declare, and the argument template."""
    if row.get("status", "supported") in ("unsupported", "removed"):
        return None, None
    if row.get("older_fallback") == "definition":
        # The port writes its own definition (port-definitions.yaml); to the
        # parse it is a CUDA name HIP lacks, declared permissively.
        return None, None
    if row.get("hip_since"):
        return row.get("older_hip"), row.get("older_args", row.get("args"))
    return row.get("hip"), row.get("args")


def emit_family(family, rows, decls, out):
    lines = []
    declared = set()
    for row in rows:
        cuda = row["cuda"]
        kind = row["kind"]
        if not IDENT.match(cuda) or cuda in declared:
            continue
        hip, args = hip_target(row)
        if hip == cuda and not args and (
                cuda in decls.functions or cuda in decls.types or
                cuda in decls.values or cuda in decls.macros):
            continue  # HIP declares it under the same name
        if hip == cuda:
            hip = None  # the library that declares it is not installed
        if cuda in decls.functions or cuda in decls.types or \
                cuda in decls.values or cuda in decls.macros:
            continue  # HIP already has a declaration of that name
        declared.add(cuda)
        hip_ok = bool(hip) and IDENT.match(hip)
        if kind == "type":
            if hip_ok and (hip in decls.types):
                lines.append("typedef %s %s;" % (hip, cuda))
            else:
                lines.append("HIPIFY_FACADE_OPAQUE(%s);" % cuda)
        elif kind == "enum":
            if hip and (NUMBER.match(hip) or (hip_ok and (
                    hip in decls.values or (hip in decls.macros and not decls.macros[hip])))):
                lines.append("static constexpr auto %s = %s;" % (cuda, hip))
            else:
                lines.append("static constexpr int %s = HIPIFY_FACADE_UNIQUE;" % cuda)
        elif kind == "macro":
            if cuda.startswith("__"):
                continue  # compiler-defined (__CUDACC__, __CUDA_ARCH__): not ours to set
            if hip and NUMBER.match(hip):
                lines.append("#define %s %s" % (cuda, hip))
            elif hip_ok and hip in decls.macros:
                if decls.macros[hip]:
                    lines.append("#define %s(...) %s(__VA_ARGS__)" % (cuda, hip))
                else:
                    lines.append("#define %s %s" % (cuda, hip))
            elif hip_ok and (hip in decls.values or hip in decls.types):
                lines.append("#define %s %s" % (cuda, hip))
            else:
                lines.append("#define %s HIPIFY_FACADE_UNIQUE" % cuda)
        elif kind == "function" and row.get("older_fallback") == "definition" \
                and row["cuda"] in PORT_DEFINITIONS:
            # The port's own definition (port-definitions.yaml), and the CUDA
            # name forwarding to it: code using it parses as it compiles.
            lines.append(PORT_DEFINITIONS[cuda]["text"].rstrip("\n"))
            lines.append(forwarding_template(cuda, row["older_hip"], ["$1..."]))
        elif kind == "function" and cuda in SOLVE_BUFFERS and hip_ok and \
                takes_solve_buffer(decls.functions.get(hip, []), SOLVE_BUFFERS[cuda]):
            # CUDA's solve without the buffer HIP's takes after the descriptor
            # (solve-buffers.yaml; the port adds it: hipify-solve-buffer).
            lines.append(forwarding_template(cuda, hip, ["$1...", "nullptr"]))
        elif kind == "function":
            overloads = decls.functions.get(hip, []) if hip_ok else []
            if hip_ok and args is not None and (overloads or hip in decls.macros):
                lines.append(forwarding_template(cuda, hip, args))
            elif overloads:
                texts = [rename_function(t, hip, cuda) for t, _ in overloads]
                texts = [t for t in texts if t]
                if texts:
                    lines.extend(texts)
                else:
                    lines.append("HIPIFY_FACADE_ANY_FUNCTION(%s)" % cuda)
            elif hip_ok and hip in decls.macros and decls.macros[hip]:
                lines.append("#define %s(...) %s(__VA_ARGS__)" % (cuda, hip))
            elif cuda in SPECIAL_FUNCTIONS:
                lines.append("template <class... A> __host__ __device__ %s %s(A &&...);"
                             % (SPECIAL_FUNCTIONS[cuda], cuda))
            else:
                lines.append("HIPIFY_FACADE_ANY_FUNCTION(%s)" % cuda)
    path = os.path.join(out, "hipify_facade", family + ".h")
    guard = "HIPIFY_FACADE_" + re.sub(r"\W", "_", family).upper() + "_H"
    with open(path, "w") as f:
        f.write("// Generated by scripts/gen-cuda-facade.py from mappings/*.yaml\n"
                "// and the installed HIP headers: the CUDA %s names.\n" % family)
        f.write("#ifndef %s\n#define %s\n" % (guard, guard))
        f.write('#include "hipify_facade/prelude.h"\n')
        if family != BASE_FAMILY:
            f.write('#include "hipify_facade/%s.h"\n' % BASE_FAMILY)
        for hip_header in FAMILY_HIP_HEADERS.get(family, []):
            f.write("#include <%s>\n" % hip_header)
        f.write("\n".join(lines))
        f.write("\n#endif\n")


FAMILY_HIP_HEADERS = {}

# mappings/facts/port-definitions.yaml by CUDA name (read by main).
PORT_DEFINITIONS = {}
# mappings/facts/solve-buffers.yaml by CUDA solve (read by main).
SOLVE_BUFFERS = {}


def takes_solve_buffer(overloads, solve):
    """Whether the installed HIP's solve takes a parameter after the
    descriptor (the analysis' buffer)."""
    for text, _ in overloads:
        inside = text[text.find("(") + 1:text.rfind(")")]
        if inside.count(",") + 1 == solve["descriptor"] + 1:
            return True
    return False

PRELUDE = r"""// Generated by scripts/gen-cuda-facade.py: what every facade header needs.
#ifndef HIPIFY_FACADE_PRELUDE_H
#define HIPIFY_FACADE_PRELUDE_H
// The facade is parsed as HIP (clang -x hip): the kernel language comes from
// HIP's own headers. CUDA code tests these macros.
#ifndef __CUDACC__
#define __CUDACC__ 1
#endif
#ifndef CUDART_VERSION
#define CUDART_VERSION %(cudart)d
#endif
#ifndef CUDA_VERSION
#define CUDA_VERSION %(cudart)d
#endif
#ifndef __CUDACC_VER_MAJOR__
#define __CUDACC_VER_MAJOR__ %(major)d
#define __CUDACC_VER_MINOR__ %(minor)d
#endif
#define HIPIFY_CUDA_FACADE 1
#if __CLANG_HIP_RUNTIME_WRAPPER_INCLUDED__
// HIP 5.2's half-precision headers call two functions that clang's own HIP
// declarations no longer provide.
typedef _Float16 __hipify_facade_2f16 __attribute__((ext_vector_type(2)));
extern "C" __device__ _Float16 __llvm_amdgcn_rcp_f16(_Float16);
__device__ __hipify_facade_2f16 __llvm_amdgcn_rcp_2f16(__hipify_facade_2f16);
#endif
#include <hip/hip_runtime.h>

// Stands for any value: what a CUDA name with no HIP counterpart returns or
// is, so that code using it parses (and the name is reported as unsupported).
struct __hipify_facade_any {
  __host__ __device__ __hipify_facade_any() {}
  template <class T> __host__ __device__ __hipify_facade_any(const T &) {}
  template <class T> __host__ __device__ operator T() const { return T(); }
  template <class T>
  __host__ __device__ __hipify_facade_any &operator=(const T &) { return *this; }
};
// Comparisons where one side is such a value: one template binding both
// sides exactly, so that it beats the built-in operators (which need a
// conversion) and never ties with another candidate.
template <bool, class T = bool> struct __hipify_facade_if {};
template <class T> struct __hipify_facade_if<true, T> { typedef T type; };
template <class A, class B>
__host__ __device__ typename __hipify_facade_if<
    __is_base_of(__hipify_facade_any, A) ||
    __is_base_of(__hipify_facade_any, B)>::type
operator==(const A &, const B &);
template <class A, class B>
__host__ __device__ typename __hipify_facade_if<
    __is_base_of(__hipify_facade_any, A) ||
    __is_base_of(__hipify_facade_any, B)>::type
operator!=(const A &, const B &);

#define HIPIFY_FACADE_OPAQUE(Name) \
  struct Name : __hipify_facade_any { \
    using __hipify_facade_any::__hipify_facade_any; \
    using __hipify_facade_any::operator=; \
    __host__ __device__ Name() {} \
  }
#define HIPIFY_FACADE_ANY_FUNCTION(Name) \
  template <class... A> __host__ __device__ __hipify_facade_any Name(A &&...);
// Distinct values, so that two of them never collide in one switch.
#define HIPIFY_FACADE_UNIQUE (0x48490000 + __COUNTER__)
#endif
"""


def main():
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("--mappings", required=True)
    p.add_argument("--hip-include", default="/usr/include")
    p.add_argument("--out", required=True)
    p.add_argument("--cuda-version", default="13.0",
                   help="the CUDA release the facade claims to be "
                        "(CUDART_VERSION, __CUDACC_VER_MAJOR__)")
    opts = p.parse_args()
    if not os.path.exists(os.path.join(opts.hip_include, "hip", "hip_runtime.h")):
        sys.exit("gen-cuda-facade: no hip/hip_runtime.h under '%s'" % opts.hip_include)
    families, headers = load_rows(opts.mappings)
    with open(os.path.join(opts.mappings, "facts", "port-definitions.yaml")) as f:
        PORT_DEFINITIONS.update(
            (d["cuda"], d) for d in yaml.safe_load(f)["definitions"])
    with open(os.path.join(opts.mappings, "facts", "solve-buffers.yaml")) as f:
        SOLVE_BUFFERS.update((e["solve"], e) for e in yaml.safe_load(f)["solves"])
    hip_of = hip_headers_for(headers, opts.hip_include)
    for cuda_header, fams in HEADER_FAMILIES.items():
        hip = hip_of.get(cuda_header)
        for fam in fams:
            lst = FAMILY_HIP_HEADERS.setdefault(fam, [])
            if hip and hip not in lst:
                lst.append(hip)
    all_hip = ["hip/hip_runtime.h"]
    for lst in FAMILY_HIP_HEADERS.values():
        for h in lst:
            if h not in all_hip:
                all_hip.append(h)
    decls = parse_hip(opts.hip_include, all_hip)

    major, minor = (int(x) for x in opts.cuda_version.split("."))
    os.makedirs(os.path.join(opts.out, "hipify_facade"), exist_ok=True)
    with open(os.path.join(opts.out, "hipify_facade", "prelude.h"), "w") as f:
        f.write(PRELUDE % {"cudart": major * 1000 + minor * 10,
                           "major": major, "minor": minor})
    with open(os.path.join(opts.out, "hipify_facade", "implicit.h"), "w") as f:
        f.write("// Generated by scripts/gen-cuda-facade.py: what hipify includes\n"
                "// before every source, as nvcc includes cuda_runtime.h.\n"
                "#include <cuda_runtime.h>\n")
    for family, rows in sorted(families.items()):
        if family in ("cub", "thrust", "namespaces", "unavailable", "headers"):
            continue
        emit_family(family, rows, decls, opts.out)
    # The CUDA-named headers.
    for cuda_header in sorted(hip_of):
        if not re.match(r"^[A-Za-z0-9_]+\.h$", cuda_header):
            continue  # cub/..., thrust/...: not covered (docs/facade.md)
        fams = HEADER_FAMILIES.get(cuda_header, [])
        path = os.path.join(opts.out, cuda_header)
        with open(path, "w") as f:
            f.write("// Generated by scripts/gen-cuda-facade.py: the CUDA facade's %s.\n"
                    % cuda_header)
            f.write("#pragma once\n#include \"hipify_facade/prelude.h\"\n")
            if hip_of[cuda_header]:
                f.write("#include <%s>\n" % hip_of[cuda_header])
            for fam in fams:
                if fam in families:
                    f.write('#include "hipify_facade/%s.h"\n' % fam)
    # CUDA headers no HIP release has, whose contents the port defines: the
    # facade's copy holds the same definitions, so code using them parses.
    definitions = PORT_DEFINITIONS
    for row in headers:
        if row.get("older_fallback") != "definition":
            continue
        path = os.path.join(opts.out, row["cuda"])
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write("// Generated by scripts/gen-cuda-facade.py: the CUDA facade's %s,\n"
                    "// the definitions the port writes in its place.\n" % row["cuda"])
            f.write("#pragma once\n#include \"hipify_facade/prelude.h\"\n")
            f.write(definitions[row["cuda"]]["text"])
    version = {}
    with open(os.path.join(opts.hip_include, "hip", "hip_version.h")) as f:
        for m in re.finditer(r"#define\s+HIP_VERSION_(MAJOR|MINOR)\s+(\d+)", f.read()):
            version[m.group(1)] = m.group(2)
    with open(os.path.join(opts.out, "hipify_facade", "hip-version"), "w") as f:
        f.write("%s.%s\n" % (version.get("MAJOR", "?"), version.get("MINOR", "?")))
    # Stamp (written last: the build's output): what the facade was built from.
    with open(os.path.join(opts.out, "hipify_facade", "README"), "w") as f:
        f.write("CUDA facade generated by scripts/gen-cuda-facade.py from %s and "
                "the HIP headers under %s; do not edit.\n"
                % (os.path.abspath(opts.mappings), opts.hip_include))


if __name__ == "__main__":
    main()
