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

TAG_KINDS = (ci.CursorKind.STRUCT_DECL, ci.CursorKind.UNION_DECL,
             ci.CursorKind.ENUM_DECL, ci.CursorKind.CLASS_DECL)

IDENT = re.compile(r"^[A-Za-z_][A-Za-z0-9_]*$")
NUMBER = re.compile(r"^[-+]?(0[xX][0-9A-Fa-f]+|[0-9]+)[uUlL]*$")


# Header rows by family (load_rows).
families_headers = {}
# Rows of names the CUDA release no longer declares (load_rows).
REMOVED = []
# Of those, the names HIP declares too: HIP's headers see them under
# __hipify_hidden_<name> (the prelude's macros), and so must the facade's
# copies of HIP's declarations.
HIDDEN = []


def removed_from_cuda(row, path):
    """Whether the CUDA release the facade stands for no longer declares
    the row's name: such a name stays undeclared, a parse error as with
    CUDA's headers (hipify still translates it in code with errors). The
    runtime's removed APIs are the rows of runtime-removed.yaml, whose rows
    are the names CUDA 13's headers lack (status removed, or unsupported
    where HIP has no counterpart either)."""
    return (row.get("status") == "removed" or bool(row.get("cuda_removed"))
            or os.path.basename(path).endswith("-removed.yaml"))


def load_rows(mappings):
    families = {}
    headers = []
    families_headers.clear()
    del REMOVED[:]
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
            if removed_from_cuda(row, path):
                REMOVED.append(row)
                continue
            if row["kind"] == "header":
                headers.append(row)
                families_headers.setdefault(family, []).append(row)
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
        self.tags = set()  # named structs, unions and enums
        self.typedef_tags = {}  # typedef name -> the named tag it stands for
        # class -> host declarations of its device-only operators
        self.host_operators = {}


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


def device_only(fn):
    K = ci.CursorKind
    attrs = {a.kind for a in fn.get_children()}
    return K.CUDADEVICE_ATTR in attrs and K.CUDAHOST_ATTR not in attrs


# Member operators that can be declared outside their class too.
FREE_OPERATORS = re.compile(r"^operator(\+=|-=|\*=|/=|%=|&=|\|=|\^=|<<=|>>=|\+\+|--)$")
# Unary members (-h, +h): outside the class, the object is their operand.
UNARY_OPERATORS = re.compile(r"^operator(\+|-|!|~)$")


def host_operators(record, cache):
    """Host declarations, outside the class, of the operators HIP declares
    for device code only: its friend functions' text (without their
    bodies), and its compound-assignment, increment and unary (-h) members
    with the object as first parameter. CUDA declares __half's arithmetic for host
    and device, HIP 5.2 for device only."""
    K = ci.CursorKind
    out = []
    for c in record.get_children():
        if c.kind == K.FRIEND_DECL:
            for fn in c.get_children():
                if fn.kind in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE) and device_only(fn):
                    text = _text(fn, cache)
                    if text:
                        text = re.sub(r"\b(friend|inline|__forceinline__|constexpr)\b",
                                      "", text)
                        text = re.sub(r"\b__device__\b", "__host__", text)
                        out.append(" ".join(text.split()) + ";")
        elif c.kind == K.CXX_METHOD and device_only(c) and \
                "volatile" not in c.type.spelling and \
                (FREE_OPERATORS.match(c.spelling) or
                 (UNARY_OPERATORS.match(c.spelling) and
                  not list(c.get_arguments()))):
            this = "%s%s &" % ("const " if c.is_const_method() else "", record.spelling)
            params = [this] + [a.type.spelling for a in c.get_arguments()]
            out.append("__host__ %s %s(%s);" % (c.result_type.spelling, c.spelling,
                                                ", ".join(params)))
    return out



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
                if k in TAG_KINDS and c.spelling and not c.is_anonymous() \
                        and IDENT.match(c.spelling):
                    decls.tags.add(c.spelling)
                    operators = host_operators(c, cache)
                    if operators:
                        decls.host_operators[c.spelling] = operators
                elif k == K.TYPEDEF_DECL:
                    # `typedef struct hipX {...} hipX;`, `typedef enum hipY_e hipY`:
                    # the typedef names a tag directly (not a pointer to one).
                    target = c.underlying_typedef_type.get_canonical()
                    tag = target.get_declaration()
                    if target.kind in (ci.TypeKind.RECORD, ci.TypeKind.ENUM) and \
                            target.get_num_template_arguments() < 1 and \
                            tag is not None and IDENT.match(tag.spelling or "") \
                            and not tag.is_anonymous():
                        decls.typedef_tags[c.spelling] = tag.spelling
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


