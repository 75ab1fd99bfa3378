// A struct's `lazy var` read through `self`, implicit or written, inside a `mutating` method runs its
// initializer once: the first read writes the value back into `self` (a nested struct's too);
// a class's, read in a method or a computed property, once per instance.
struct Q {
    var base = 2
    lazy var doble: Int = { print("calc"); return base * 2 }()
    mutating func ver() -> Int { doble + doble }
    mutating func verSelf() -> Int { self.doble + self.doble }
}
var q = Q()
print(q.ver(), q.doble)
var r = Q()
print(r.verSelf(), r.verSelf(), r.doble)

struct Externo {
    var interno = Q()
    mutating func leer() -> Int { interno.doble + interno.doble }
}
var e = Externo()
print(e.leer(), e.interno.doble)

func leerLocal() -> Int {
    var local = Q()
    return local.doble + local.doble
}
print(leerLocal())

class Contador {
    var n = 3
    lazy var triple: Int = { print("triple"); return n * 3 }()
    func ver() -> Int { triple + triple }
    func verSelf() -> Int { self.triple + self.triple }
    var descripcion: String { "triple \(triple) y \(self.triple)" }
}
let c = Contador()
print(c.ver(), c.verSelf(), c.triple)
let d = Contador()
print(d.descripcion)
print(d.descripcion)

struct ConEstado {
    lazy var nombre: String = { print("nombre"); return "ana" }()
    var largo: Int = 0
    mutating func medir() {
        largo = nombre.count
        largo += nombre.count
    }
}
var s = ConEstado()
s.medir()
print(s.largo, s.nombre)
