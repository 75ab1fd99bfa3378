#!/usr/bin/env bash
# Start-up benchmark: the REPL from launch to reading its first line and leaving
# (`echo ':salir' | lesson`, release build), against a compiled Foundation hello-world
# measured in the same run. Prints both medians and the ratio (goal: at most 3×).
#   bash bench/startup.sh [RUNS]        (default 50 runs each; hyperfine is used if installed)
set -euo pipefail
cd "$(dirname "$0")/.."
runs=${1:-50}
out=bench/out
mkdir -p "$out"
scratch=${SCRATCH_PATH:-.build}

echo "Compilando lesson (release)…" >&2
swift build -c release --product lesson --scratch-path "$scratch" >&2
lesson="$(swift build -c release --scratch-path "$scratch" --show-bin-path)/lesson"

cat > "$out/hola.swift" <<'SWIFT'
import Foundation
FileHandle.standardOutput.write("hola, \(ProcessInfo.processInfo.processName)\n".data(using: .utf8)!)
SWIFT
swiftc -O "$out/hola.swift" -o "$out/hola" >&2
hello="$out/hola"

home=$(mktemp -d)
trap 'rm -rf "$home"' EXIT
export LESSON_HOME="$home" NO_COLOR=1
printf ':salir\n' > "$out/entrada"
# The same, after loading every bundled pack (`:modelos` reads and parses every lesson).
printf ':modelos\n:salir\n' > "$out/entrada-paquetes"

median_ms() {  # input command… : runs it $runs times (after 3 warm-ups), prints the median in ms
    local input=$1 times=() start end
    shift
    for _ in 1 2 3; do "$@" < "$input" > /dev/null 2>&1; done
    for ((i = 0; i < runs; i++)); do
        start=$(date +%s%N)
        "$@" < "$input" > /dev/null 2>&1
        end=$(date +%s%N)
        times+=($(( (end - start) / 1000 )))
    done
    printf '%s\n' "${times[@]}" | sort -n | awk '{ a[NR] = $1 } END { printf "%.2f", a[int((NR + 1) / 2)] / 1000 }'
}

if command -v hyperfine >/dev/null 2>&1 && command -v python3 >/dev/null 2>&1 &&
   hyperfine --warmup 3 --runs "$runs" -N --input "$out/entrada" \
       --export-json "$out/startup.json" "$hello" "$lesson" >&2; then
    read -r hello_ms lesson_ms < <(python3 -c 'import json,sys
r=json.load(open(sys.argv[1]))["results"]
print(" ".join("%.2f" % (x["median"]*1000) for x in r))' "$out/startup.json")
else
    hello_ms=$(median_ms "$out/entrada" "$hello")
    lesson_ms=$(median_ms "$out/entrada" "$lesson")
fi
packs_ms=$(median_ms "$out/entrada-paquetes" "$lesson")
ratio=$(awk -v a="$lesson_ms" -v b="$hello_ms" 'BEGIN { printf "%.2f", a / b }')
packs_ratio=$(awk -v a="$packs_ms" -v b="$hello_ms" 'BEGIN { printf "%.2f", a / b }')
echo "hola mundo (Foundation, swiftc -O): ${hello_ms} ms (mediana de $runs)"
echo "lesson, arranque hasta leer la primera línea y salir: ${lesson_ms} ms (mediana de $runs)"
echo "proporción: ${ratio}× (objetivo: ≤ 3×)"
echo "lesson con todos los paquetes incluidos cargados (:modelos): ${packs_ms} ms, ${packs_ratio}×"
