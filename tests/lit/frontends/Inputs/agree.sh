#!/bin/bash
# Usage: agree.sh HIPIFY CUDA_PATH SOURCE WORK_DIR [OPTION...]
#
# Translates SOURCE with every front end, each given OPTIONs (hipify's flags:
# --hip-version=X.Y, --mapping-file=FILE, --launch-syntax=ggl, --roc) in its
# own spelling, and fails unless all of them write the same HIP and report
# the same findings as `hipify port`:
#   port                 hipify port -o, its --verbose findings
#   check                hipify check --export-fixes, clang-apply-replacements
#   tidy                 clang-tidy --fix with the hipify-* plugin
#   lsp                  the language server's whole-file port, its diagnostics
#   worker               a batch worker's result, a batch's output tree
# port does not run the portability rules (warp-size assumptions, ...): its
# findings are compared with the others' findings of port's rules, and the
# others' portability findings with each other's. check agrees with port on
# the warp-width fixes: it reports their notes and edits, and no
# hipify-warp-size-assumption warning where the port fixes the code.
# Prints one line per front end that agrees.
set -euo pipefail
hipify=$1 cuda=$2 source=$3 work=$4
shift 4
here=$(cd "$(dirname "$0")" && pwd)
findings="python3 $here/findings.py"
rm -rf "$work" && mkdir -p "$work"
name=$(basename "$source")

# Each front end's spelling of the options.
tidy_options=() lsp_args=() files=()
for option in "$@"; do
  case $option in
    --hip-version=*) tidy_options+=("hipify.HipVersion: '${option#*=}'")
                     lsp_args+=("$option") ;;
    --mapping-file=*) files+=("${option#*=}")
                      lsp_args+=("$option") ;;
    --launch-syntax=*) tidy_options+=("hipify.LaunchSyntax: ${option#*=}")
                       lsp_args+=("$option") ;;
    --roc) tidy_options+=("hipify.UseRocNames: true")
           lsp_args+=("$option") ;;
    *) echo "agree.sh: unknown option $option" >&2; exit 2 ;;
  esac
done
if [ ${#files[@]} -gt 0 ]; then
  tidy_options+=("hipify.MappingFiles: '$(IFS=';'; echo "${files[*]}")'")
fi
tidy_config="{CheckOptions: {$(IFS=','; echo "${tidy_options[*]:-}")}}"

same() { # same LABEL EXPECTED ACTUAL
  if ! diff -u "$2" "$3" >&2; then
    echo "agree.sh: $1 differs from hipify port" >&2
    exit 1
  fi
}

# The reference: hipify port.
"$hipify" port "$source" --cuda-path="$cuda" --verbose "$@" \
  -o "$work/port.hip" 2> "$work/port.txt" || true
$findings text "$work/port.txt" > "$work/port.findings"
# check reports warnings, errors and the notes of the warp-width fixes
# (where port makes 32-lane code right at 64 lanes, check says so).
warp_fixes='hipify-warp-(shuffle-width|vote-group|mask-group|size-constant|width-generic)'
$findings text "$work/port.txt" --no-notes --keep-notes="$warp_fixes" > "$work/port.problems"
$findings text "$work/port.txt" --no-levels > "$work/port.positions"

# hipify check: its report (warnings and errors) and its fixes.
mkdir -p "$work/check"
cp "$source" "$work/check/$name"
status=0
"$hipify" check "$work/check/$name" --cuda-path="$cuda" "$@" \
  --export-fixes="$work/check/fixes.yaml" > "$work/check.txt" 2>&1 || status=$?
[ $status -le 1 ] || { cat "$work/check.txt" >&2; exit 1; }
clang-apply-replacements "$work/check"
same "check --export-fixes" "$work/port.hip" "$work/check/$name"
$findings text "$work/check.txt" --rules-of="$work/port.findings" > "$work/check.problems"
same "check's findings" "$work/port.problems" "$work/check.problems"
$findings text "$work/check.txt" --other-rules-than="$work/port.findings" \
  --no-levels > "$work/check.portability"
[ -s "$work/check.portability" ] || { echo "agree.sh: check ran no portability rule" >&2; exit 1; }
echo "check: same output, same findings"

# The clang-tidy plugin.
mkdir -p "$work/tidy"
cp "$source" "$work/tidy/$name"
bash "$here/../../tidy/Inputs/run-tidy.sh" "$hipify" --config="$tidy_config" \
  --checks='-*,hipify-*' --fix "$work/tidy/$name" -- -x cuda --cuda-host-only \
  --cuda-path="$cuda" -Wno-unknown-cuda-version -fno-spell-checking \
  -isystem "$cuda/include/cccl" > "$work/tidy.txt" 2>&1
same "clang-tidy --fix" "$work/port.hip" "$work/tidy/$name"
$findings text "$work/tidy.txt" --no-levels --rules-of="$work/port.findings" > "$work/tidy.positions"
same "clang-tidy's findings" "$work/port.positions" "$work/tidy.positions"
$findings text "$work/tidy.txt" --no-levels --other-rules-than="$work/port.findings" > "$work/tidy.portability"
same "clang-tidy's portability findings" "$work/check.portability" "$work/tidy.portability"
echo "tidy: same output, same findings"

# The language server.
python3 "$here/../../lsp/Inputs/lsp_client.py" "$hipify" port_to "$cuda" \
  "$source" "$work/lsp.hip" ${lsp_args[@]+"${lsp_args[@]}"} > "$work/lsp.txt"
same "the language server's port" "$work/port.hip" "$work/lsp.hip"
$findings lsp "$work/lsp.txt" --rules-of="$work/port.findings" > "$work/lsp.findings"
same "the language server's diagnostics" "$work/port.findings" "$work/lsp.findings"
$findings lsp "$work/lsp.txt" --no-levels --other-rules-than="$work/port.findings" > "$work/lsp.portability"
same "the language server's portability diagnostics" "$work/check.portability" "$work/lsp.portability"
echo "lsp: same output, same findings"

# A batch worker, and a whole batch.
mkdir -p "$work/in"
cp "$source" "$work/in/$name"
"$hipify" port --worker-result="$work/worker.json" --cuda-path="$cuda" "$@" \
  "$work/in/$name"
$findings worker "$work/worker.json" > "$work/worker.findings"
same "a batch worker's findings" "$work/port.findings" "$work/worker.findings"
"$hipify" port --in-root="$work/in" --out-root="$work/out" --cuda-path="$cuda" \
  --quiet "$@" 2> "$work/batch.txt" || true
same "a batch's output" "$work/port.hip" "$work/out/$name"
echo "batch: same output, same findings"
