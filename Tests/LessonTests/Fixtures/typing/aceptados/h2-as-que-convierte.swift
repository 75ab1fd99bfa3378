protocol Animal { var nombre: String { get } }
struct Perro: Animal { let nombre: String }
class Base { var n = 1 }
class Hija: Base {}
let ok = Hija() as Base
let a2 = Perro(nombre: "b") as Animal
let n = 3 as Double
let animales: [Animal] = [Perro(nombre: "a")]
if let p = animales[0] as? Perro { print(p.nombre) }
let q = animales[0] as! Perro
print(ok.n, a2.nombre, n, q.nombre)
