#!/usr/bin/env bash
# Benchmark: `lesson corregir` on a class of K learners against `lesson check` run on each
# learner's folder one after another, measured in the same run, alternating, N times each.
# Prints the medians, learners per second and the ratio one-by-one/corregir (how many times
# faster the class command is).
#
#   bench/corregir.sh [N] [K] [EXERCISE]      (defaults: 3, 12, booleanos-a-enum)
#   LESSON_BIN=/path/to/lesson bench/corregir.sh
#
# Every learner's file differs (a comment with the learner's name), so nothing is shared between
# learners but the warm runner and `Testing` module; the report cache is off (LESSON_NO_CACHE=1),
# so every submission is compiled and run each time. A second class where a third of the learners
# hand in the same file shows what grading identical submissions once is worth.
set -euo pipefail
N="${1:-3}"
K="${2:-12}"
EXERCISE="${3:-booleanos-a-enum}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
OUT="$ROOT/bench/out"
mkdir -p "$OUT"

if [[ -z "${LESSON_BIN:-}" ]]; then
    echo "building lesson (release)…" >&2
    (cd "$ROOT" && swift build -c release --scratch-path "$OUT/build" >/dev/null)
    LESSON_BIN="$OUT/build/release/lesson"
fi
EX="$ROOT/Exercises/$EXERCISE"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT
export LESSON_HOME="$WORK/home"
export LESSON_NO_CACHE=1

make_class() { # folder, how many learners share one file
    local folder="$1" share="$2"
    mkdir -p "$folder"
    for ((i = 0; i < K; i++)); do
        mkdir -p "$folder/alumno-$i"
        for f in "$EX"/solucion/*.swift; do
            { cat "$f"; echo "// alumno $(( i / share ))"; } > "$folder/alumno-$i/$(basename "$f")"
        done
    done
}
make_class "$WORK/distintos" 1
make_class "$WORK/copias" 3

now() { date +%s%N; }
one_by_one() {
    for d in "$WORK"/distintos/alumno-*; do "$LESSON_BIN" check "$EXERCISE" --dir "$d" >/dev/null || true; done
}
class() { "$LESSON_BIN" corregir "$EXERCISE" "$1" --salida "$WORK/notas" >/dev/null; }

# Warm LESSON_HOME's runner object and module cache.
"$LESSON_BIN" check "$EXERCISE" --dir "$WORK/distintos/alumno-0" >/dev/null || true

seq_times=(); class_times=(); copies_times=()
for ((i = 0; i < N; i++)); do
    t0=$(now); one_by_one; t1=$(now); class "$WORK/distintos"; t2=$(now); class "$WORK/copias"; t3=$(now)
    seq_times+=($(( (t1 - t0) / 1000000 ))); class_times+=($(( (t2 - t1) / 1000000 ))); copies_times+=($(( (t3 - t2) / 1000000 )))
done

median() { printf '%s\n' "$@" | sort -n | awk '{a[NR]=$1} END {print a[int((NR+1)/2)]}'; }
ms=$(median "${seq_times[@]}"); mc=$(median "${class_times[@]}"); mk=$(median "${copies_times[@]}")
rate() { awk -v k="$K" -v t="$1" 'BEGIN { printf "%.2f", k / (t / 1000) }'; }
{
    echo "exercise:                 $EXERCISE, $K learners, $(nproc) cores ($N runs each, alternating; median)"
    echo "check one by one:         ${ms} ms   $(rate "$ms") learners/s   (${seq_times[*]})"
    echo "corregir:                 ${mc} ms   $(rate "$mc") learners/s   (${class_times[*]})"
    echo "corregir, 1/3 distinct:   ${mk} ms   $(rate "$mk") learners/s   (${copies_times[*]})"
    echo "ratio one-by-one/corregir: $(awk -v a="$ms" -v b="$mc" 'BEGIN { printf "%.2f", a / b }')"
} | tee "$OUT/corregir.txt"
