#!/usr/bin/env python3
"""Valid-program fuzzing: semantics-preserving transformations of real CUDA
programs, each ported by hipify, which must not crash and, where the
original's port builds, must build too.

    transform_fuzz.py --hipify build/bin/hipify --inputs DIR_OR_FILE... \\
        [--include DIR]... [--seed N] [--per-input K] [--max-inputs N] \\
        [--transforms a,b,...] [--build-check] [--nvcc-check] \\
        [--out DIR] [--report FILE] [-v]

Mutation fuzzing (mutate_fuzz.py) mostly makes invalid CUDA, which stops in
the parser and never reaches the rules. These variants stay valid: a kernel
moved into a namespace, a class template, a header; a launch through a
macro; `= default` members; lambdas and `if constexpr` in kernels; CUDA
header macros guarding helpers (--list shows them all). Each input .cu (a
file, or every .cu under a directory) is copied to a scratch directory with
the headers beside it, never written in place.

For each input: the original is ported, as a tree with the headers beside it
(`hipify port --in-root --out-root`), so that headers a variant makes are
ported too; with --build-check its port is compiled with hipcc
(-fsyntax-only, HIP). Then --per-input
variants, each made by one to three transformations picked by the seed, are
ported and checked:

  crash          hipify died of a signal, exited with a status other than
                 0, 1 or 2 (3 is its own "internal error"), printed a
                 sanitizer report, "LLVM ERROR", a stack dump or an
                 assertion, or ran past --timeout;
  build-failure  the original's port builds and the variant's does not;
  invalid        the variant is not valid CUDA (nvcc rejects it with
                 --nvcc-check where it accepts the original; without nvcc,
                 more of its files have parse errors than the original's):
                 the harness's fault, not hipify's, not counted against it.

Every finding is stored under --out (the variant, the headers it made, the
commands, the output) and summed up at the end; --report writes the counts
as JSON. The exit status is 1 if anything crashed or failed to build, else 0.
The inputs a seed makes depend only on the seed and the input files.
"""
import argparse
import hashlib
import json
import os
import random
import re
import shutil
import subprocess
import sys
import tempfile
import time

# Beside the input, its headers are copied (not the other translation
# units: the tree port translates every unit it finds).
HEADER_SUFFIXES = (".cuh", ".h", ".hpp", ".hh", ".inl", ".inc")
MAX_COPY_BYTES = 4 << 20  # a program's sources, not its data sets

# --- a small C++ scanner ---------------------------------------------------


def mask(text):
    """text with comments, string and character literals, and preprocessor
    lines blanked (newlines kept, lengths kept): what the scanner reads."""
    out = list(text)
    i, n = 0, len(text)
    line_start = True
    while i < n:
        c = text[i]
        if line_start and c in " \t":
            i += 1
            continue
        if line_start and c == "#":
            # A directive, with its continuation lines.
            j = i
            while j < n and text[j] != "\n":
                if text[j] == "\\" and j + 1 < n and text[j + 1] == "\n":
                    j += 2
                    continue
                if text.startswith("/*", j):
                    k = text.find("*/", j + 2)
                    j = n if k < 0 else k + 2
                    continue
                j += 1
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
            continue
        line_start = False
        if c == "\n":
            line_start = True
            i += 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            for k in range(i, j):
                out[k] = " "
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j + 2
            for k in range(i, j):
                if out[k] != "\n":
                    out[k] = " "
            i = j
        elif c in "\"'":
            # Raw strings are rare in CUDA code; a prefix like R"( is read
            # as a plain string, which is enough for masking.
            j = i + 1
            while j < n and text[j] != c:
                if text[j] == "\\":
                    j += 1
                elif text[j] == "\n":
                    break
                j += 1
            for k in range(i + 1, min(j, n)):
                out[k] = " "
            i = j + 1
        else:
            i += 1
    return "".join(out)


def matching(masked, open_at, opener="{", closer="}"):
    """The index of the bracket that closes the one at open_at, or -1."""
    depth = 0
    for i in range(open_at, len(masked)):
        c = masked[i]
        if c == opener:
            depth += 1
        elif c == closer:
            depth -= 1
            if depth == 0:
                return i
    return -1


IDENT = re.compile(r"[A-Za-z_]\w*")
NOT_FUNCTIONS = ("struct", "class", "union", "enum", "namespace", "extern",
                 "typedef", "using")


class Function:
    def __init__(self, text, masked, start, brace, end):
        self.start, self.brace, self.end = start, brace, end  # [start, end]
        self.head = masked[start:brace]
        self.text = text[start:end + 1]
        self.body = text[brace:end + 1]
        self.kernel = "__global__" in self.head
        self.device = "__device__" in self.head
        self.host_device = self.device and "__host__" in self.head
        self.template = re.search(r"\btemplate\s*<", self.head) is not None
        self.static = re.search(r"\bstatic\b", self.head) is not None
        self.inline = re.search(r"\binline\b", self.head) is not None
        self.name = None
        self.params = None  # (open, close) of the parameter list in text
        depth = 0
        # The parameter list: the last top-level (...) before the body,
        # skipping qualifiers after it; the name is just before it.
        close = None
        for i in range(len(self.head) - 1, -1, -1):
            ch = self.head[i]
            if ch == ")":
                if depth == 0 and close is None:
                    close = i
                depth += 1
            elif ch == "(":
                depth -= 1
                if depth == 0 and close is not None:
                    before = self.head[:i].rstrip()
                    m = re.search(r"([A-Za-z_]\w*)$", before)
                    if m and m.group(1) not in ("if", "while", "for",
                                                "switch", "__attribute__",
                                                "__launch_bounds__",
                                                "decltype", "noexcept",
                                                "sizeof", "alignas"):
                        self.name = m.group(1)
                        self.params = (start + i, start + close)
                        break
                    close = None
        tail = self.head[close + 1:] if close is not None and self.params else ""
        # `= ...`, an initialiser list (constructors), or a trailing return
        # make it something this scanner leaves alone.
        self.simple = (self.name is not None and ":" not in tail.replace("::", "")
                       and "=" not in tail and "->" not in tail
                       and "operator" not in self.head)


