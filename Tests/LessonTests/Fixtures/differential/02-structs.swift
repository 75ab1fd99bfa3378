// Structs: stored with defaults, computed, mutating methods, memberwise init, value semantics.
struct Punto {
    var x: Int
    var y: Int = 0
    var distanciaManhattan: Int { abs(x) + abs(y) }
    mutating func mover(dx: Int, dy: Int) {
        x += dx
        y += dy
    }
    func desplazado(_ d: Int) -> Punto {
        var copia = self
        copia.x += d
        return copia
    }
}

struct Perfil {
    let nombre: String
    var edad: Int
    var etiquetas: [String] = []
    var apodo: String? = nil
    var esMayorDeEdad: Bool { edad >= 18 }
}

struct Caja {
    var punto: Punto
    var perfil: Perfil?
}

var a = Punto(x: 1)
var b = a
b.mover(dx: 2, dy: 3)
print(a, b)
print(a.distanciaManhattan, b.distanciaManhattan)
print(b.desplazado(10))
var p = Perfil(nombre: "Ada", edad: 36)
p.etiquetas.append("swift")
p.apodo = "la condesa"
print(p)
print(p.esMayorDeEdad)
var caja = Caja(punto: a, perfil: nil)
caja.punto.mover(dx: -5, dy: 1)
print(caja)
caja.perfil = p
caja.perfil?.edad += 1
print(caja.perfil?.edad as Any)
print(caja.perfil!.nombre)
var lista = [a, b]
lista[0].x = 99
print(lista, a)
// So is a value of a generic struct, whose argument its fields may not tell.
struct Pila<T: Hashable>: Hashable { var elementos: [T] }
func vacia<T: Hashable>() -> Pila<T> { Pila(elementos: []) }
let sinDecir: Pila<Int> = vacia()
var vaciada = Pila(elementos: [1])
vaciada.elementos.removeAll()
print(sinDecir == vaciada, Set([sinDecir, vaciada]).count)
