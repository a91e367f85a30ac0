#!/bin/bash
# Usage: run-tidy.sh HIPIFY_BINARY CLANG_TIDY_ARGS...
#
# Runs the stock clang-tidy of LLVM 22 with the hipify-* plugin of the build
# HIPIFY_BINARY belongs to (<build>/bin/hipify -> <build>/lib/libHipifyTidy.so).
# lit's shell cannot compute that path itself.
set -e
build=$(cd "$(dirname "$1")/.." && pwd)
shift
plugin=$build/lib/libHipifyTidy.so
if [ ! -f "$plugin" ]; then
  echo "run-tidy.sh: no plugin at $plugin: build the HipifyTidy target" >&2
  exit 2
fi
tidy=$(command -v clang-tidy-22 || echo /usr/lib/llvm-22/bin/clang-tidy)
exec "$tidy" --load="$plugin" "$@"
