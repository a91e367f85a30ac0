#!/usr/bin/env bash
# Port every CUDA program of the example corpus with hipify and build the
# ports with hipcc for the given AMD GPU architectures.
#
#   build_corpus.sh HIPIFY OUTDIR ARCH[,ARCH...]
#
# For each examples/kernels/NAME.cu it:
#   1. runs `HIPIFY port NAME.cu -o OUTDIR/NAME.hip` (log: OUTDIR/NAME.port.log);
#   2. compiles the port to an object, `hipcc --offload-arch=A ... -c`, then
#      links it to OUTDIR/NAME (log: OUTDIR/NAME.build.log);
#   3. extracts the .hip_fatbin section of the object and lists its code
#      objects with clang-offload-bundler; every requested arch must be there;
# and prints one line per program, in name order:
#   NAME port=ok build=ok targets=gfx90a,gfx908,gfx1030
# or the first step that failed (port=fail(rc=N), build=fail, targets=...
# missing=...). Every program is attempted; the script exits 1 if any
# program failed, 0 otherwise (2 on a usage error).
#
# Expected failures: tests/validate/expected_failures.txt lists programs
# (first word of a line; # starts a comment) that are known not to build
# because of a documented translator or HIP problem (see KNOWN_ISSUES.md).
# Their line ends in " XFAIL" when they fail and does not count; when one
# of them succeeds its line ends in " XPASS" and counts as a failure, so the
# list is kept up to date.
#
# Environment: KERNELS_DIR (default: examples/kernels of this repository),
# HIPCC (default: hipcc), CLANG_OFFLOAD_BUNDLER (default: found in PATH or
# /usr/lib/llvm-*/bin), JOBS (parallel programs, default 2), HIPIFY_ARGS
# (extra arguments for `hipify port`, word-split), HIPCC_FLAGS (extra
# hipcc flags, word-split, e.g. -O2).
set -euo pipefail

usage() {
  echo "usage: $0 HIPIFY OUTDIR ARCH[,ARCH...]" >&2
  exit 2
}