def top_level_items(text, masked=None):
    """The top-level function definitions of text (brace depth 0)."""
    masked = mask(text) if masked is None else masked
    items = []
    i, n = 0, len(masked)
    start = 0
    while i < n:
        c = masked[i]
        if c == ";":
            start = i + 1
        elif c == "{":
            end = matching(masked, i)
            if end < 0:
                break
            head = masked[start:i].strip()
            words = IDENT.findall(head)
            if head.endswith(")") or re.search(r"\)\s*(const|noexcept|override|final|\s)*$", head):
                if words and words[0] not in NOT_FUNCTIONS and "(" in head:
                    items.append(Function(text, masked, start + (len(masked[start:i]) - len(masked[start:i].lstrip())), i, end))
            i = end + 1
            start = i
            continue
        elif c == "}":
            start = i + 1
        i += 1
    return items


def top_level_classes(text, masked):
    """(name, open brace, close brace, is_template, keyword) of the
    top-level struct and class definitions."""
    found = []
    for m in re.finditer(r"(?:^|[;}\s])((?:template\s*<[^{;]*?>\s*)?)(struct|class)\s+([A-Za-z_]\w*)\s*(?:final\s*)?(?::[^{;]*)?\{", masked):
        brace = m.end() - 1
        if depth_at(masked, m.start(2)) != 0:
            continue
        # `enum class X {` is no class.
        if re.search(r"\benum\s*$", masked[max(0, m.start(2) - 10):m.start(2)]):
            continue
        end = matching(masked, brace)
        if end > 0:
            found.append((m.group(3), brace, end, bool(m.group(1).strip()), m.group(2)))
    return found


def depth_at(masked, pos):
    return masked.count("{", 0, pos) - masked.count("}", 0, pos)


def uses_after(masked, name, pos):
    return [m.start() for m in re.finditer(r"\b%s\b" % re.escape(name), masked)
            if m.start() >= pos]


def uses_before(masked, name, pos):
    return [m.start() for m in re.finditer(r"\b%s\b" % re.escape(name), masked)
            if m.start() < pos]


def defined_once(masked, functions, f):
    """f is the only function of its name, and nothing names it before its
    definition (no prototype, no earlier overload)."""
    same = [g for g in functions if g.name == f.name]
    return len(same) == 1 and not uses_before(masked, f.name, f.start)


def replace_uses(text, masked, name, new, after):
    """Replaces the identifier name by new in code (not comments or
    strings) from offset after on."""
    out, last = [], 0
    for pos in uses_after(masked, name, after):
        out.append(text[last:pos])
        out.append(new)
        last = pos + len(name)
    out.append(text[last:])
    return "".join(out)


def first_line_after_includes(text):
    """Offset of the line after the last #include (0 if none)."""
    last = 0
    for m in re.finditer(r"^[ \t]*#[ \t]*include\b.*$", text, re.M):
        last = m.end() + 1
    return min(last, len(text))


# --- the transformations ---------------------------------------------------
# Each takes (text, rng) and returns (new_text, extra_files) or None when it
# does not apply. extra_files: {name: text}, written beside the variant.

TRANSFORMS = {}


def transform(name, doc):
    def register(fn):
        fn.doc = doc
        TRANSFORMS[name] = fn
        return fn
    return register


def pick_function(text, rng, want):
    masked = mask(text)
    functions = top_level_items(text, masked)
    candidates = [f for f in functions if f.simple and want(f)
                  and defined_once(masked, functions, f)]
    if not candidates:
        return None, masked, functions
    return rng.choice(candidates), masked, functions


def wrap_in(text, f, opening, closing):
    return text[:f.start] + opening + f.text + closing + text[f.end + 1:]


def after_uses_are_plain(masked, f):
    """No explicit instantiation or specialisation names f later (those
    must be in f's namespace)."""
    return not re.search(r"\btemplate\b[^;{]*\b%s\b" % re.escape(f.name),
                         masked[f.end:])


@transform("namespace", "a kernel or device function in a namespace, "
           "with a using-directive after it")
def t_namespace(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: (f.kernel or f.device)
                                 and not f.static)
    if not f or not after_uses_are_plain(masked, f):
        return None
    return wrap_in(text, f, "namespace hfz_ns {\n",
                   "\n} // namespace hfz_ns\nusing namespace hfz_ns;"), {}


@transform("nested-namespace", "a kernel or device function in a C++17 "
           "nested namespace")
