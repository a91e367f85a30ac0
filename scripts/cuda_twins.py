"""Meaning-based pairing of CUDA driver names with HIP names.

The spelling rules of scripts/derive_mappings.py guess a HIP name from the
CUDA one (CUfunction_attribute -> hipFunctionAttribute_t, which no release
declares).  HIP often has the thing under another spelling
(hipFunction_attribute), or only in its runtime-style API
(cuMemAllocManaged is hipMallocManaged).  This module finds such twins by
what the declarations are, not by how they are spelled:

  aliases    a typedef, struct tag or ``_enum``/``_st``/``_vN`` name of a
             CUDA type that is mapped: same HIP name (the same type);
  enums      a CUDA enum most of whose mapped enumerators are enumerators
             of one HIP enum (same enumerators); else the CUDA runtime enum
             with the same values and names after the prefix, whose HIP
             name is that enum's (its twin in the runtime API);
  structs    the CUDA runtime struct with the same members, in order,
             whose HIP name is the struct's;
  functions  the HIP function of the index whose parameter list is the
             CUDA function's, parameter by parameter, with the CUDA types
             mapped by the tables (CUdeviceptr and void * alike), and whose
             name shares a word with the CUDA name (Alloc, Managed, ...).

Every pairing is a fact of the CUDA headers (libclang 22 on cuda.h and the
runtime headers) and of the HIP API index; nothing is copied from another
project.  derive_mappings.py applies it to the driver family (``twins``);
scripts/search_hip_twins.py lists what it found and the HIP names no row
reaches.
"""

import os
import re

import clang.cindex as ci

import header_decls

K = ci.CursorKind

# Words that say nothing about what a function does.
_GENERIC_WORDS = {"get", "set", "v", "async", "ex", "ptds", "ptsz", "spt", "drv", "st"}
_BUILTIN_WORDS = {"int", "long", "short", "char", "float", "double", "unsigned", "signed",
                  "void", "size_t", "bool"}


class Shapes:
    """What the CUDA headers declare, beyond names: enumerators with values,
    struct members, parameter types, and which names are one type."""

    def __init__(self):
        self.enums = {}     # type name -> [(enumerator, value)]
        self.structs = {}   # type name -> [member]
        self.funcs = {}     # function name -> [parameter type spelling]
        self.canon = {}     # type name -> USR of the declaration it names
        self.pointee = {}   # pointer typedef -> USR of the struct it points to
        self.files = {}     # name -> header basename


def _children(cursor):
    for c in cursor.get_children():
        if c.kind in (K.LINKAGE_SPEC, K.UNEXPOSED_DECL):
            yield from _children(c)
        else:
            yield c


def _record(shapes, tu, keep):
    for c in _children(tu.cursor):
        if c.location.file is None:
            continue
        path = os.path.realpath(c.location.file.name)
        if not keep(path):
            continue
        base = os.path.basename(path)
        if c.kind == K.FUNCTION_DECL:
            shapes.funcs.setdefault(c.spelling, [a.type.spelling for a in c.get_arguments()])
            shapes.files.setdefault(c.spelling, base)
            continue
        if c.kind not in (K.TYPEDEF_DECL, K.STRUCT_DECL, K.ENUM_DECL) or not c.spelling:
            continue
        if c.kind == K.TYPEDEF_DECL:
            canonical = c.underlying_typedef_type.get_canonical()
            if canonical.kind == ci.TypeKind.POINTER:
                target = canonical.get_pointee().get_declaration()
                if target is not None and target.kind == K.STRUCT_DECL:
                    shapes.pointee.setdefault(c.spelling, target.get_usr())
                    shapes.files.setdefault(c.spelling, base)
                continue
            decl = canonical.get_declaration()
        else:
            decl = c
        if decl is None or decl.kind == K.NO_DECL_FOUND:
            continue
        name = c.spelling
        shapes.files.setdefault(name, base)
        shapes.canon.setdefault(name, decl.get_usr())
        if decl.kind == K.ENUM_DECL:
            shapes.enums.setdefault(name, [(e.spelling, e.enum_value)
                                           for e in decl.get_children()
                                           if e.kind == K.ENUM_CONSTANT_DECL])
        elif decl.kind == K.STRUCT_DECL and decl.is_definition():
            members = [f.spelling for f in decl.type.get_fields()]
            if members:
                shapes.structs.setdefault(name, members)


