#!/usr/bin/env bash
# Events per second through the piped REPL on a two-event machine, printing included
# (issue 3's goal: at least 20,000 events per second). Builds release first.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lesson >/dev/null
binary=.build/release/lesson
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
cat > "$work/luz.swift" <<'SWIFT'
enum Luz { case encendida, apagada }
enum Accion { case pulsar, esperar }
func paso(_ luz: Luz, con accion: Accion) -> Luz {
    switch (luz, accion) {
    case (.encendida, .pulsar): return .apagada
    case (.apagada, .pulsar): return .encendida
    case (_, .esperar): return luz
    }
}
SWIFT
events=${EVENTS:-100000}
{ echo ":cargar $work/luz.swift"; for ((i = 0; i < events / 2; i++)); do echo ".pulsar"; echo ".esperar"; done; } > "$work/entrada"
start=$(date +%s%N)
LESSON_HOME="$work/home" "$binary" < "$work/entrada" > "$work/salida"
end=$(date +%s%N)
lines=$(wc -l < "$work/salida")
elapsed_ms=$(( (end - start) / 1000000 ))
rate=$(( events * 1000 / (elapsed_ms > 0 ? elapsed_ms : 1) ))
echo "eventos: $events en ${elapsed_ms} ms → ${rate} eventos/s (objetivo ≥ 20000), $lines líneas impresas"