# An argument CUDA's function defaults and HIP's does not: "$N?TEXT".
DEFAULTED_ARG = re.compile(r"^\$\d+\?(.*)$")


def forwarding_template(cuda, hip, args):
    """A CUDA function whose arguments the row's template rearranges: a
    template taking what the CUDA call passes and returning what HIP's call
    returns (docs/mapping-format.md, `args`)."""
    fixed = 0
    pack = False
    for a in args:
        if DEFAULTED_ARG.match(a):
            continue  # passed on in r..., if the call writes it
        for m in re.finditer(r"\$(\d+)(\.\.\.)?", a):
            n = int(m.group(1))
            if m.group(2):
                pack = True
                fixed = max(fixed, n - 1)
            else:
                fixed = max(fixed, n)
    params = ["A%d&& a%d" % (i, i) for i in range(1, fixed + 1)]
    tparams = ["class A%d" % i for i in range(1, fixed + 1)]
    # The arguments after those the template names (a mask HIP has no use
    # for) are accepted and dropped.
    params.append("R&&... r")
    tparams.append("class... R")

    def expand(a):
        # "$N?TEXT": the declaration only gives the return type, which
        # HIP's call has whether or not the CUDA call writes argument N.
        defaulted = DEFAULTED_ARG.match(a)
        if defaulted:
            return defaulted.group(1)

        def one(m):
            n = int(m.group(1))
            if m.group(2) == "&":
                # "$N&": the address of argument N (a symbol's, where
                # CUDA's template took the variable).
                return "&a%d" % n
            if m.group(2):
                return ", ".join(["a%d" % i for i in range(n, fixed + 1)] + ["r..."])
            return "a%d" % n
        return re.sub(r"\$(\d+)(\.\.\.|&)?", one, a)

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


def parameter_count(text):
    """The number of parameters of a declaration's text (top-level commas
    of its outermost parameter list)."""
    start = text.find("(")
    depth = 0
    count = 0
    inside = False
    for ch in text[start:]:
        if ch in "(<[":
            depth += 1
        elif ch in ")>]":
            depth -= 1
            if depth == 0:
                break
        elif ch == "," and depth == 1:
            count += 1
        elif not ch.isspace() and depth == 1:
            inside = True
    return count + 1 if inside else 0


def legacy_overloads(row, decls):
    """HIP's legacy_hip overloads with legacy_arity parameters, under the
    CUDA name (the signature CUDA had before it changed it)."""
    legacy = row.get("legacy_hip")
    arity = row.get("legacy_arity")
    if not legacy or arity is None or not IDENT.match(legacy):
        return []
    out = []
    for text, _ in decls.functions.get(legacy, []):
        if parameter_count(text) == int(arity):
            renamed = rename_function(text, legacy, row["cuda"])
            if renamed:
                out.append(renamed)
    return out


