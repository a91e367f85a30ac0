#!/usr/bin/python3
"""Check that lib/ and tools/ follow the layer order of lib/layers.txt.

    /usr/bin/python3 scripts/check_layers.py [ROOT]

ROOT is the repository (default: the one holding this script).  lib/layers.txt
names the libraries of lib/, one layer a line, highest first
(docs/architecture.md explains the order).  The check fails when

* a file of lib/<A>/ includes a header of lib/<B>/ where B is not A and not
  on a line below A's (an include up the layers, or across one layer);
* a file of lib/ includes something that is neither a header of lib/ nor an
  LLVM or clang header (tools/, say);
* a file of tools/<T>/ includes a header that is neither one of lib/ nor its
  own directory's;
* an include names a lib/ header that does not exist;
* a folder of lib/ is missing from lib/layers.txt, or the file names one
  that does not exist;
* lib/<A>/CMakeLists.txt links a hipify library that is not below A, or
  lib/CMakeLists.txt adds a folder before one it may depend on;
* docs/architecture.md's layer picture (between the markers
  <!-- layers: begin --> and <!-- layers: end -->) draws other layers.

Every problem is printed as ``FILE:LINE: error: ...``; the last line is

    checked N includes in M files: K problems

and the exit status is 1 if there is a problem.
"""

import argparse
import os
import re
import sys

INCLUDE = re.compile(r'^\s*#\s*include\s*([<"])([^>"]+)[>"]')
SOURCE_SUFFIXES = (".h", ".cpp", ".def", ".inc")
# Quoted includes of headers that are not hipify's own.
EXTERNAL_PREFIXES = ("llvm/", "llvm-c/", "clang/", "clang-tidy/")
# clang-tidy's own headers, found through its include directory
# (tools/hipify-tidy/CMakeLists.txt).
EXTERNAL_NAMES = re.compile(r"^ClangTidy\w*\.h$")
LINK_BLOCK = re.compile(r"target_link_libraries\s*\(([^)]*)\)", re.S)
HIPIFY_TARGET = re.compile(r"\bhipify([A-Z]\w*)\b")
DOC_BEGIN = "<!-- layers: begin -->"
DOC_END = "<!-- layers: end -->"


class Problems:
    def __init__(self, root):
        self.root = root
        self.items = []

    def add(self, path, line, message):
        rel = os.path.relpath(path, self.root)
        where = "%s:%d" % (rel, line) if line else rel
        self.items.append("%s: error: %s" % (where, message))


def read_layers(path, problems):
    """[(line number, [folder, ...])], highest layer first."""
    layers = []
    if not os.path.isfile(path):
        problems.add(path, 0, "no layer order (lib/layers.txt)")
        return layers
    with open(path, encoding="utf-8") as f:
        for number, text in enumerate(f, 1):
            text = text.split("#", 1)[0].split()
            if text:
                layers.append((number, text))
    return layers


def source_files(directory):
    for base, dirs, files in os.walk(directory):
        dirs.sort()
        for name in sorted(files):
            if name.endswith(SOURCE_SUFFIXES):
                yield os.path.join(base, name)


def includes(path):
    with open(path, encoding="utf-8", errors="replace") as f:
        for number, text in enumerate(f, 1):
            match = INCLUDE.match(text)
            if match:
                yield number, match.group(1) == '"', match.group(2)


def layer_name(rank, layers):
    return " ".join(layers[rank][1])


