func valor() -> String { return "a" }
func valor() -> Int { return 1 }
let x: Int = valor()
let y: String = valor()
print(x, y)
struct S {
    func dato() -> Int { 1 }
    func dato() -> Bool { true }
}
let s = S()
let e: Bool = s.dato()
if s.dato() { print("si") }
let n: Int = s.dato() + 1
func leer(_ n: Int) -> Int { n }
func leer(_ n: Int) -> String { "<\(n)>" }
let g: String = leer(3)
let h: Int = leer(3) * 2
print(e, n, g, h, leer(4) as String)
let z = valor() + 1
print(z)
