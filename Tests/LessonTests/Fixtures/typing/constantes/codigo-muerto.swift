// swiftc drops code that never runs before it folds constants: no error there.
if false { print(Int.max + 1) }
if true { print(1) } else { print(Int.max + 1) }
while false { print(Int.max + 1) }
for _ in 0..<1 { break; print(Int.max + 1) }
func nunca() -> Int { fatalError("no"); print(Int.max + 1) }
func ambas(_ b: Bool) -> Int { if b { return 1 } else { return 2 }; print(Int.max + 1) }
func cortada() { guard false else { return }; print(Int.max + 1) }
let elegido = false ? Int.max + 1 : 0
let otro = true ? 1 : 2 * Int.max
// Code that runs, or that swiftc does not know never runs, is judged.
if !false { } else { print(Int.max + 1) }
print(Int.max + 1, elegido, otro)
func vivo() -> Int { print(Int.min - 1); return 0 }