def t_nested_namespace(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: (f.kernel or f.device)
                                 and not f.static)
    if not f or not after_uses_are_plain(masked, f):
        return None
    return wrap_in(text, f, "namespace hfz_outer::hfz_inner {\n",
                   "\n} // namespace hfz_outer::hfz_inner\n"
                   "using namespace hfz_outer::hfz_inner;"), {}


@transform("anonymous-namespace", "a kernel or device function in an "
           "anonymous namespace")
def t_anonymous_namespace(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: (f.kernel or f.device)
                                 and not f.static)
    if not f or not after_uses_are_plain(masked, f):
        return None
    return wrap_in(text, f, "namespace {\n", "\n} // namespace"), {}


@transform("extern-c", "a kernel in an extern \"C\" block")
def t_extern_c(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: f.kernel and not f.template
                                 and not f.static)
    if not f:
        return None
    return wrap_in(text, f, 'extern "C" {\n', '\n} // extern "C"'), {}


@transform("static-member-kernel", "a kernel as a static member function of "
           "a struct, launched through it")
def t_static_member_kernel(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: f.kernel and not f.template
                                 and not f.static and len(f.name) > 2)
    if not f:
        return None
    holder = "hfz_holder_" + f.name
    member = f.text.replace("__global__", "static __global__", 1)
    new = (text[:f.start] + "struct %s {\n" % holder + member + "\n};\n"
           + text[f.end + 1:])
    new_masked = mask(new)
    after = f.start + len("struct %s {\n" % holder) + len(member) + 3
    return replace_uses(new, new_masked, f.name, holder + "::" + f.name,
                        after), {}


@transform("class-template-helper", "a device function as a static member "
           "of a class template, called through it")
def t_class_template_helper(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: f.device and not f.kernel
                                 and not f.template and not f.static
                                 and len(f.name) > 2)
    if not f:
        return None
    holder = "hfz_helpers_" + f.name
    member = "static " + re.sub(r"\binline\b\s*", "", f.text, count=1)
    opening = "template <int HFZ_N> struct %s {\n" % holder
    new = text[:f.start] + opening + member + "\n};\n" + text[f.end + 1:]
    after = f.start + len(opening) + len(member) + 3
    return replace_uses(new, mask(new), f.name, holder + "<0>::" + f.name,
                        after), {}


@transform("function-template", "a device function as a function template "
           "with a defaulted parameter")
def t_function_template(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: f.device and not f.kernel
                                 and not f.template)
    if not f or uses_after(masked, "&" + f.name, f.end):
        return None
    # Its address taken (&f, or f passed along) would need the arguments.
    if re.search(r"[&(,=]\s*%s\s*[,);]" % re.escape(f.name), masked[f.end:]):
        return None
    return text[:f.start] + "template <class HFZ_T = void>\n" + text[f.start:], {}


@transform("host-device-template", "a __host__ __device__ function template "
           "helper, called from a kernel")
def t_host_device_template(text, rng):
    masked = mask(text)
    kernels = [f for f in top_level_items(text, masked) if f.kernel]
    if not kernels:
        return None
    k = rng.choice(kernels)
    helper = ("template <class T>\n__host__ __device__ inline T "
              "hfz_twice(T v) { return v + v; }\n")
    body_open = k.brace + 1
    call = "\n  if (hfz_twice(0) != 0) return;\n"
    new = text[:k.start] + helper + text[k.start:body_open] + call + \
        text[body_open:]
    return new, {}


def class_member_insertions(text, rng, make):
    masked = mask(text)
    classes = [c for c in top_level_classes(text, masked)]
    if not classes:
        return None
    insertions = []
    for name, brace, end, is_template, keyword in classes:
        body = masked[brace + 1:end]
        piece = make(name, body, keyword)
        if piece:
            insertions.append((end, piece))
    if not insertions:
        return None
    new = text
    for pos, piece in sorted(insertions, reverse=True):
        new = new[:pos] + piece + new[pos:]
    return new, {}


@transform("defaulted-members", "`= default` destructors and `= delete` "
           "members added to every struct and class (templates too)")
def t_defaulted_members(text, rng):
    def make(name, body, keyword):
        if re.search(r"\bunion\b", body):
            return None
        piece = "\npublic:\n" if keyword == "class" else "\n"
        if not re.search(r"~\s*%s\b" % re.escape(name), body):
            piece += "  ~%s() = default;\n" % name
        piece += "  void hfz_deleted() = delete;\n"
        return piece
    return class_member_insertions(text, rng, make)


@transform("defaulted-constructors", "`Name() = default;` and a defaulted "
           "copy constructor where a struct declares no constructor")
def t_defaulted_constructors(text, rng):
    def make(name, body, keyword):
        if re.search(r"\b%s\s*\(" % re.escape(name), body) or \
                re.search(r"\b(const|union)\b|&\s*\w+\s*;", body):
            return None  # declares constructors, or holds consts/references
        piece = "\npublic:\n" if keyword == "class" else "\n"
        return piece + "  %s() = default;\n  %s(const %s &) = default;\n" % (
            name, name, name)
    return class_member_insertions(text, rng, make)


@transform("move-to-header", "the kernels and device functions moved into a "
           "header of their own, included where they were")