def tag_renames(families, decls):
    """HIP's named structs and enums that take a CUDA name: {HIP tag: CUDA}.

    A type row is declared as a typedef of its HIP type, and a typedef
    cannot be named with `struct`/`enum` (`struct cudaDeviceProp`, `enum
    cudaMemcpyKind`, `struct CUstream_st` are common in CUDA code). Where
    the HIP type is a named tag (or a typedef of one), the prelude defines
    the tag's name as the CUDA name before HIP's headers are read, so HIP
    declares the tag under the CUDA name and an elaborated specifier finds
    it, as it finds CUDA's. When several CUDA names map to one tag
    (cudaError, cudaError_t, CUresult -> hipError_t), the runtime's name
    without a _t suffix (CUDA's own tag, as `enum cudaError`) takes it; the
    others stay typedefs of it."""
    # A tag CUDA spells the same way (__half) keeps its name.
    cuda_names = {row["cuda"] for rows in families.values() for row in rows}
    candidates = {}
    for family, rows in families.items():
        for row in rows:
            cuda = row["cuda"]
            if row["kind"] != "type" or not IDENT.match(cuda):
                continue
            hip, args = hip_target(row)
            if not hip or not IDENT.match(hip) or hip == cuda:
                continue
            tag = hip if hip in decls.tags else decls.typedef_tags.get(hip)
            if not tag or tag == cuda or tag in cuda_names:
                continue
            if tag in decls.functions or tag in decls.values or tag in decls.macros:
                continue
            if cuda in decls.types or cuda in decls.functions or \
                    cuda in decls.values or cuda in decls.macros:
                continue
            candidates.setdefault(tag, set()).add((family, cuda))
    renames = {}
    taken = set()
    for tag in sorted(candidates):
        ranked = sorted(candidates[tag], key=lambda fc: (
            fc[0] != BASE_FAMILY, fc[1].endswith("_t"), len(fc[1]), fc[1]))
        for _, cuda in ranked:
            if cuda not in taken:
                renames[tag] = cuda
                taken.add(cuda)
                break
    return renames


def emit_family(family, rows, decls, out):
    lines = []
    declared = set()
    twinned = set()
    for row in rows:
        cuda = row["cuda"]
        kind = row["kind"]
        if not IDENT.match(cuda) or cuda in declared:
            continue
        hip, args = hip_target(row)
        if kind == "type" and hip in decls.host_operators and hip not in twinned:
            twinned.add(hip)
            lines.extend(decls.host_operators[hip])
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
            if cuda in TAG_RENAMES.values():
                continue  # HIP's tag under the CUDA name (tag_renames)
            if hip_ok and (hip in decls.types):
                lines.append("typedef %s %s;" % (hip, cuda))
            else:
                lines.append("HIPIFY_FACADE_OPAQUE(%s);" % cuda)
        elif kind == "enum":
            if hip and (NUMBER.match(hip) or (hip_ok and (
                    hip in decls.values or (hip in decls.macros and not decls.macros[hip])))):
                lines.append("static constexpr auto %s = %s;" % (cuda, hip))
            else:
                lines.append("HIPIFY_FACADE_ANY_VALUE(%s)" % cuda)
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
                and row["cuda"] in PORT_DEFINITIONS and \
                needs_header_definition(PORT_DEFINITIONS[cuda]):
            # Written on top of what a header's definition declares
            # (__hip_bfloat162 of cuda_bf16.h's): declared permissively, as
            # a family file is included without that header.
            lines.append("HIPIFY_FACADE_ANY_FUNCTION(%s)" % cuda)
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
            legacy = legacy_overloads(row, decls)
            if legacy:
                # CUDA keeps the signature it had before CUDA 12 as an
                # overload; HIP's legacy_hip has it (legacy_arity).
                lines.extend(legacy)
            if hip_ok and hip.startswith("__builtin_"):
                # A compiler builtin: clang knows it, no header declares it.
                lines.append(forwarding_template(cuda, hip, args or ["$1..."]))
            elif hip_ok and args is not None and (overloads or hip in decls.macros):
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
    FAMILY_FILES.add(family)
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
        text = "\n".join(lines)
        if HIDDEN:
            text = re.sub(r"\b(%s)\b" % "|".join(HIDDEN), r"__hipify_hidden_\1", text)
        f.write(text)
        f.write("\n#endif\n")


FAMILY_HIP_HEADERS = {}
# The families emit_family wrote a header for.
FAMILY_FILES = set()
# HIP tag -> the CUDA name it is declared under (tag_renames; set by main).
TAG_RENAMES = {}

