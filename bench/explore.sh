#!/usr/bin/env bash
# Exploring a machine of 16 independent switches (65,536 states, 1,048,576 transitions) with
# `:alcanzables` in the REPL, against the same breadth-first search compiled with `swiftc -O`,
# measured in the same run (issue 9's goal: at most 8× the compiled time).
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --product lesson >/dev/null
binary=$PWD/.build/release/lesson
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
n=${SWITCHES:-16}

{
  echo "struct Interruptores: Hashable {"
  for ((i = 0; i < n; i++)); do echo "    var s$i = false"; done
  echo "}"
  echo "enum Accion: CaseIterable {"
  for ((i = 0; i < n; i++)); do echo "    case pulsar$i"; done
  echo "}"
  echo "func reduce(into estado: inout Interruptores, action: Accion) {"
  echo "    switch action {"
  for ((i = 0; i < n; i++)); do echo "    case .pulsar$i: estado.s$i.toggle()"; done
  echo "    }"
  echo "}"
} > "$work/interruptores.swift"

cat > "$work/bfs.swift" <<'SWIFT'
import Foundation
@main enum Busqueda {
    static func main() {
        let inicio = Date()
        var vistos: Set<Interruptores> = [Interruptores()]
        var cola = [Interruptores()]
        var siguiente = 0
        var transiciones = 0
        while siguiente < cola.count {
            let estado = cola[siguiente]
            siguiente += 1
            for accion in Accion.allCases {
                var nuevo = estado
                reduce(into: &nuevo, action: accion)
                transiciones += 1
                if vistos.insert(nuevo).inserted { cola.append(nuevo) }
            }
        }
        let ms = Date().timeIntervalSince(inicio) * 1000
        print("\(cola.count) \(transiciones) \(ms)")
    }
}
SWIFT
swiftc -O -parse-as-library "$work/interruptores.swift" "$work/bfs.swift" -o "$work/bfs"
read -r states transitions _ < <("$work/bfs")

printf ':cargar %s\n' "$work/interruptores.swift" > "$work/vacio"
printf ':cargar %s\n:alcanzables 100000\n' "$work/interruptores.swift" > "$work/entrada"
# CPU time (user + sys) of a whole run, median of five: a busy machine stretches the wall clock
# of one run much more than the CPU time it takes.
cpu_ms() {
  local input=$1; shift
  for _ in 1 2 3 4 5; do
    /usr/bin/time -f "%U %S" -o "$work/tiempo" env LESSON_HOME="$work/home" "$@" < "$input" > "$work/salida"
    awk '{ printf "%d\n", ($1 + $2) * 1000 }' "$work/tiempo"
  done | sort -n | sed -n 3p
}
compiled_ms=$(cpu_ms /dev/null "$work/bfs")
base_ms=$(cpu_ms "$work/vacio" "$binary")
total_ms=$(cpu_ms "$work/entrada" "$binary")
explore_ms=$(( total_ms - base_ms ))
grep "estados alcanzables" "$work/salida" || { cat "$work/salida"; exit 1; }
ratio=$(awk -v a="$explore_ms" -v b="$compiled_ms" 'BEGIN { printf "%.1f", a / (b > 0 ? b : 1) }')
rss=$( { /usr/bin/time -f "%M" env LESSON_HOME="$work/home" "$binary" < "$work/entrada" > /dev/null; } 2>&1 | tail -1 )
echo "compilado (swiftc -O): $states estados, $transitions transiciones en ${compiled_ms} ms de CPU (mediana de 5, el proceso entero)"
echo "REPL :alcanzables: ${explore_ms} ms de CPU (carga aparte, mediana de 5) → ${ratio}× el compilado (objetivo ≤ 8×); memoria máxima ${rss} KiB"