def t_move_to_header(text, rng):
    masked = mask(text)
    device = [f for f in top_level_items(text, masked) if f.kernel or f.device]
    if not device:
        return None
    begin = min(f.start for f in device)
    end = max(f.end for f in device) + 1
    moved = text[begin:end]
    # Directives must balance inside the moved part.
    opens = len(re.findall(r"^[ \t]*#[ \t]*if", moved, re.M))
    closes = len(re.findall(r"^[ \t]*#[ \t]*endif", moved, re.M))
    if opens != closes:
        return None
    name = "hfz_moved.cuh"
    header = "#pragma once\n" + moved + "\n"
    return text[:begin] + '#include "%s"\n' % name + text[end:], {name: header}


LAUNCH = re.compile(r"((?:[A-Za-z_][\w:]*)(?:\s*<[^<>;(){}]*>)?)\s*<<<")


def split_top(s, sep=","):
    parts, depth, cur = [], 0, []
    for c in s:
        if c in "([{<" and not (c == "<" and False):
            depth += c in "([{"
        if c in ")]}":
            depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
    parts.append("".join(cur))
    return parts


@transform("launch-macro", "every launch through a variadic macro")
def t_launch_macro(text, rng):
    masked = mask(text)
    edits = []
    for m in LAUNCH.finditer(masked):
        cfg_start = m.end()
        cfg_end = masked.find(">>>", cfg_start)
        if cfg_end < 0:
            continue
        rest = masked[cfg_end + 3:]
        lead = len(rest) - len(rest.lstrip())
        open_paren = cfg_end + 3 + lead
        if open_paren >= len(masked) or masked[open_paren] != "(":
            continue
        close_paren = matching(masked, open_paren, "(", ")")
        if close_paren < 0:
            continue
        config = split_top(text[cfg_start:cfg_end])
        if len(config) not in (2, 3, 4):
            continue
        kernel = text[m.start(1):m.end(1)]
        args = text[open_paren + 1:close_paren]
        macro = "HFZ_LAUNCH%d" % len(config)
        call = "%s((%s), %s%s%s)" % (
            macro, kernel, ", ".join("(%s)" % c.strip() for c in config),
            ", " if args.strip() else "", args)
        edits.append((m.start(1), close_paren + 1, call))
    if not edits:
        return None
    new = text
    for begin, end, call in sorted(edits, reverse=True):
        new = new[:begin] + call + new[end:]
    macros = ("#define HFZ_LAUNCH2(K, G, B, ...) K<<<G, B>>>(__VA_ARGS__)\n"
              "#define HFZ_LAUNCH3(K, G, B, S, ...) K<<<G, B, S>>>(__VA_ARGS__)\n"
              "#define HFZ_LAUNCH4(K, G, B, S, T, ...) "
              "K<<<G, B, S, T>>>(__VA_ARGS__)\n")
    at = first_line_after_includes(new)
    return new[:at] + macros + new[at:], {}


STANDARD_HEADERS = {
    "algorithm", "array", "atomic", "cassert", "cfloat", "chrono", "climits",
    "cmath", "cstddef", "cstdint", "cstdio", "cstdlib", "cstring", "ctime",
    "fstream", "functional", "iomanip", "iostream", "limits", "map", "memory",
    "numeric", "random", "set", "sstream", "string", "thread", "tuple",
    "type_traits", "unordered_map", "utility", "vector", "assert.h", "float.h",
    "limits.h", "math.h", "stdint.h", "stdio.h", "stdlib.h", "string.h",
    "time.h", "sys/time.h", "unistd.h"}


@transform("reorder-includes", "the standard headers included in reverse "
           "order, before the CUDA ones")
def t_reorder_includes(text, rng):
    lines = text.split("\n")
    idx = [i for i, l in enumerate(lines)
           if re.match(r"\s*#\s*include\s*<([^>]+)>", l)
           and re.match(r"\s*#\s*include\s*<([^>]+)>", l).group(1) in STANDARD_HEADERS]
    if len(idx) < 2:
        return None
    # Only a run of directives at the top, before any code.
    first_code = next((i for i, l in enumerate(lines)
                       if l.strip() and not l.strip().startswith(("#", "//", "/*", "*"))),
                      len(lines))
    idx = [i for i in idx if i < first_code]
    if len(idx) < 2:
        return None
    picked = [lines[i] for i in idx]
    for i in idx:
        lines[i] = None
    lines = [l for l in lines if l is not None]
    at = next((i for i, l in enumerate(lines) if re.match(r"\s*#\s*include", l)), 0)
    lines[at:at] = list(reversed(picked))
    return "\n".join(lines), {}


@transform("cuda-macro-guard", "a device helper guarded by a CUDA macro "
           "(__CUDACC__, __CUDA_ARCH__ or CUDART_VERSION) that is true "
           "wherever the original compiles")
def t_cuda_macro_guard(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: f.device and not f.kernel)
    if not f:
        f, masked, _ = pick_function(text, rng, lambda f: f.kernel)
    if not f:
        return None
    guard = rng.choice([
        ("#ifdef __CUDACC__\n", "\n#endif // __CUDACC__"),
        ("#if defined(__CUDA_ARCH__) || !defined(__CUDA_ARCH__)\n", "\n#endif"),
        ("#if defined(CUDART_VERSION) && CUDART_VERSION >= 9000\n", "\n#endif"),
        ("#if !defined(__CUDACC_RTC__)\n", "\n#endif"),
    ])
    if "CUDART_VERSION" in guard[0] and "cuda_runtime" not in text and \
            "cuda.h" not in text:
        return None
    return wrap_in(text, f, guard[0], guard[1]), {}