# mappings/facts/port-definitions.yaml by CUDA name (read by main).
PORT_DEFINITIONS = {}
# mappings/facts/solve-buffers.yaml by CUDA solve (read by main).
SOLVE_BUFFERS = {}


def needs_header_definition(entry):
    """Whether a function's definition names what the definition of a header
    declares (port-definitions.yaml `declares`), rather than HIP's names."""
    declared = set()
    for other in PORT_DEFINITIONS.values():
        if other is not entry and other.get("declares"):
            declared.update([other["defines"]] + other["declares"])
    words = set(re.findall(r"[A-Za-z_][A-Za-z_0-9]*", entry["text"]))
    return bool(words & declared)


def takes_solve_buffer(overloads, solve):
    """Whether the installed HIP's solve takes a parameter after the
    descriptor (the analysis' buffer)."""
    for text, _ in overloads:
        inside = text[text.find("(") + 1:text.rfind(")")]
        if inside.count(",") + 1 == solve["descriptor"] + 1:
            return True
    return False

# Template parameters of the permissive CUB and Thrust classes, by kind
# (mappings/facts/cccl-api.yaml): each has a default, so that any number of
# arguments up to CUDA's is accepted.
CCCL_PARAMETERS = {
    "type": "class %s%d = void",
    "value": "auto %s%d = 0",
    "template": "template <class...> class %s%d = __hipify_facade_template",
    "type...": "class... %s%d",
    "value...": "auto... %s%d",
    "template...": "template <class...> class... %s%d",
}


def cccl_template_head(params, defaults=True, letter="P"):
    """`template <...> ` for a parameter-kind list, stopping after a pack;
    the parameters are named <letter><N> (a nested template's must not
    shadow its class's)."""
    if params is None:
        return ""
    out = []
    for i, kind in enumerate(params):
        text = CCCL_PARAMETERS[kind] % (letter, i)
        if not defaults:
            text = text.split(" = ")[0]
        out.append(text)
        if kind.endswith("..."):
            break
    return "template <%s> " % ", ".join(out)


def cccl_members(shape, indent):
    """The body of a permissive class: its nested types and templates, and
    its members as callable values."""
    lines = []
    for name in shape.get("types", []):
        lines.append("%sHIPIFY_FACADE_OPAQUE(%s);" % (indent, name))
    for t in shape.get("templates", []):
        lines.append("%s%sstruct %s : __hipify_facade_any { HIPIFY_FACADE_OBJECT_BODY(%s) };"
                     % (indent, cccl_template_head(t["params"], letter="Q"),
                        t["name"], t["name"]))
    for name in shape.get("members", []):
        lines.append("%sstatic constexpr __hipify_facade_any %s{};" % (indent, name))
    return lines


