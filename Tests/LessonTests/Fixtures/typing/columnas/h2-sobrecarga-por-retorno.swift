func valor() -> Int { return 1 }
func valor() -> String { return "a" }
let x = valor()
print(valor())
let z = valor() + 1
let w: Double = Double(valor())
struct S {
    func dato() -> Int { 1 }
    func dato() -> Bool { true }
}
let s = S()
let d = s.dato()
let e: Bool = s.dato()
if s.dato() { print("si") }
func leer(_ n: Int) -> Int { n }
func leer(_ n: Int) -> String { "\(n)" }
let f = leer(3)
let g: String = leer(3)
