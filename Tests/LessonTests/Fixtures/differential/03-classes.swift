// Classes: reference semantics and identity.
final class Contador {
    var cuenta = 0
    let nombre: String
    init(nombre: String) {
        self.nombre = nombre
    }
    func incrementar() {
        cuenta += 1
    }
}

class Nodo {
    var valor: Int
    var siguiente: Nodo?
    init(valor: Int, siguiente: Nodo? = nil) {
        self.valor = valor
        self.siguiente = siguiente
    }
}

struct ContadorValor {
    var cuenta = 0
    mutating func incrementar() { cuenta += 1 }
}

let c1 = Contador(nombre: "a")
let c2 = c1
c2.incrementar()
c2.incrementar()
print(c1.cuenta, c2.cuenta, c1 === c2)
let c3 = Contador(nombre: "b")
print(c1 === c3, c1 !== c3)
var v1 = ContadorValor()
var v2 = v1
v2.incrementar()
print(v1.cuenta, v2.cuenta)
let lista = Nodo(valor: 1, siguiente: Nodo(valor: 2, siguiente: Nodo(valor: 3)))
var actual: Nodo? = lista
var suma = 0
while let nodo = actual {
    suma += nodo.valor
    actual = nodo.siguiente
}
print(suma)
print(lista.siguiente?.siguiente?.valor as Any)
print(lista.siguiente?.siguiente?.siguiente?.valor as Any)
print(c1)
