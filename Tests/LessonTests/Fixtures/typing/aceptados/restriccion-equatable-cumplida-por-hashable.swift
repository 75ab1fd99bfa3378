// Un tipo Hashable o Comparable también es Equatable: cumple '<T: Equatable>'.
func cuantasVeces<T: Equatable>(_ x: T, en lista: [T]) -> Int {
    lista.filter { $0 == x }.count
}

struct Color: Hashable {
    var nombre: String
}

struct Talla: Comparable {
    var numero: Int
    static func < (a: Talla, b: Talla) -> Bool { a.numero < b.numero }
}

struct Caja<T: Equatable> {
    var dentro: T
    func tiene(_ otro: T) -> Bool { dentro == otro }
}

let colores = [Color(nombre: "rojo"), Color(nombre: "azul"), Color(nombre: "rojo")]
print(cuantasVeces(Color(nombre: "rojo"), en: colores))
print(cuantasVeces(Talla(numero: 40), en: [Talla(numero: 40), Talla(numero: 42)]))
print(Caja<Talla>(dentro: Talla(numero: 38)).tiene(Talla(numero: 38)))
