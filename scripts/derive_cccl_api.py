#!/usr/bin/env python3
"""Derive the shape of CUB's and Thrust's public API from a CUDA
installation: mappings/facts/cccl-api.yaml, read by scripts/gen-cuda-facade.py.

The CUDA facade (docs/facade.md) declares the cub:: and thrust:: namespaces
permissively where hipCUB and rocThrust are not installed: every class,
function, value and enumeration of their public API, each accepting any
use. C++ cannot declare a class template that takes both types and values
without knowing which parameter is which (cub::BlockReduce<float, 256>), nor
a member without its name, so this script records, from the installed CCCL
headers, what a permissive declaration needs and nothing else:

  classes     name, the kind of each template parameter (type, value,
              template; "..." for a pack), the names of the public nested
              types and nested templates, and of the public members
              (functions, data, enumerators), inherited ones included
  enums       name, whether scoped, enumerator names
  functions   name, the distinct lists of template parameter kinds (what
              explicit template arguments can be given: get<0>(t)), and the
              nested types and members of what they return
              (minmax_element(...).first)
  values      namespace-scope objects (thrust::device, thrust::cuda::par)
              and the members of their types (par.on(stream))
  namespaces  nested public namespaces (thrust::placeholders, thrust::cuda)
  standard_includes  the C++ standard headers their headers include (code
              using std::vector after including only Thrust's compiles)

Names only, no declarations' text. Internal namespaces (detail, cuda_cub,
__*, the ABI's inline namespaces are folded into their parent) are left out.

  scripts/derive_cccl_api.py --cuda-path /usr/local/cuda > mappings/facts/cccl-api.yaml
  scripts/derive_cccl_api.py --cuda-path /usr/local/cuda --check mappings/facts/cccl-api.yaml
"""

import argparse
import glob
import os
import re
import sys

import yaml

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import header_decls  # noqa: E402

import clang.cindex as ci  # noqa: E402

K = ci.CursorKind
ROOTS = ("cub", "thrust")
# Implementation namespaces: not the API users write.
INTERNAL = {"detail", "internal", "cuda_cub", "system_error_detail"}
CLASS_KINDS = {K.CLASS_DECL, K.STRUCT_DECL, K.UNION_DECL, K.CLASS_TEMPLATE}
TYPE_KINDS = {K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL, K.ENUM_DECL} | CLASS_KINDS
TEMPLATE_PARAMETERS = {K.TEMPLATE_TYPE_PARAMETER: "type",
                       K.TEMPLATE_NON_TYPE_PARAMETER: "value",
                       K.TEMPLATE_TEMPLATE_PARAMETER: "template"}
MEMBER_DEPTH = 4  # base classes followed for inherited members


def public_name(name):
    """An identifier of the API: not reserved (__x, _X), not an operator;
    Thrust's placeholders (_1) are public."""
    if not name or not name.replace("_", "a").isalnum() or name[0].isdigit():
        return False
    return not name.startswith("_") or name[1:].isdigit()


def params_of(cursor):
    """The kinds of a template's parameters, "type..." for a pack."""
    kinds = []
    for c in cursor.get_children():
        kind = TEMPLATE_PARAMETERS.get(c.kind)
        if kind is None:
            continue
        tokens = [t.spelling for t in c.get_tokens()]
        if "..." in tokens[:tokens.index(c.spelling) + 1 if c.spelling in tokens
                           else len(tokens)]:
            kind += "..."
        kinds.append(kind)
    return kinds


def referenced(cursor):
    """What a using-declaration or base specifier names."""
    out = []
    for c in cursor.get_children():
        if c.kind == K.OVERLOADED_DECL_REF:
            lib = ci.conf.lib  # the bindings have no wrapper for these
            for i in range(lib.clang_getNumOverloadedDecls(c)):
                decl = lib.clang_getOverloadedDecl(c, i)
                decl._tu = c.translation_unit
                out.append(decl)
        elif c.kind in (K.TEMPLATE_REF, K.TYPE_REF, K.NAMESPACE_REF) and c.referenced:
            out.append(c.referenced)
    return out


# Class template USR -> its partial and explicit specializations (whose
# members count as the template's: cub::Traits<T>::UnsignedBits is declared
# only by the specializations of its base).
SPECIALIZATIONS = {}