POINTEES = ["unsigned long long", "unsigned int", "unsigned char", "long long",
            "unsigned", "float", "double", "int", "char", "short", "long"]


@transform("typedef-pointers", "kernel pointer parameters written with "
           "typedef'd pointer types")
def t_typedef_pointers(text, rng):
    f, masked, _ = pick_function(text, rng, lambda f: f.kernel and f.params)
    if not f:
        return None
    begin, end = f.params
    params = text[begin + 1:end]
    typedefs, changed = [], params
    for pointee in POINTEES:
        for const in ("const ", ""):
            pat = re.compile(r"(^|,)(\s*)%s%s\s*\*\s*(__restrict__\s+)?(?=[A-Za-z_])"
                             % (re.escape(const), re.escape(pointee)))
            alias = "hfz_%s%s_ptr" % ("c" if const else "", pointee.replace(" ", "_"))
            new = pat.sub(lambda m: m.group(1) + m.group(2) + alias + " " +
                          (m.group(3) or ""), changed)
            if new != changed:
                typedefs.append("typedef %s%s *%s;\n" % (const, pointee, alias))
                changed = new
    if not typedefs:
        return None
    new = text[:begin + 1] + changed + text[end:]
    return new[:f.start] + "".join(typedefs) + new[f.start:], {}


def kernel_body_rewrite(text, rng, wrap, refuse=None):
    masked = mask(text)
    kernels = [f for f in top_level_items(text, masked) if f.kernel]
    if refuse:
        kernels = [k for k in kernels if not refuse(masked[k.brace:k.end + 1])]
    if not kernels:
        return None
    k = rng.choice(kernels)
    inner = text[k.brace + 1:k.end]
    return text[:k.brace + 1] + wrap(inner) + text[k.end:], {}


@transform("lambda-in-kernel", "a kernel's body in a lambda it calls")
def t_lambda_in_kernel(text, rng):
    return kernel_body_rewrite(
        text, rng,
        lambda body: "\n  auto hfz_body = [&]() {" + body + "};\n  hfz_body();\n",
        # __shared__ variables and labels belong to the kernel itself.
        refuse=lambda body: re.search(r"__shared__|\bgoto\b|\basm\b|\b__asm__\b", body))


@transform("if-constexpr", "a kernel's body under `if constexpr`")
def t_if_constexpr(text, rng):
    return kernel_body_rewrite(
        text, rng,
        lambda body: "\n  if constexpr (sizeof(int) > 0) {" + body + "}\n",
        refuse=lambda body: re.search(r"\bgoto\b", body))


@transform("constexpr-constants", "#define'd integer constants as constexpr "
           "variables")
def t_constexpr_constants(text, rng):
    defs = list(re.finditer(r"^[ \t]*#[ \t]*define[ \t]+([A-Za-z_]\w*)[ \t]+"
                            r"\(?(-?\d+[uUlL]*)\)?[ \t]*$", text, re.M))
    usable = []
    for m in defs:
        name = m.group(1)
        # A macro that directives test, or that is defined again, stays one.
        if re.search(r"^[ \t]*#[ \t]*(if|ifdef|ifndef|elif|undef|define[ \t]+%s\b)"
                     r".*\b%s\b" % (re.escape(name), re.escape(name)),
                     text[:m.start()] + text[m.end():], re.M):
            continue
        if len(re.findall(r"#\s*define\s+%s\b" % re.escape(name), text)) > 1:
            continue
        usable.append(m)
    if not usable:
        return None
    new = text
    for m in sorted(usable, key=lambda m: m.start(), reverse=True):
        value = m.group(2)
        kind = "unsigned long long" if re.search(r"[uU][lL]", value) else \
            "long long" if re.search(r"[lL]", value) else \
            "unsigned" if re.search(r"[uU]", value) else "int"
        new = new[:m.start()] + "constexpr %s %s = %s;" % (kind, m.group(1), value) + \
            new[m.end():]
    return new, {}


@transform("ctad", "a class template deduced from its constructor (CTAD), "
           "in host code and in a kernel")
def t_ctad(text, rng):
    masked = mask(text)
    kernels = [f for f in top_level_items(text, masked) if f.kernel]
    if not kernels:
        return None
    k = rng.choice(kernels)
    helper = ("template <class T> struct hfz_box {\n  T v;\n"
              "  __host__ __device__ hfz_box(T x) : v(x) {}\n};\n"
              "static hfz_box hfz_host_box(1.0f);\n")
    use = "\n  hfz_box hfz_local(threadIdx.x);\n  (void)hfz_local;\n"
    body_open = k.brace + 1
    return text[:k.start] + helper + text[k.start:body_open] + use + \
        text[body_open:], {}


@transform("variable-template", "a variable template read in a kernel")
def t_variable_template(text, rng):
    masked = mask(text)
    kernels = [f for f in top_level_items(text, masked) if f.kernel]
    if not kernels:
        return None
    k = rng.choice(kernels)
    helper = "template <class T> constexpr T hfz_zero = T(0);\n"
    use = "\n  if (hfz_zero<int> != 0) return;\n"
    body_open = k.brace + 1
    return text[:k.start] + helper + text[k.start:body_open] + use + \
        text[body_open:], {}