_SHAPES = {}


def cuda_shapes(cuda_path, headers):
    """Shapes of the declarations of ``headers`` (basenames under
    <cuda>/include), from one parse of cuda.h and cuda_runtime.h."""
    key = (cuda_path, tuple(headers))
    if key in _SHAPES:
        return _SHAPES[key]
    header_decls.setup_libclang()
    inc = os.path.realpath(os.path.join(cuda_path, "include"))
    wanted = {os.path.join(inc, h) for h in headers}
    name = "hipify_twins.cu"
    tu = ci.Index.create().parse(
        name, args=header_decls.cuda_args(cuda_path),
        unsaved_files=[(name, "#include <cuda_runtime.h>\n#include <cuda.h>\n")],
        options=ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
        | ci.TranslationUnit.PARSE_INCOMPLETE)
    shapes = Shapes()
    _record(shapes, tu, lambda p: p in wanted)
    _SHAPES[key] = shapes
    return shapes


# ------------------------------------------------------------------ helpers

def boundary_prefix(names):
    """Longest common prefix of ``names`` ending at a word boundary."""
    if len(names) < 2:
        return ""
    lcp = os.path.commonprefix(names)
    i = len(lcp)
    while i > 0 and not all(i < len(n) and (n[i].isupper() or n[i].isdigit() or
                                            n[i - 1] == "_") for n in names):
        i -= 1
    return lcp[:i]


def _norm(s):
    return s.replace("_", "").lower()


def name_words(name):
    """cuMemAllocManaged -> {malloc, managed}; hipMallocManaged -> the same:
    the words of a name after its library prefix, lower case, "mem alloc"
    read as "malloc" and "mem free" as "free" (HIP's runtime spelling)."""
    n = re.sub(r"^(CUDA_|CU_|HIP_|cuda|cu|hipDrv|hip|CU|HIP)", "", name)
    n = re.sub(r"(_v\d+|_pt(ds|sz)|_st|_enum)+$", "", n)
    if n.upper() == n:
        # UPPER_SNAKE: CUDA_EXT_SEM_SIGNAL_NODE_PARAMS
        words = [w.lower() for w in n.split("_") if w]
    else:
        words = [w.lower() for w in re.findall(r"[A-Z][a-z0-9]*|[a-z0-9]+", n)]
    text = " ".join(words).replace("mem alloc", "malloc").replace("mem free", "free")
    return set(text.split()) - _GENERIC_WORDS


def _type_words(spelling):
    """'const CUDA_MEMCPY3D *' -> ['CUDA_MEMCPY3D', '*'] (qualifiers, struct
    and enum keywords dropped; 'unsigned' alone is 'unsigned int')."""
    words = [w for w in re.findall(r"[A-Za-z_]\w*|\*|&|\[\]", spelling)
             if w not in ("const", "struct", "enum", "volatile", "restrict", "__restrict")]
    if words == ["unsigned"]:
        words = ["unsigned", "int"]
    return words


def hip_param_types(params):
    """'int * value, hipFunction_attribute attrib' -> [['int', '*'],
    ['hipFunction_attribute']]: the index's parameter text without the
    parameter names."""
    out = []
    if not params.strip() or params.strip() == "void":
        return out
    depth, cur, parts = 0, "", []
    for ch in params:
        if ch in "<([":
            depth += 1
        elif ch in ">)]":
            depth -= 1
        if ch == "," and depth == 0:
            parts.append(cur)
            cur = ""
        else:
            cur += ch
    parts.append(cur)
    for p in parts:
        words = _type_words(p)
        if len(words) > 1 and re.match(r"[A-Za-z_]", words[-1]) and \
                words[-1] not in _BUILTIN_WORDS:
            words = words[:-1]
        out.append(words)
    return out


