struct Perfil {
    var nombre: String
    var edad: Int
    let id: Int

    init(nombre: String, edad: Int = 0) {
        self.nombre = nombre
        self.edad = edad
        self.id = nombre.count
    }
}

extension Perfil {
    init(id: Int) {
        nombre = "P\(id)"
        edad = 0
        self.id = id
    }
}

struct Caja {
    var valor: Int
    var etiqueta = "caja"
}
extension Caja {
    init(doble v: Int) { valor = v * 2; etiqueta = "doble" }
}

let a = Perfil(nombre: "Ada", edad: 36)
let b = Perfil(id: 4)
print(a.id, b.nombre, b.edad, Caja(valor: 1).etiqueta, Caja(doble: 3).valor, Caja(doble: 1).etiqueta)
final class Nodo {
    let valor: Int
    var hijos: [Nodo] = []
    init(_ valor: Int) { self.valor = valor }
}
let raiz = Nodo(1)
raiz.hijos.append(Nodo(2))
print(raiz.hijos.count, raiz.hijos[0].valor)