@transform("cooperative-groups-header", "a header of cooperative-groups "
           "device code (a tile reduction with this_thread_block) included "
           "and called from a kernel")
def t_cooperative_groups_header(text, rng):
    masked = mask(text)
    kernels = [f for f in top_level_items(text, masked) if f.kernel]
    if not kernels:
        return None
    k = rng.choice(kernels)
    name = "hfz_groups.cuh"
    header = ("#pragma once\n#include <cooperative_groups.h>\n"
              "namespace hfz_cg = cooperative_groups;\n"
              "template <class T> struct hfz_reducer {\n"
              "  hfz_reducer() = default;\n"
              "  __device__ T sum(T v) {\n"
              "    auto tile = hfz_cg::tiled_partition<32>(hfz_cg::this_thread_block());\n"
              "    for (int o = tile.size() / 2; o > 0; o /= 2)\n"
              "      v += tile.shfl_down(v, o);\n"
              "    return v;\n  }\n};\n")
    use = "\n  if (hfz_reducer<int>().sum(0) != 0) return;\n"
    body_open = k.brace + 1
    at = first_line_after_includes(text)
    new = text[:k.brace + 1] + use + text[k.brace + 1:]
    return new[:at] + '#include "%s"\n' % name + new[at:], {name: header}


# --- running ---------------------------------------------------------------

STDERR_CRASH = re.compile(
    rb"^LLVM ERROR:|^Stack dump:|Assertion [`'\"].*failed|AddressSanitizer|"
    rb"UndefinedBehaviorSanitizer|LeakSanitizer|runtime error:|"
    rb"^terminate called|hipify crashed \(", re.M)


def run(argv, timeout, env=None, cwd=None):
    start = time.monotonic()
    try:
        p = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           timeout=timeout, env=env, cwd=cwd)
        return p.returncode, p.stdout, p.stderr, False, time.monotonic() - start
    except subprocess.TimeoutExpired as e:
        return None, e.stdout or b"", e.stderr or b"", True, timeout


def crash_kind(rc, err, timed_out):
    if timed_out:
        return "hang"
    if rc is not None and rc < 0:
        return "signal %d" % -rc
    if rc not in (0, 1, 2):
        return "exit %s" % rc
    m = STDERR_CRASH.search(err)
    if m:
        return m.group(0).decode("utf-8", "replace").strip()
    return None


def signature(kind, err):
    """The crash's kind and hipify's innermost stage or function."""
    text = err.decode("utf-8", "replace")
    m = re.search(r"hipify crashed \([A-Z]+\)[^,.]*(, [^.]*)?", text)
    if m:
        return re.sub(r"'[^']*'", "'F'", m.group(0))[:200]
    frames = re.findall(r"#\d+ 0x[0-9a-f]+ (hipify::[\w:~<>]+)", text)
    if frames:
        return "%s in %s" % (kind, frames[0])
    m = re.search(r"(SUMMARY: \w+Sanitizer: [^\n]*|runtime error: [^\n]*)", text)
    if m:
        return "%s: %s" % (kind, m.group(1)[:150])
    return kind


def collect_inputs(paths, limit, rng):
    files = []
    for p in paths:
        if os.path.isfile(p):
            files.append(os.path.abspath(p))
            continue
        for root, dirs, names in os.walk(p):
            dirs.sort()
            for n in sorted(names):
                if n.endswith(".cu"):
                    files.append(os.path.abspath(os.path.join(root, n)))
    if limit and len(files) > limit:
        files = sorted(rng.sample(files, limit))
    return files


def copy_program(source, scratch):
    """The source and the headers of its directory (within a size budget) in
    scratch; returns the copy of source."""
    src_dir = os.path.dirname(source)
    budget = MAX_COPY_BYTES
    for root, dirs, names in os.walk(src_dir):
        dirs[:] = sorted(d for d in dirs if not d.startswith("."))[:20]
        for n in sorted(names):
            path = os.path.join(root, n)
            if not n.endswith(HEADER_SUFFIXES) and path != source:
                continue
            try:
                size = os.path.getsize(path)
            except OSError:
                continue
            if size > budget and path != source:
                continue
            budget -= size
            dest = os.path.join(scratch, os.path.relpath(path, src_dir))
            os.makedirs(os.path.dirname(dest), exist_ok=True)
            shutil.copyfile(path, dest)
    return os.path.join(scratch, os.path.basename(source))