[[ $# -eq 3 ]] || usage
HIPIFY=$1
OUTDIR=$2
ARCHES=$3
[[ -x $HIPIFY ]] || { echo "$0: hipify binary '$HIPIFY' not executable" >&2; exit 2; }
[[ -n $ARCHES && $ARCHES != *[!A-Za-z0-9_,:+-]* ]] || usage

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
KERNELS_DIR=${KERNELS_DIR:-$here/../../examples/kernels}
XFAIL_LIST=${XFAIL_LIST:-$here/expected_failures.txt}
HIPCC=${HIPCC:-hipcc}
JOBS=${JOBS:-2}

if [[ -z ${CLANG_OFFLOAD_BUNDLER:-} ]]; then
  CLANG_OFFLOAD_BUNDLER=$(command -v clang-offload-bundler || true)
  if [[ -z $CLANG_OFFLOAD_BUNDLER ]]; then
    # the newest versioned LLVM install
    # shellcheck disable=SC2012
    CLANG_OFFLOAD_BUNDLER=$(ls -d /usr/lib/llvm-*/bin/clang-offload-bundler 2>/dev/null |
                            sort -t- -k2 -n | tail -n 1 || true)
  fi
fi
[[ -n $CLANG_OFFLOAD_BUNDLER ]] || { echo "$0: clang-offload-bundler not found" >&2; exit 2; }
command -v "$HIPCC" >/dev/null || { echo "$0: $HIPCC not found" >&2; exit 2; }

mkdir -p "$OUTDIR"
OUTDIR=$(cd "$OUTDIR" && pwd)
HIPIFY=$(cd "$(dirname "$HIPIFY")" && pwd)/$(basename "$HIPIFY")

shopt -s nullglob
sources=("$KERNELS_DIR"/*.cu)
shopt -u nullglob
[[ ${#sources[@]} -gt 0 ]] || { echo "$0: no .cu files in $KERNELS_DIR" >&2; exit 2; }

# Ports and builds one program; writes its report line to OUTDIR/NAME.result.
build_one() {
  set -uo pipefail
  local src=$1 name out line
  name=$(basename "$src" .cu)
  out=$OUTDIR/$name
  rm -f "$out.hip" "$out.o" "$out" "$out.fatbin" "$out.result"
  local arch_flags=() a
  IFS=, read -r -a _arches <<<"$ARCHES"
  for a in "${_arches[@]}"; do arch_flags+=("--offload-arch=$a"); done

  # shellcheck disable=SC2086
  "$HIPIFY" port "$src" -o "$out.hip" ${HIPIFY_ARGS:-} >"$out.port.log" 2>&1
  local rc=$?
  if [[ $rc -ne 0 || ! -s $out.hip ]]; then
    echo "$name port=fail(rc=$rc) build=skipped targets=none" >"$out.result"
    return 0
  fi
  line="$name port=ok"

  # shellcheck disable=SC2086
  if ! { "$HIPCC" "${arch_flags[@]}" ${HIPCC_FLAGS:-} -c -o "$out.o" "$out.hip" &&
         "$HIPCC" "${arch_flags[@]}" -o "$out" "$out.o"; } >"$out.build.log" 2>&1; then
    echo "$line build=fail targets=none" >"$out.result"
    return 0
  fi
  line="$line build=ok"

  local found=() missing=() entry
  if objcopy --dump-section ".hip_fatbin=$out.fatbin" "$out.o" >>"$out.build.log" 2>&1; then
    while read -r entry; do
      case $entry in
        hip*-amdgcn-amd-amdhsa-*) found+=("${entry##*-}") ;;
      esac
    done < <("$CLANG_OFFLOAD_BUNDLER" --list --type=o --input="$out.fatbin" 2>>"$out.build.log")
  fi
  # report the requested arches in the order given, then any others
  local present=() f hit
  for a in "${_arches[@]}"; do
    hit=0
    for f in "${found[@]}"; do [[ $f == "$a" ]] && hit=1; done
    if [[ $hit -eq 1 ]]; then present+=("$a"); else missing+=("$a"); fi
  done
  for f in "${found[@]}"; do
    hit=0
    for a in "${_arches[@]}"; do [[ $f == "$a" ]] && hit=1; done
    [[ $hit -eq 1 ]] || present+=("$f")
  done
  local IFS=,
  line="$line targets=${present[*]:-none}"
  [[ ${#missing[@]} -eq 0 ]] || line="$line missing=${missing[*]}"
  echo "$line" >"$out.result"
}
export -f build_one
export HIPIFY OUTDIR ARCHES HIPCC CLANG_OFFLOAD_BUNDLER

start=$SECONDS
# a program whose worker dies leaves no .result and is reported as failed below
# shellcheck disable=SC2016
printf '%s\0' "${sources[@]}" | xargs -0 -P "$JOBS" -I{} bash -c 'build_one "$1"' _ {} || true

xfails=()
if [[ -f $XFAIL_LIST ]]; then
  while read -r first _; do
    [[ -z $first || $first == \#* ]] || xfails+=("$first")
  done <"$XFAIL_LIST"
fi
is_xfail() {
  local x
  for x in "${xfails[@]}"; do [[ $x == "$1" ]] && return 0; done
  return 1
}

failed=0 passed=0 xfailed=0
for src in "${sources[@]}"; do
  name=$(basename "$src" .cu)
  line=$(cat "$OUTDIR/$name.result" 2>/dev/null || echo "$name port=fail(no result) build=skipped targets=none")
  ok=1
  [[ $line == *" port=ok build=ok targets="* && $line != *missing=* ]] || ok=0
  if is_xfail "$name"; then
    if [[ $ok -eq 1 ]]; then line="$line XPASS"; failed=$((failed + 1)); else line="$line XFAIL"; xfailed=$((xfailed + 1)); fi
  elif [[ $ok -eq 1 ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
  fi
  echo "$line"
done
echo "summary: ${#sources[@]} programs, $passed ok, $xfailed expected failures, $failed failed (${JOBS} jobs, $((SECONDS - start)) s); logs in $OUTDIR"
[[ $failed -eq 0 ]]