def note_specializations(cursor):
    for c in cursor.get_children():
        if c.kind in (K.NAMESPACE, K.LINKAGE_SPEC, K.UNEXPOSED_DECL):
            note_specializations(c)
        elif c.kind in (K.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION, K.STRUCT_DECL,
                        K.CLASS_DECL):
            template = c.specialized_template
            if template is not None and c.is_definition():
                SPECIALIZATIONS.setdefault(template.get_usr(), []).append(c)


def class_of(cursor):
    """The class a type names (through typedefs, alias templates and
    specializations)."""
    if cursor is None:
        return None
    if cursor.kind in CLASS_KINDS:
        return cursor
    if cursor.kind == K.TYPE_ALIAS_TEMPLATE_DECL:
        for c in cursor.get_children():
            if c.kind == K.TYPE_ALIAS_DECL:
                # A dependent alias (detail::Traits<T>) names its template.
                for r in referenced(c):
                    if r.kind in CLASS_KINDS:
                        return r
                return class_of(c)
        return None
    if cursor.kind in (K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL):
        decl = cursor.underlying_typedef_type.get_canonical().get_declaration()
        if decl is not None and decl.kind != K.NO_DECL_FOUND:
            template = decl.specialized_template if hasattr(decl, "specialized_template") else None
            return template or decl
    return None


class Shape:
    def __init__(self):
        self.types = set()
        self.templates = {}
        self.members = set()

    def as_dict(self):
        out = {}
        if self.types:
            out["types"] = sorted(self.types)
        if self.templates:
            out["templates"] = [{"name": n, "params": p}
                                for n, p in sorted(self.templates.items())]
        members = sorted(self.members - self.types - set(self.templates))
        if members:
            out["members"] = members
        return out


def collect_members(cls, shape, depth, seen):
    usr = cls.get_usr()
    for special in SPECIALIZATIONS.get(usr, []):
        collect_members(special, shape, depth + 1, seen)
    cls = cls.get_definition() or cls
    usr = cls.get_usr() + str(cls.location)  # specializations share a USR
    if depth > MEMBER_DEPTH or usr in seen:
        return
    seen.add(usr)
    own = cls.spelling
    for c in cls.get_children():
        if c.kind == K.CXX_BASE_SPECIFIER:
            bases = [r for r in referenced(c) if r.kind != K.NAMESPACE]
            for base in bases or [c.type.get_declaration()]:
                base = class_of(base)
                if base is not None:
                    collect_members(base, shape, depth + 1, seen)
            continue
        if c.access_specifier in (ci.AccessSpecifier.PRIVATE,
                                  ci.AccessSpecifier.PROTECTED):
            continue
        name = c.spelling
        if not public_name(name) or name == own:
            continue
        if c.kind in (K.CLASS_TEMPLATE, K.TYPE_ALIAS_TEMPLATE_DECL):
            shape.templates.setdefault(name, params_of(c))
        elif c.kind in TYPE_KINDS:
            shape.types.add(name)
            if c.kind == K.ENUM_DECL and not c.is_scoped_enum():
                shape.members.update(e.spelling for e in c.get_children()
                                     if e.kind == K.ENUM_CONSTANT_DECL)
        elif c.kind in (K.CXX_METHOD, K.FUNCTION_TEMPLATE, K.FIELD_DECL,
                        K.VAR_DECL):
            shape.members.add(name)
        elif c.kind == K.USING_DECLARATION:
            for r in referenced(c):
                if r.kind in TYPE_KINDS:
                    shape.types.add(name)
                elif r.kind in (K.CXX_METHOD, K.FUNCTION_TEMPLATE, K.FIELD_DECL,
                                K.VAR_DECL):
                    shape.members.add(name)