def check(root):
    problems = Problems(root)
    lib = os.path.join(root, "lib")
    layers_file = os.path.join(lib, "layers.txt")
    layers = read_layers(layers_file, problems)
    # Rank 0 is the lowest layer.
    layers.reverse()
    rank = {}
    for r, (number, names) in enumerate(layers):
        for name in names:
            if name in rank:
                problems.add(layers_file, number,
                             "'%s' is named twice" % name)
            rank[name] = r
            if not os.path.isdir(os.path.join(lib, name)):
                problems.add(layers_file, number,
                             "'%s' is not a folder of lib/" % name)
    folders = sorted(d for d in os.listdir(lib)
                     if os.path.isdir(os.path.join(lib, d)))
    for folder in folders:
        if folder not in rank:
            problems.add(layers_file, 0,
                         "lib/%s is in no layer: add it to lib/layers.txt"
                         % folder)

    counted = {"includes": 0, "files": 0}

    def check_file(path, own_folder, own_dir):
        counted["files"] += 1
        for number, quoted, target in includes(path):
            first = target.split("/", 1)[0]
            if "/" in target and first in rank:
                counted["includes"] += 1
                if not os.path.isfile(os.path.join(lib, target)):
                    problems.add(path, number,
                                 "'%s' is not a header of lib/" % target)
                if own_folder is None or first == own_folder:
                    continue
                if own_folder not in rank:
                    continue  # Reported above.
                if rank[first] == rank[own_folder]:
                    problems.add(
                        path, number,
                        "lib/%s includes '%s': %s and %s are on one layer "
                        "(lib/layers.txt) and may not use each other"
                        % (own_folder, target, own_folder, first))
                elif rank[first] > rank[own_folder]:
                    problems.add(
                        path, number,
                        "lib/%s includes '%s': %s is above %s in "
                        "lib/layers.txt, so %s may not use it"
                        % (own_folder, target, first, own_folder,
                           own_folder))
                continue
            if not quoted or target.startswith(EXTERNAL_PREFIXES) or \
                    EXTERNAL_NAMES.match(target):
                continue
            counted["includes"] += 1
            if own_folder is None and "/" not in target and \
                    os.path.isfile(os.path.join(own_dir, target)):
                continue  # A tool's own header.
            if own_folder is not None:
                problems.add(path, number,
                             "lib/%s includes '%s': lib/ may include only "
                             "its own headers and LLVM's and clang's"
                             % (own_folder, target))
            else:
                problems.add(path, number,
                             "%s includes '%s': a tool may include only "
                             "headers of lib/, its own, and LLVM's and "
                             "clang's"
                             % (os.path.relpath(own_dir, root), target))

    for folder in folders:
        for path in source_files(os.path.join(lib, folder)):
            check_file(path, folder, None)
    tools = os.path.join(root, "tools")
    if os.path.isdir(tools):
        for path in source_files(tools):
            check_file(path, None, os.path.dirname(path))

    check_cmake(lib, folders, rank, problems)
    check_doc(root, layers, problems)
    return problems, counted


def check_cmake(lib, folders, rank, problems):
    for folder in folders:
        path = os.path.join(lib, folder, "CMakeLists.txt")
        if not os.path.isfile(path):
            problems.add(path, 0, "lib/%s has no CMakeLists.txt (one "
                         "library per folder)" % folder)
            continue
        with open(path, encoding="utf-8") as f:
            text = f.read()
        for block in LINK_BLOCK.finditer(text):
            line = text.count("\n", 0, block.start()) + 1
            targets = HIPIFY_TARGET.findall(block.group(1))
            if not targets or targets[0] != folder:
                continue
            for target in targets[1:]:
                if target not in rank or folder not in rank:
                    problems.add(path, line,
                                 "hipify%s links hipify%s, which is no "
                                 "library of lib/layers.txt"
                                 % (folder, target))
                elif rank[target] >= rank[folder]:
                    problems.add(path, line,
                                 "hipify%s links hipify%s, which is not "
                                 "below it in lib/layers.txt"
                                 % (folder, target))
    path = os.path.join(lib, "CMakeLists.txt")
    if not os.path.isfile(path):
        return
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    highest = -1
    for number, text in enumerate(lines, 1):
        match = re.match(r"\s*add_subdirectory\s*\(\s*(\w+)", text)
        if not match or match.group(1) not in rank:
            continue
        r = rank[match.group(1)]
        if r < highest:
            problems.add(path, number,
                         "add_subdirectory(%s) comes after a folder above "
                         "it: add them lowest layer first" % match.group(1))
        highest = max(highest, r)


def check_doc(root, layers, problems):
    """docs/architecture.md draws the layers, lowest at the bottom."""
    path = os.path.join(root, "docs", "architecture.md")
    if not os.path.isfile(path):
        problems.add(path, 0, "no docs/architecture.md to draw the layers")
        return
    with open(path, encoding="utf-8") as f:
        lines = f.readlines()
    names = {name for _, layer in layers for name in layer}
    begin = end = None
    for number, text in enumerate(lines, 1):
        if DOC_BEGIN in text:
            begin = number
        elif DOC_END in text and begin is not None:
            end = number
            break
    if begin is None or end is None:
        problems.add(path, 0, "no layer picture between %s and %s"
                     % (DOC_BEGIN, DOC_END))
        return
    drawn = []
    for text in lines[begin:end - 1]:
        layer = [w for w in re.findall(r"[A-Za-z]+", text) if w in names]
        if layer:
            drawn.append(layer)
    drawn.reverse()  # Lowest first, as layers.
    expected = [layer for _, layer in layers]
    if [sorted(l) for l in drawn] != [sorted(l) for l in expected]:
        problems.add(path, begin,
                     "the layer picture draws %s (lowest first) where "
                     "lib/layers.txt has %s"
                     % (" | ".join(" ".join(l) for l in drawn),
                        " | ".join(" ".join(l) for l in expected)))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument(
        "root", nargs="?",
        default=os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
    args = parser.parse_args()
    problems, counted = check(os.path.abspath(args.root))
    for item in problems.items:
        print(item)
    print("checked %d includes in %d files: %d problems"
          % (counted["includes"], counted["files"], len(problems.items)))
    return 1 if problems.items else 0


if __name__ == "__main__":
    sys.exit(main())