def emit_cccl(facts, out):
    """hipify_facade/cccl.h: cub:: and thrust:: declared permissively from
    the shape of their API (names, template parameter kinds), so that code
    using them parses as it does against CUDA's CUB and Thrust."""
    lines = []
    for ns in facts["namespaces"]:
        path = ns["name"].split("::")
        lines.append("%s {" % " { ".join("namespace " + p for p in path))
        for c in ns.get("classes", []):
            lines.append("%sstruct %s : __hipify_facade_any {"
                         % (cccl_template_head(c.get("params")), c["name"]))
            lines.append("  HIPIFY_FACADE_OBJECT_BODY(%s)" % c["name"])
            lines.extend(cccl_members(c, "  "))
            lines.append("};")
        for e in ns.get("enums", []):
            lines.append("enum %s%s { %s };" % ("class " if e["scoped"] else "",
                                               e["name"], ", ".join(e["values"])))
        for f in ns.get("functions", []):
            result = "__hipify_facade_any"
            if "result" in f:
                # What it returns has members (minmax_element(...).first).
                result = "__hipify_facade_result_" + f["name"]
                # Made only explicitly, as any value (`c ? f(x) : 0`).
                lines.append("struct %s : __hipify_facade_any {" % result)
                lines.append("  using __hipify_facade_any::__hipify_facade_any;")
                lines.append("  using __hipify_facade_any::operator=;")
                lines.extend(cccl_members(f["result"], "  "))
                lines.append("};")
            for params in [[]] + f.get("explicit", []):
                head = cccl_template_head(params, defaults=False) if params else "template <> "
                lines.append("%s__host__ __device__ constexpr %s "
                             "%s(A &&...) { return {}; }"
                             % (head[:-2] + (", " if params else "") + "class... A> ",
                                result, f["name"]))
        for v in ns.get("values", []):
            if set(v) == {"name"}:
                lines.append("inline constexpr __hipify_facade_any %s{};" % v["name"])
                continue
            kind = "__hipify_facade_value_" + v["name"]
            lines.append("struct %s : __hipify_facade_any {" % kind)
            lines.append("  HIPIFY_FACADE_OBJECT_BODY(%s)" % kind)
            lines.extend(cccl_members(v, "  "))
            lines.append("};")
            lines.append("inline constexpr %s %s{};" % (kind, v["name"]))
        lines.append("}" * len(path))
    path = os.path.join(out, "hipify_facade", "cccl.h")
    with open(path, "w") as f:
        f.write("// Generated by scripts/gen-cuda-facade.py from mappings/facts/cccl-api.yaml:\n"
                "// CUB's and Thrust's API, permissively (hipCUB and rocThrust are not\n"
                "// what the facade parses against; docs/facade.md).\n"
                "#ifndef HIPIFY_FACADE_CCCL_H\n#define HIPIFY_FACADE_CCCL_H\n"
                '#include "hipify_facade/prelude.h"\n')
        # What CUB's and Thrust's headers include of the standard library.
        for header in facts.get("standard_includes", []):
            f.write("#include <%s>\n" % header)
        f.write("\n".join(lines))
        f.write("\n#endif\n")


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
// HIP's structs and enums under the CUDA names that map to them, so that
// `struct cudaDeviceProp` and `enum cudaMemcpyKind` name them as they name
// CUDA's (scripts/gen-cuda-facade.py, tag_renames).
%(tag_renames)s
// What CUDA removed and HIP still declares under the same name (texture<>):
// HIP's own headers see it under another name, code after them not at all,
// as with CUDA's headers.
%(hide_begin)s
#include <hip/hip_runtime.h>
%(hide_end)s