class Namespace:
    def __init__(self):
        self.classes = {}  # name -> (params or None, Shape)
        self.enums = {}  # name -> (scoped, [enumerators])
        self.functions = {}  # name -> set of param tuples
        self.results = {}  # function name -> Shape of what it returns
        self.values = {}  # name -> Shape
        self.namespaces = set()

    def add(self, name, c, seen_using=0):
        k = c.kind
        if k == K.USING_DECLARATION:
            if seen_using < 3:
                for r in referenced(c):
                    self.add(name, r, seen_using + 1)
            return
        if k in (K.CLASS_TEMPLATE, K.TYPE_ALIAS_TEMPLATE_DECL) or k in CLASS_KINDS \
                or k in (K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL):
            params = params_of(c) if k in (K.CLASS_TEMPLATE,
                                           K.TYPE_ALIAS_TEMPLATE_DECL) else None
            old = self.classes.get(name)
            shape = old[1] if old else Shape()
            if old and old[0] is not None and params is None:
                params = old[0]
            target = class_of(c) if k in (K.TYPEDEF_DECL, K.TYPE_ALIAS_DECL,
                                          K.TYPE_ALIAS_TEMPLATE_DECL) else c
            if target is not None:
                collect_members(target, shape, 0, set())
            self.classes[name] = (params, shape)
        elif k == K.ENUM_DECL:
            self.enums[name] = (bool(c.is_scoped_enum()),
                                [e.spelling for e in c.get_children()
                                 if e.kind == K.ENUM_CONSTANT_DECL])
        elif k in (K.FUNCTION_DECL, K.FUNCTION_TEMPLATE):
            kinds = params_of(c) if k == K.FUNCTION_TEMPLATE else []
            # What explicit template arguments can name: the parameters
            # before the first pack.
            lead = []
            for kind in kinds:
                if kind.endswith("..."):
                    break
                lead.append(kind)
            self.functions.setdefault(name, set()).add(tuple(lead))
            # What its result has (minmax_element(...).first): the members
            # of the class it returns.
            result = class_of(c.result_type.get_declaration())
            if result is None:
                for r in c.get_children():
                    if r.kind == K.TEMPLATE_REF and r.referenced is not None \
                            and r.referenced.kind in CLASS_KINDS:
                        result = r.referenced  # a dependent pair<It, It>
                        break
            if result is not None:
                collect_members(result, self.results.setdefault(name, Shape()),
                                0, set())
        elif k == K.VAR_DECL:
            shape = self.values.setdefault(name, Shape())
            decl = c.type.get_canonical().get_declaration()
            target = class_of(decl)
            if target is not None:
                collect_members(target, shape, 0, set())
        elif k == K.ENUM_CONSTANT_DECL:
            self.values.setdefault(name, Shape())

    def as_dict(self, path):
        out = {"name": path}
        classes = []
        for name in sorted(self.classes):
            params, shape = self.classes[name]
            entry = {"name": name}
            if params is not None:
                entry["params"] = params
            entry.update(shape.as_dict())
            classes.append(entry)
        if classes:
            out["classes"] = classes
        if self.enums:
            out["enums"] = [{"name": n, "scoped": s, "values": v}
                            for n, (s, v) in sorted(self.enums.items())]
        functions = []
        for name in sorted(set(self.functions) - set(self.classes)):
            shapes = sorted(list(s) for s in self.functions[name] if s)
            entry = {"name": name, "explicit": shapes} if shapes else {"name": name}
            result = self.results.get(name, Shape()).as_dict()
            if result:
                entry["result"] = result
            functions.append(entry)
        if functions:
            out["functions"] = functions
        values = []
        for name in sorted(set(self.values) - set(self.classes) - set(self.functions)):
            entry = {"name": name}
            entry.update(self.values[name].as_dict())
            values.append(entry)
        if values:
            out["values"] = values
        return out


def walk(cursor, path, spaces):
    for c in cursor.get_children():
        k = c.kind
        name = c.spelling
        if k == K.NAMESPACE:
            if not path:
                if name in ROOTS:
                    walk(c, name, spaces)
                continue
            if name in INTERNAL or name.startswith("_") and not name.startswith("_1"):
                continue
            if c.is_inline_namespace() if hasattr(c, "is_inline_namespace") else \
                    name.startswith(("CUB_", "THRUST_")):
                walk(c, path, spaces)  # the ABI's versioned namespace
                continue
            inner = path + "::" + name
            spaces.setdefault(path, Namespace()).namespaces.add(name)
            walk(c, inner, spaces)
            continue
        if not path or k in (K.UNEXPOSED_DECL, K.LINKAGE_SPEC):
            if path and k == K.LINKAGE_SPEC:
                walk(c, path, spaces)
            continue
        if not public_name(name) or name.startswith("operator"):
            continue
        ns = spaces.setdefault(path, Namespace())
        if k in (K.CXX_METHOD, K.CONSTRUCTOR, K.DESTRUCTOR,
                   K.CLASS_TEMPLATE_PARTIAL_SPECIALIZATION, K.NAMESPACE_ALIAS):
            continue
        else:
            ns.add(name, c)


