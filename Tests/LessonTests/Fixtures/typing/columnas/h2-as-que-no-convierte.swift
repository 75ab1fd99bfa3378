protocol Animal { var nombre: String { get } }
struct Perro: Animal { let nombre: String }
let animales: [Animal] = [Perro(nombre: "a")]
let p = animales[0] as Perro
class Base {}
class Hija: Base {}
let b: Base = Hija()
let h = b as Hija
let ok = Hija() as Base
let a2 = Perro(nombre: "b") as Animal
let n = 3 as Double
print(ok, a2.nombre, n)