// Stands for any value: what a CUDA name with no HIP counterpart returns or
// is, so that code using it parses (and the name is reported as unsupported).
// It converts to any type, and can be called, indexed, dereferenced,
// incremented and assigned; it is made from another value only explicitly
// (so that `c ? value : 0` has one meaning). Nothing is defined to run: the
// facade is parsed, never compiled.
struct __hipify_facade_any {
  __hipify_facade_any() = default;
  template <class T, class... R>
  __host__ __device__ constexpr explicit __hipify_facade_any(T &&, R &&...) {}
  template <class T> __host__ __device__ constexpr operator T() const { return T(); }
  // Assignable whether const (a member standing for a CUDA class's data) or
  // not; the non-const one is an exact match for a variable, where the
  // implicit copy assignment from a converted value would tie with it.
  template <class T>
  __host__ __device__ constexpr __hipify_facade_any &operator=(T &&) { return *this; }
  template <class T>
  __host__ __device__ constexpr const __hipify_facade_any &operator=(T &&) const {
    return *this;
  }
  template <class... A>
  __host__ __device__ constexpr __hipify_facade_any operator()(A &&...) const {
    return {};
  }
  template <class T>
  __host__ __device__ constexpr __hipify_facade_any operator[](T &&) const {
    return {};
  }
#define HIPIFY_FACADE_UNARY(Op) \
  __host__ __device__ constexpr __hipify_facade_any operator Op() const { return {}; }
  HIPIFY_FACADE_UNARY(*) HIPIFY_FACADE_UNARY(-) HIPIFY_FACADE_UNARY(+)
  HIPIFY_FACADE_UNARY(!) HIPIFY_FACADE_UNARY(~) HIPIFY_FACADE_UNARY(++)
  HIPIFY_FACADE_UNARY(--)
#undef HIPIFY_FACADE_UNARY
  __host__ __device__ constexpr __hipify_facade_any operator++(int) const { return {}; }
  __host__ __device__ constexpr __hipify_facade_any operator--(int) const { return {}; }
  __host__ __device__ constexpr const __hipify_facade_any *operator->() const {
    return this;
  }
#define HIPIFY_FACADE_COMPOUND(Op) \
  template <class T> \
  __host__ __device__ constexpr const __hipify_facade_any &operator Op(T &&) const { \
    return *this; \
  }
  HIPIFY_FACADE_COMPOUND(+=) HIPIFY_FACADE_COMPOUND(-=) HIPIFY_FACADE_COMPOUND(*=)
  HIPIFY_FACADE_COMPOUND(/=) HIPIFY_FACADE_COMPOUND(%%=) HIPIFY_FACADE_COMPOUND(&=)
  HIPIFY_FACADE_COMPOUND(|=) HIPIFY_FACADE_COMPOUND(^=) HIPIFY_FACADE_COMPOUND(<<=)
  HIPIFY_FACADE_COMPOUND(>>=)
#undef HIPIFY_FACADE_COMPOUND
};
// Operators where one side is such a value: templates binding both sides
// exactly, so that they beat the built-in operators (which need a
// conversion) and never tie with one another.
template <bool, class T = bool> struct __hipify_facade_if {};
template <class T> struct __hipify_facade_if<true, T> { typedef T type; };
#define HIPIFY_FACADE_IS(T) __is_base_of(__hipify_facade_any, T)
template <class A, class B>
__host__ __device__ constexpr typename __hipify_facade_if<
    HIPIFY_FACADE_IS(A) || HIPIFY_FACADE_IS(B)>::type
operator==(const A &, const B &) { return false; }
template <class A, class B>
__host__ __device__ constexpr typename __hipify_facade_if<
    HIPIFY_FACADE_IS(A) || HIPIFY_FACADE_IS(B)>::type
operator!=(const A &, const B &) { return true; }
#define HIPIFY_FACADE_BINARY(Op) \
  template <class A, class B> \
  __host__ __device__ constexpr typename __hipify_facade_if< \
      HIPIFY_FACADE_IS(A) || HIPIFY_FACADE_IS(B), __hipify_facade_any>::type \
  operator Op(const A &, const B &) { return {}; }
HIPIFY_FACADE_BINARY(+) HIPIFY_FACADE_BINARY(-) HIPIFY_FACADE_BINARY(*)
HIPIFY_FACADE_BINARY(/) HIPIFY_FACADE_BINARY(%%) HIPIFY_FACADE_BINARY(&)
HIPIFY_FACADE_BINARY(|) HIPIFY_FACADE_BINARY(^) HIPIFY_FACADE_BINARY(&&)
HIPIFY_FACADE_BINARY(||) HIPIFY_FACADE_BINARY(<) HIPIFY_FACADE_BINARY(>)
HIPIFY_FACADE_BINARY(<=) HIPIFY_FACADE_BINARY(>=)
#undef HIPIFY_FACADE_BINARY
// Shifts and compound assignments with such a value on the right: a stream
// (`std::cout << value << '\n'`) or variable on the left stays itself.
#define HIPIFY_FACADE_LEFT(Op) \
  template <class A, class B> \
  __host__ __device__ constexpr typename __hipify_facade_if< \
      HIPIFY_FACADE_IS(A), __hipify_facade_any>::type \
  operator Op(const A &, const B &) { return {}; } \
  template <class A, class B> \
  __host__ __device__ constexpr typename __hipify_facade_if< \
      !HIPIFY_FACADE_IS(A) && HIPIFY_FACADE_IS(B), A &>::type \
  operator Op(A &a, const B &) { return a; } \
  template <class A, class B> \
  __host__ __device__ constexpr typename __hipify_facade_if< \
      !HIPIFY_FACADE_IS(A) && HIPIFY_FACADE_IS(B), __hipify_facade_any>::type \
  operator Op(const A &, const B &) { return {}; }
