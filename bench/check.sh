#!/usr/bin/env bash
# Benchmark: a warm `lesson check` of a passing solution against compiling and running the same
# files (solution + hidden suite + a main that starts Swift Testing) with bare `swiftc`, measured
# in the same run, alternating, N times each. Prints the medians and the ratio check/bare.
#
#   bench/check.sh [N] [EXERCISE]        (defaults: 7, booleanos-a-enum)
#   LESSON_BIN=/path/to/lesson bench/check.sh   to time an existing binary
#
# "Warm" means what a learner's second check finds: the runner object and the `Testing` module
# built from its interface already cached under LESSON_HOME. The report cache (same files → same
# report) is disabled for the timed runs with LESSON_NO_CACHE=1 so every check really compiles and
# runs; a cached re-check is timed separately at the end.
set -euo pipefail
N="${1:-7}"
EXERCISE="${2:-booleanos-a-enum}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/bench/out"
mkdir -p "$OUT"

if [[ -z "${LESSON_BIN:-}" ]]; then
    echo "building lesson (debug)…" >&2
    (cd "$ROOT" && swift build --scratch-path "$OUT/build" >/dev/null)
    LESSON_BIN="$OUT/build/debug/lesson"
fi
SWIFTC="$(command -v swiftc)"
EX="$ROOT/Exercises/$EXERCISE"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export LESSON_HOME="$WORK/home"
mkdir -p "$WORK/bare" "$WORK/check"
cp "$EX"/solucion/*.swift "$WORK/check/"
cp "$EX"/solucion/*.swift "$EX"/pruebas/*.swift "$WORK/bare/"
cat > "$WORK/bare/Main.swift" <<'EOF'
import Testing
@main enum Main {
    static func main() async {
        let status: CInt = await Testing.__swiftPMEntryPoint(passing: nil)
        exit(status)
    }
}
#if canImport(Glibc)
import Glibc
#endif
EOF

now() { date +%s%N; }
bare() {
    (cd "$WORK/bare" && "$SWIFTC" -parse-as-library *.swift -o programa && ./programa >/dev/null 2>&1) || true
}
check() {
    LESSON_NO_CACHE=1 "$LESSON_BIN" check "$EXERCISE" --dir "$WORK/check" >/dev/null
}

# Warm both: the default module cache for bare swiftc, LESSON_HOME's for lesson.
bare; check

bare_times=(); check_times=()
for ((i = 0; i < N; i++)); do
    t0=$(now); bare; t1=$(now); check; t2=$(now)
    bare_times+=($(( (t1 - t0) / 1000000 ))); check_times+=($(( (t2 - t1) / 1000000 )))
done
LESSON_BIN_CACHED_START=$(now)
"$LESSON_BIN" check "$EXERCISE" --dir "$WORK/check" >/dev/null
"$LESSON_BIN" check "$EXERCISE" --dir "$WORK/check" >/dev/null
cached=$(( ($(now) - LESSON_BIN_CACHED_START) / 2000000 ))

phases=$(LESSON_NO_CACHE=1 "$LESSON_BIN" check "$EXERCISE" --dir "$WORK/check" --json \
    | python3 -c 'import json,sys; t=json.load(sys.stdin)["tiempos"]; print("  ".join(f"{k} {v*1000:.0f} ms" for k,v in sorted(t.items())))' 2>/dev/null || echo "?")

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
mb=$(median "${bare_times[@]}"); mc=$(median "${check_times[@]}")
ratio=$(awk -v c="$mc" -v b="$mb" 'BEGIN { printf "%.2f", c / b }')
{
    echo "exercise:            $EXERCISE ($N runs each, alternating; median)"
    echo "bare swiftc + run:   ${mb} ms   (${bare_times[*]})"
    echo "lesson check (warm): ${mc} ms   (${check_times[*]})"
    echo "ratio check/bare:    ${ratio}   (goal ≤ 1.30)"
    echo "where a check goes:  $phases"
    echo "cached re-check:     ${cached} ms (same files: report from the cache)"
} | tee "$OUT/check.txt"