class Harness:
    def __init__(self, args):
        self.args = args
        self.hipify = os.path.abspath(args.hipify)
        self.env = dict(os.environ)
        self.env.setdefault("HIPIFY_CRASH_BACKTRACE", "1")
        # A sanitizer report ends the process with a status of its own, which
        # a tree port reports for the unit (the report itself goes to the
        # worker's log).
        self.env.setdefault("ASAN_OPTIONS", "detect_leaks=0:exitcode=86")
        self.env.setdefault("UBSAN_OPTIONS",
                            "halt_on_error=1:exitcode=86:print_stacktrace=1")
        self.env.setdefault("HIPIFY_CACHE_DIR", os.path.join(
            tempfile.gettempdir(), "hipify-fuzz-cache-%d" % os.getuid()))
        self.counts = {"inputs": 0, "original-crashes": 0, "variants": 0,
                       "not-applicable": 0, "invalid": 0, "crashes": 0,
                       "build-checked": 0, "build-failures": 0,
                       "original-builds": 0}
        self.by_transform = {}
        self.signatures = {}
        self.findings = []
        self.work = tempfile.mkdtemp(prefix="hipify-transform-fuzz-")

    def close(self):
        if not self.args.keep:
            shutil.rmtree(self.work, ignore_errors=True)

    def flags(self, directory):
        flags = ["-I" + directory]
        for inc in self.args.include:
            flags.append("-I" + os.path.abspath(inc))
        return flags

    def port(self, source, output_root):
        """A tree port of the source's directory (so that headers the
        variant made are ported too). Returns (exit status, stderr, timed
        out, command, files with parse errors, a unit's crash if any)."""
        tree = os.path.dirname(source)
        report = output_root + ".json"
        argv = [self.hipify, "port", "--in-root=" + tree,
                "--out-root=" + output_root, "-j1", "--quiet",
                "--report=" + report,
                "--timeout=%d" % max(5, self.args.timeout - 5)]
        if self.args.cuda_path:
            argv.append("--cuda-path=" + self.args.cuda_path)
        argv += ["--"] + self.flags(tree)
        rc, out, err, to, secs = run(argv, self.args.timeout, self.env)
        partial, crash = 0, None
        try:
            with open(report) as f:
                files = json.load(f).get("files", [])
        except (OSError, ValueError):
            files = []
        for entry in files:
            reason = entry.get("reason", "") or ""
            partial += entry.get("status") == "partial"
            if entry.get("status") == "failed" and re.search(
                    r"crashed|exit code|no result|timed out|malformed", reason):
                crash = crash or reason
        return rc, err, to, argv, partial, crash

    def hipcc(self, port, directory):
        argv = [self.args.hipcc, "--offload-arch=gfx90a", "-std=c++17",
                "-fsyntax-only", "-w", "-x", "hip", port] + \
            self.flags(directory)
        rc, out, err, to, secs = run(argv, 300)
        return rc == 0, err, argv

    def nvcc(self, source):
        argv = [self.args.nvcc, "-std=c++17", "-c", "-o", os.devnull,
                "-w", source] + self.flags(os.path.dirname(source))
        rc, out, err, to, secs = run(argv, 300)
        return rc == 0

    def record(self, kind, source, transforms, directory, details):
        key = hashlib.sha1((kind + source + ",".join(transforms)).encode()
                           ).hexdigest()[:12]
        entry = {"kind": kind, "input": source, "transforms": transforms,
                 "details": details}
        self.findings.append(entry)
        if self.args.out:
            dest = os.path.join(self.args.out, "%s-%s" % (kind, key))
            shutil.rmtree(dest, ignore_errors=True)
            shutil.copytree(directory, dest)
            if os.path.isdir(directory + "-port"):
                shutil.copytree(directory + "-port", dest + "/port")
            with open(os.path.join(dest, "finding.json"), "w") as f:
                json.dump(entry, f, indent=2)
        if self.args.verbose:
            print("  %s: %s [%s] %s" % (kind, source, "+".join(transforms),
                                        details.get("signature", "")))

    def run_input(self, source, rng):
        self.counts["inputs"] += 1
        case = tempfile.mkdtemp(dir=self.work)
        orig = copy_program(source, os.path.join(case, "original"))
        orig_out = os.path.join(case, "original-port")
        orig_port = os.path.join(orig_out, os.path.basename(orig))
        rc, err, to, argv, orig_errors, unit_crash = self.port(orig, orig_out)
        kind = crash_kind(rc, err, to)
        if unit_crash:
            kind, err = kind or "unit", err + unit_crash.encode()
        if kind:
            self.counts["original-crashes"] += 1
            self.counts["crashes"] += 1
            sig = signature(kind, err)
            self.signatures[sig] = self.signatures.get(sig, 0) + 1
            self.record("crash", source, [], os.path.dirname(orig),
                        {"signature": sig, "command": " ".join(argv),
                         "stderr": err[-4000:].decode("utf-8", "replace")})
        orig_builds = False
        if self.args.build_check and not kind and os.path.exists(orig_port):
            orig_builds = self.hipcc(orig_port, orig_out)[0]
            self.counts["original-builds"] += orig_builds
        orig_nvcc = None
        if self.args.nvcc_check:
            orig_nvcc = self.nvcc(orig)
        with open(orig, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
        names = self.args.transforms or sorted(TRANSFORMS)
        for v in range(self.args.per_input):
            picked = rng.sample(names, min(len(names), rng.choice([1, 1, 2, 3])))
            variant, extra, applied = text, {}, []
            for name in picked:
                made = TRANSFORMS[name](variant, rng)
                if made is None:
                    continue
                variant, more = made
                extra.update(more)
                applied.append(name)
            if not applied:
                self.counts["not-applicable"] += 1
                continue
            self.counts["variants"] += 1
            for name in applied:
                self.by_transform.setdefault(name, {"variants": 0, "crashes": 0,
                                                    "build-failures": 0,
                                                    "invalid": 0})
                self.by_transform[name]["variants"] += 1
            vdir = os.path.join(case, "variant-%d" % v)
            shutil.copytree(os.path.dirname(orig), vdir)
            vsrc = os.path.join(vdir, os.path.basename(orig))
            with open(vsrc, "w", encoding="utf-8", errors="surrogateescape") as f:
                f.write(variant)
            for name, body in extra.items():
                with open(os.path.join(vdir, name), "w") as f:
                    f.write(body)
            vout = vdir + "-port"
            vport = os.path.join(vout, os.path.basename(vsrc))
            rc, err, to, argv, errors, unit_crash = self.port(vsrc, vout)
            kind = crash_kind(rc, err, to)
            if unit_crash:
                kind, err = kind or "unit", err + unit_crash.encode()
            if kind:
                self.counts["crashes"] += 1
                for name in applied:
                    self.by_transform[name]["crashes"] += 1
                sig = signature(kind, err)
                self.signatures[sig] = self.signatures.get(sig, 0) + 1
                self.record("crash", source, applied, vdir,
                            {"signature": sig, "command": " ".join(argv),
                             "stderr": err[-4000:].decode("utf-8", "replace")})
                continue
            valid = True
            if self.args.nvcc_check and orig_nvcc:
                valid = self.nvcc(vsrc)
            elif errors > orig_errors:
                valid = False
            if not valid:
                self.counts["invalid"] += 1
                for name in applied:
                    self.by_transform[name]["invalid"] += 1
                continue
            if self.args.build_check and orig_builds:
                self.counts["build-checked"] += 1
                builds, herr, hargv = self.hipcc(vport, vout)
                if not builds:
                    self.counts["build-failures"] += 1
                    for name in applied:
                        self.by_transform[name]["build-failures"] += 1
                    first = next((l for l in herr.decode("utf-8", "replace").splitlines()
                                  if "error:" in l), "")
                    self.record("build-failure", source, applied, vdir,
                                {"command": " ".join(hargv),
                                 "first-error": first,
                                 "hipify-stderr": err[-2000:].decode("utf-8", "replace")})
        shutil.rmtree(case, ignore_errors=True)


def main():
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0],
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--hipify")
    p.add_argument("--inputs", nargs="+", default=[])
    p.add_argument("--include", action="append", default=[],
                   help="an include directory for every input (-I)")
    p.add_argument("--cuda-path")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--per-input", type=int, default=4,
                   help="variants per input (default 4)")
    p.add_argument("--max-inputs", type=int, default=0,
                   help="at most this many inputs, picked by the seed")
    p.add_argument("--transforms", type=lambda s: s.split(","),
                   help="only these (default: all; --list names them)")
    p.add_argument("--build-check", action="store_true",
                   help="compile the ports with hipcc: a variant's must build "
                        "where the original's does")
    p.add_argument("--nvcc-check", action="store_true",
                   help="a variant is valid when nvcc compiles it as it does "
                        "the original (default: no more parse errors)")
    p.add_argument("--hipcc", default="hipcc")
    p.add_argument("--nvcc", default="/usr/local/cuda/bin/nvcc")
    p.add_argument("--timeout", type=int, default=120,
                   help="seconds a port may take (default 120)")
    p.add_argument("--out", help="store each finding's files here")
    p.add_argument("--report", help="write the counts as JSON here")
    p.add_argument("--keep", action="store_true", help="keep the work files")
    p.add_argument("--list", action="store_true",
                   help="list the transformations and exit")
    p.add_argument("-v", "--verbose", action="store_true")
    args = p.parse_args()
    if args.list:
        for name in sorted(TRANSFORMS):
            print("%-26s %s" % (name, TRANSFORMS[name].doc))
        return 0
    if not args.hipify or not args.inputs:
        p.error("--hipify and --inputs are required")
    for name in args.transforms or []:
        if name not in TRANSFORMS:
            p.error("no transformation '%s' (--list)" % name)
    rng = random.Random(args.seed)
    harness = Harness(args)
    inputs = collect_inputs(args.inputs, args.max_inputs, rng)
    if args.out:
        os.makedirs(args.out, exist_ok=True)
    try:
        for n, source in enumerate(inputs):
            if args.verbose:
                print("[%d/%d] %s" % (n + 1, len(inputs), source), flush=True)
            harness.run_input(source, random.Random("%d:%s" % (
                args.seed, os.path.basename(source))))
    finally:
        harness.close()
    c = harness.counts
    print("inputs: %d; variants: %d (and %d where no transformation "
          "applied); invalid variants: %d; crashes: %d (%d of originals)" % (
              c["inputs"], c["variants"], c["not-applicable"], c["invalid"],
              c["crashes"], c["original-crashes"]))
    if args.build_check:
        print("originals whose port builds: %d; their variants built: %d; "
              "build failures: %d" % (c["original-builds"],
                                      c["build-checked"], c["build-failures"]))
    for sig, count in sorted(harness.signatures.items()):
        print("crash signature (%d): %s" % (count, sig))
    for f in harness.findings:
        if f["kind"] == "build-failure":
            print("build failure: %s [%s]: %s" % (
                f["input"], "+".join(f["transforms"]),
                f["details"]["first-error"][:200]))
    if args.report:
        with open(args.report, "w") as f:
            json.dump({"counts": c, "transforms": harness.by_transform,
                       "signatures": harness.signatures,
                       "findings": harness.findings}, f, indent=2)
    return 1 if c["crashes"] or c["build-failures"] else 0


if __name__ == "__main__":
    sys.exit(main())