HIPIFY_FACADE_LEFT(<<) HIPIFY_FACADE_LEFT(>>)
#undef HIPIFY_FACADE_LEFT
#define HIPIFY_FACADE_ASSIGN(Op) \
  template <class A, class B> \
  __host__ __device__ constexpr typename __hipify_facade_if< \
      !HIPIFY_FACADE_IS(A) && HIPIFY_FACADE_IS(B), A &>::type \
  operator Op(A &a, const B &) { return a; }
HIPIFY_FACADE_ASSIGN(+=) HIPIFY_FACADE_ASSIGN(-=) HIPIFY_FACADE_ASSIGN(*=)
HIPIFY_FACADE_ASSIGN(/=) HIPIFY_FACADE_ASSIGN(%%=) HIPIFY_FACADE_ASSIGN(&=)
HIPIFY_FACADE_ASSIGN(|=) HIPIFY_FACADE_ASSIGN(^=) HIPIFY_FACADE_ASSIGN(<<=)
HIPIFY_FACADE_ASSIGN(>>=)
#undef HIPIFY_FACADE_ASSIGN
#undef HIPIFY_FACADE_IS
// A class with no HIP counterpart: any value, made from anything.
#define HIPIFY_FACADE_OBJECT_BODY(Name) \
  Name() = default; \
  template <class T, class... R> \
  __host__ __device__ constexpr Name(T &&, R &&...) {} \
  using __hipify_facade_any::operator=;
#define HIPIFY_FACADE_OPAQUE(Name) \
  struct Name : __hipify_facade_any { HIPIFY_FACADE_OBJECT_BODY(Name) }
// The default of a template template parameter.
template <class...> struct __hipify_facade_template {};
// Defined, so that a call with a lambda (a type without linkage) needs no
// definition elsewhere.
#define HIPIFY_FACADE_ANY_FUNCTION(Name) \
  template <class... A> \
  __host__ __device__ constexpr __hipify_facade_any Name(A &&...) { return {}; }
// Distinct values, so that two of them never collide in one switch.
#define HIPIFY_FACADE_UNIQUE (0x48490000 + __COUNTER__)
// A value with no HIP counterpart (an enumerator HIP lacks): a distinct
// integer constant that converts to any integer or enumeration type, as
// CUDA's enumerator converts to its enumeration.
template <int N> struct __hipify_facade_value {
  template <class T, class = typename __hipify_facade_if<
                         __is_integral(T) || __is_enum(T)>::type>
  __host__ __device__ constexpr operator T() const { return T(N); }
};
#define HIPIFY_FACADE_VALUE_OPERATOR(Op) \
  template <int A, int B> \
  __host__ __device__ constexpr int operator Op( \
      __hipify_facade_value<A>, __hipify_facade_value<B>) { return A Op B; }
