#!/usr/bin/env bash
# Builds and runs one libFuzzer target over the entry points the REPL uses:
#   scripts/fuzz.sh frontend SECONDS   lex, parse and check (thousands of runs a second)
#   scripts/fuzz.sh session SECONDS    a whole session: a line, a model file, a pack lesson, the explorer
# The libraries are built once with coverage (`-sanitize=fuzzer`) under .build/fuzz; the seed
# corpus comes from the lessons, exercises and test fixtures; scripts/fuzz/swift.dict holds the
# keywords. Findings land in .build/fuzz/findings-TARGET: each one becomes a regression test
# (Tests/LessonTests/HostileInputTests.swift). Run it with `nice -n 19` on a shared machine.
set -euo pipefail

target=${1:?"uso: scripts/fuzz.sh frontend|session SEGUNDOS [opciones de libFuzzer]"}
seconds=${2:-60}
shift $(( $# >= 2 ? 2 : $# ))
root=$(cd "$(dirname "$0")/.." && pwd)
build=$root/.build/fuzz
# Timeouts are generous: run niced on a shared machine, a unit may wait seconds for a core; a
# hang still shows (the budgets end every real run in well under a second).
# `top`: the module the harness imports that depends on all the others it needs.
case $target in
    frontend) harness=FrontEnd; top=Typing; limits=(-max_len=16384 -timeout=60 -rss_limit_mb=2048) ;;
    session) harness=Session; top=REPL; limits=(-max_len=32768 -timeout=120 -rss_limit_mb=2560) ;;
    *) echo "objetivo desconocido: $target (frontend o session)" >&2; exit 2 ;;
esac

# The libraries, instrumented; SwiftPM only rebuilds what changed.
swift build -c release --build-path "$build" --target "$top" -Xswiftc -sanitize=fuzzer >&2
# The modules to link: `top` and every library it depends on, as Package.swift says (a hand list
# missed a module once one was added).
modules=$(cd "$root" && swift package describe --type json | python3 -c '
import json, sys
targets = {t["name"]: t for t in json.load(sys.stdin)["targets"]}
found, pending = set(), [sys.argv[1]]
while pending:
    name = pending.pop()
    if name not in found:
        found.add(name)
        pending += targets[name].get("target_dependencies") or []
print(" ".join(sorted(n for n in found if targets[n]["type"] == "library")))
' "$top")
# Each module's objects as its last build named them: a folder may hold stale ones from files since removed.
objects=()
for module in $modules; do
    while IFS= read -r object; do
        [ -f "$object" ] && objects+=("$object")
    done < <(grep -o '"object": "[^"]*"' "$build/release/$module.build/output-file-map.json" | cut -d'"' -f4)
done
binary=$build/fuzz-$target
swiftc -O -sanitize=fuzzer -parse-as-library -module-name Fuzz$harness \
    -I "$build/release/Modules" -Xcc -fmodule-map-file="$root/Sources/CEditLine/module.modulemap" \
    "$root/scripts/fuzz/$harness.swift" "${objects[@]}" -ledit -o "$binary"

# The seed corpus: every Swift file and lesson the project ships or tests with.
corpus=$build/corpus-$target
mkdir -p "$corpus" "$build/findings-$target"
if [ -z "$(ls -A "$corpus")" ]; then
    while IFS= read -r -d '' file; do
        name=$(basename "$file" | tr -c 'A-Za-z0-9._-' _)
        case $target:$file in
            frontend:*.md) awk '/^```swift/{inside=1; next} /^```/{inside=0} inside' "$file" > "$corpus/$name.swift" ;;
            frontend:*) cp "$file" "$corpus/$name" ;;
            session:*.md) { printf '%%%%\n\n%%%%\n'; cat "$file"; } > "$corpus/$name" ;;
            session:*) { printf '40 + 2\n%%%%\n'; cat "$file"; } > "$corpus/$name" ;;
        esac
    done < <(find "$root/Lessons" "$root/Exercises" "$root/Tests/LessonTests/Fixtures" \
                  \( -name '*.swift' -o -name '*.md' \) -size -32k -print0)
fi

cd "$build/findings-$target"
exec "$binary" "$corpus" -dict="$root/scripts/fuzz/swift.dict" -max_total_time="$seconds" \
    -artifact_prefix="$build/findings-$target/" -print_final_stats=1 "${limits[@]}" "$@"