def derive(cuda_path, headers):
    header_decls.setup_libclang()
    src = "#include <cuda_runtime.h>\n" + "".join("#include <%s>\n" % h for h in headers)
    args = header_decls.cuda_args(cuda_path)
    resource = header_decls.clang_resource_dir()
    if resource:
        args.append("-resource-dir=" + resource)
    tu = ci.Index.create().parse(
        "hipify_cccl.cu", args=args, unsaved_files=[("hipify_cccl.cu", src)],
        options=ci.TranslationUnit.PARSE_SKIP_FUNCTION_BODIES
        | ci.TranslationUnit.PARSE_INCOMPLETE)
    errors = [str(d) for d in tu.diagnostics if d.severity >= ci.Diagnostic.Error]
    if errors:
        sys.exit("derive_cccl_api: the CUB and Thrust headers do not parse: %s"
                 % errors[0])
    note_specializations(tu.cursor)
    spaces = {}
    walk(tu.cursor, "", spaces)
    return [spaces[p].as_dict(p) for p in sorted(spaces)], standard_includes(tu, cuda_path)


def standard_includes(tu, cuda_path):
    """The C++ standard headers CUB's and Thrust's headers include: code
    including <thrust/host_vector.h> may use std::vector without including
    <vector>. (From the #include lines of every header of theirs the parse
    read: a header included first elsewhere is listed once, under its first
    includer, by the parse itself.)"""
    cccl = os.path.realpath(os.path.join(cuda_path, "include")) + os.sep
    standard = set()
    for root in glob.glob("/usr/include/c++/*/"):
        standard.update(n for n in os.listdir(root)
                        if "." not in n and os.path.isfile(os.path.join(root, n)))
    files = set()
    for inc in tu.get_includes():
        for f in (inc.source, inc.include):
            if f is not None and os.path.realpath(f.name).startswith(cccl):
                files.add(os.path.realpath(f.name))
    out = set()
    pattern = re.compile(r"^\s*#\s*include\s*<([a-z_]+)>", re.M)
    for path in files:
        with open(path, errors="replace") as f:
            out.update(n for n in pattern.findall(f.read()) if n in standard)
    return sorted(out)


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--cuda-path", default="/usr/local/cuda")
    ap.add_argument("--mappings", default=os.path.join(
        os.path.dirname(os.path.abspath(__file__)), "..", "mappings"))
    ap.add_argument("--check", metavar="FILE",
                    help="exit 1 unless FILE is what this run derives")
    opts = ap.parse_args()
    headers = []
    for family in ("cub", "thrust"):
        with open(os.path.join(opts.mappings, family + ".yaml")) as f:
            headers += [r["cuda"] for r in yaml.safe_load(f)["rows"]
                        if r.get("kind") == "header"]
    namespaces, includes = derive(opts.cuda_path, headers)
    version = "?"
    with open(os.path.join(opts.cuda_path, "include", "cuda_runtime_api.h")) as f:
        for line in f:
            if line.startswith("#define CUDART_VERSION"):
                v = int(line.split()[2])
                version = "%d.%d" % (v // 1000, v % 1000 // 10)
    text = ("# Generated by scripts/derive_cccl_api.py from the CUB and Thrust headers of\n"
            "# CUDA %s (the headers of mappings/cub.yaml and mappings/thrust.yaml): the\n"
            "# shape of their public API, names and template parameter kinds only, for\n"
            "# the CUDA facade's permissive cub:: and thrust:: (docs/facade.md). Do not\n"
            "# edit; regenerate with\n"
            "#   scripts/derive_cccl_api.py --cuda-path /usr/local/cuda > mappings/facts/cccl-api.yaml\n"
            % version)
    text += yaml.safe_dump({"cuda": version, "standard_includes": includes,
                            "namespaces": namespaces},
                           sort_keys=False, default_flow_style=None, width=100)
    if opts.check:
        with open(opts.check) as f:
            if f.read() != text:
                sys.exit("derive_cccl_api: %s is stale; regenerate it with\n"
                         "  scripts/derive_cccl_api.py --cuda-path %s > %s"
                         % (opts.check, opts.cuda_path, opts.check))
        print("%s is up to date" % opts.check)
        return
    sys.stdout.write(text)


if __name__ == "__main__":
    main()