HIPIFY_FACADE_VALUE_OPERATOR(|) HIPIFY_FACADE_VALUE_OPERATOR(&)
HIPIFY_FACADE_VALUE_OPERATOR(^) HIPIFY_FACADE_VALUE_OPERATOR(+)
HIPIFY_FACADE_VALUE_OPERATOR(-) HIPIFY_FACADE_VALUE_OPERATOR(==)
HIPIFY_FACADE_VALUE_OPERATOR(!=)
#undef HIPIFY_FACADE_VALUE_OPERATOR
#define HIPIFY_FACADE_ANY_VALUE(Name) \
  static constexpr __hipify_facade_value<HIPIFY_FACADE_UNIQUE> Name{};
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
            (d["cuda"], d) for d in yaml.safe_load(f)["definitions"]
            if not d.get("for"))  # host definitions stand in for no row
    for d in PORT_DEFINITIONS.values():
        if d.get("text_file"):  # code kept in one copy (cuda_fp8.h's)
            with open(os.path.join(os.path.dirname(os.path.abspath(opts.mappings)),
                                   d["text_file"])) as f:
                d["text"] += f.read()
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

    TAG_RENAMES.update(tag_renames(families, decls))
    HIDDEN.extend(sorted({row["cuda"] for row in REMOVED
                          if row.get("hip") == row["cuda"] and IDENT.match(row["cuda"])
                          and (row["cuda"] in decls.types or
                               row["cuda"] in decls.functions)}))
    hidden = HIDDEN
    major, minor = (int(x) for x in opts.cuda_version.split("."))
    os.makedirs(os.path.join(opts.out, "hipify_facade"), exist_ok=True)
    with open(os.path.join(opts.out, "hipify_facade", "prelude.h"), "w") as f:
        f.write(PRELUDE % {"cudart": major * 1000 + minor * 10,
                           "major": major, "minor": minor,
                           "tag_renames": "\n".join(
                               "#define %s %s" % kv for kv in sorted(TAG_RENAMES.items())),
                           "hide_begin": "\n".join(
                               "#define %s __hipify_hidden_%s" % (n, n) for n in hidden),
                           "hide_end": "\n".join("#undef %s" % n for n in hidden)})
    # How clang parses against the facade, for hipify (CompileCommand.cpp)
    # and for any clang-based tool (clang-tidy with hipify's plugin):
    # `--config=<facade>/hipify_facade/clang.cfg`. HIP's headers bring the
    # kernel language; HIP 5.2's read the wavefront size from a macro clang
    # 22 no longer defines (the host pass does not use it). It is CUDA's 32:
    # HIP's warpSize is then the constant 32 that clang's CUDA headers
    # declare, and code computing with it (warpSize / 2 as a shuffle loop's
    # start) is analysed as against the CUDA installation. cuda_runtime.h
    # comes in through implicit.h, as nvcc's does through a header of its
    # own.
    with open(os.path.join(opts.out, "hipify_facade", "clang.cfg"), "w") as f:
        f.write("# Generated by scripts/gen-cuda-facade.py: clang's flags for a parse\n"
                "# against the CUDA facade (docs/facade.md).\n"
                "-x hip\n--cuda-host-only\n-nogpulib\n-D__AMDGCN_WAVEFRONT_SIZE=32\n"
                "-isystem <CFGDIR>/..\n-include hipify_facade/implicit.h\n")
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
    # CUB and Thrust (mappings/cub.yaml, thrust.yaml): every header of the
    # tables brings the permissive cub:: and thrust:: of cccl-api.yaml.
    with open(os.path.join(opts.mappings, "facts", "cccl-api.yaml")) as f:
        emit_cccl(yaml.safe_load(f), opts.out)
    for family in ("cub", "thrust"):
        for row in families_headers.get(family, []):
            path = os.path.join(opts.out, row["cuda"])
            os.makedirs(os.path.dirname(path), exist_ok=True)
            with open(path, "w") as f:
                f.write("// Generated by scripts/gen-cuda-facade.py: the CUDA facade's %s.\n"
                        "#pragma once\n#include \"hipify_facade/cccl.h\"\n" % row["cuda"])
    # What a header of the toolkit the facade lacks holds (FacadeHeaders.h
    # serves one for each such #include).
    # A toolkit header includes others (cublasLt.h brings cuBLAS's types):
    # it brings every name the facade knows.
    with open(os.path.join(opts.out, "hipify_facade", "unlisted.h"), "w") as f:
        f.write("// Generated by scripts/gen-cuda-facade.py: included by every header of\n"
                "// the CUDA toolkit that the facade does not have (docs/facade.md).\n"
                "#pragma once\n#include \"hipify_facade/cccl.h\"\n")
        for family in sorted(FAMILY_FILES):
            f.write('#include "hipify_facade/%s.h"\n' % family)
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
            # A header of a family (cuda_bf16.h) brings the family's names
            # too, as its generated copy above did.
            for fam in HEADER_FAMILIES.get(row["cuda"], []):
                if fam in families:
                    f.write('#include "hipify_facade/%s.h"\n' % fam)
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
