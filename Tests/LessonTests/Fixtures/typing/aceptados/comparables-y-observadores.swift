enum Nivel: Int, Comparable { case bajo = 1, alto
    static func < (a: Nivel, b: Nivel) -> Bool { a.rawValue < b.rawValue } }
print(Nivel.bajo < .alto)
enum Talla: Comparable { case s, m, l }
print(Talla.s < .l, [Talla.l, .s].sorted())
class Animal: Comparable {
    let peso: Int
    init(peso: Int) { self.peso = peso }
    static func < (a: Animal, b: Animal) -> Bool { a.peso < b.peso }
    static func == (a: Animal, b: Animal) -> Bool { a.peso == b.peso }
}
class Gato: Animal {}
print(Gato(peso: 3) < Gato(peso: 4))
struct Caja { var v: Int }
func < (a: Caja, b: Caja) -> Bool { a.v < b.v }
print(Caja(v: 1) < Caja(v: 2))
let d = ["a": [1, 2]]
if let xs = d["a"], xs.count > 1 { print(xs) }
var conteo: [Character: Int] = [:]
for c in "hola" { conteo[c, default: 0] += 1 }
print(conteo.count)
struct Config { var nombre: String; var nivel: Int = 1; var extra: [String] = [] }
print(Config(nombre: "a"), Config(nombre: "b", nivel: 2))
struct Vacio { init() {} }
print(Vacio())
struct Lazy { lazy var v: Int = 3; var w: Int
    init(w: Int) { self.w = w } }
var l = Lazy(w: 1); print(l.v, l.w)
struct Obs { var n: Int { didSet { print("de", oldValue, "a", n) } }
    init(n: Int) { self.n = n } }
var o = Obs(n: 1); o.n = 2