_POINTER_LIKE = {"CUdeviceptr", "CUdeviceptr_v2", "hipDeviceptr_t"}


def _canonical_words(words, rename):
    out = []
    for w in words:
        w = rename(w) or w
        if w in _POINTER_LIKE:
            out += ["void", "*"]
        else:
            out.append(w)
    return " ".join(out)


def same_parameters(cuda_types, hip_params, rename):
    """Whether a CUDA parameter list (type spellings) is the HIP one, each
    CUDA type word renamed by ``rename`` (name -> HIP name or None)."""
    hip = hip_param_types(hip_params)
    if len(hip) != len(cuda_types):
        return False
    for ct, ht in zip(cuda_types, hip):
        if _canonical_words(_type_words(ct), rename) != _canonical_words(ht, lambda w: None):
            return False
    return True


# ---------------------------------------------------------------- matching

def enum_twin_by_members(members, hip_parent_of):
    """The one HIP enum that holds at least half (and two) of ``members``'
    HIP names; ``hip_parent_of``: enumerator -> its HIP enum, or None."""
    votes = {}
    for m in members:
        p = hip_parent_of(m)
        if p:
            votes[p] = votes.get(p, 0) + 1
    if not votes:
        return None, 0
    best = max(votes.values())
    tops = [p for p, v in votes.items() if v == best]
    need = max(2, (len(members) + 1) // 2) if len(members) > 1 else 1
    if len(tops) != 1 or best < need:
        return None, 0
    return tops[0], best


def enum_twin_by_values(members, runtime_enums):
    """The CUDA runtime enum whose enumerators have the values of
    ``members`` and the same names after each enum's prefix (ignoring case
    and '_', or one name contained in the other): every enumerator of one
    of the two enums must pair (one in two where the smaller has eight
    or more), and at least two.  Returns (name,
    {driver enumerator: runtime enumerator})."""
    names = [m for m, _ in members]
    pc = boundary_prefix(names)
    best, best_pairs = None, {}
    ambiguous = False
    for rt, rmem in runtime_enums.items():
        if not rmem:
            continue
        pr = boundary_prefix([m for m, _ in rmem])
        rby = {}
        for m, v in rmem:
            rby.setdefault(v, []).append(m)
        pairs = {}
        for m, v in members:
            cs = _norm(m[len(pc):])
            for r in rby.get(v, ()):
                rs = _norm(r[len(pr):])
                if cs and rs and (cs == rs or cs in rs or rs in cs):
                    pairs[m] = r
                    break
        # every enumerator of the smaller enum pairs, or (large enums that
        # grew apart: CUdevice_attribute, cudaDeviceAttr) one in two
        smaller = min(len(members), len(rmem))
        if len(pairs) < 2 or len(pairs) < (smaller if smaller < 8 else 0.5 * smaller):
            continue
        if len(pairs) > len(best_pairs):
            best, best_pairs, ambiguous = rt, pairs, False
        elif len(pairs) == len(best_pairs):
            ambiguous = True
    if ambiguous:
        return None, {}
    return best, best_pairs


def struct_twin(name, members, runtime_structs):
    """The CUDA runtime structs with exactly these members, in this order;
    where several have them, those whose names share the most words with
    ``name`` (CUDA_EXTERNAL_SEMAPHORE_SIGNAL_PARAMS: the Signal one, not
    the Wait one, which has the same members)."""
    hits = [n for n, m in runtime_structs.items() if m == members]
    if len(hits) < 2:
        return hits
    mine = name_words(name) | {w[:3] for w in name_words(name)}
    def score(h):
        theirs = name_words(h)
        return len(mine & (theirs | {w[:3] for w in theirs}))
    best = max(score(h) for h in hits)
    return [h for h in hits if score(h) == best]
