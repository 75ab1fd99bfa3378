// Enums: associated values, labels, nested, indirect, static members, computed properties, methods.
enum Semaforo: String {
    case rojo = "alto", ambar, verde
    static let inicial = Semaforo.rojo
    var siguiente: Semaforo {
        switch self {
        case .rojo: return .verde
        case .verde: return .ambar
        case .ambar: return .rojo
        }
    }
    func describir(conPrefijo prefijo: String) -> String {
        return "\(prefijo): \(self)"
    }
}

enum Forma {
    case circulo(radio: Double)
    case rectangulo(ancho: Double, alto: Double)
    case punto
    enum Unidad { case metros, pies }
    var area: Double {
        switch self {
        case .circulo(let r): return 3.0 * r * r
        case let .rectangulo(ancho, alto): return ancho * alto
        case .punto: return 0
        }
    }
}

indirect enum Expresion {
    case numero(Int)
    case suma(Expresion, Expresion)
    case producto(Expresion, Expresion)
}

func evaluar(_ e: Expresion) -> Int {
    switch e {
    case .numero(let n): return n
    case let .suma(a, b): return evaluar(a) + evaluar(b)
    case let .producto(a, b): return evaluar(a) * evaluar(b)
    }
}

print(Semaforo.inicial)
print(Semaforo.inicial.siguiente.siguiente)
print(Semaforo.rojo.rawValue, Semaforo.verde.rawValue)
print(Semaforo.ambar.describir(conPrefijo: "luz"))
print(Semaforo(rawValue: "verde") as Any)
print(Semaforo(rawValue: "azul") as Any)
let formas: [Forma] = [.circulo(radio: 2), .rectangulo(ancho: 3, alto: 4.5), .punto]
for forma in formas {
    print(forma, forma.area)
}
print(formas)
let unidad = Forma.Unidad.pies
print(unidad)
print([unidad])
let arbol = Expresion.suma(.numero(2), .producto(.numero(3), .numero(4)))
print(evaluar(arbol))
if case .suma(let izquierda, _) = arbol {
    print(izquierda)
}
// A value of a generic enum is of its type whether or not it was told the argument.
enum Quizas<T: Hashable>: Hashable { case nada, algo(T) }
func ninguno<T: Hashable>() -> Quizas<T> { .nada }
let dicho = Quizas<Int>.nada
let deducido: Quizas<Int> = ninguno()
print(dicho == deducido, Set([dicho, deducido, .algo(1)]).count)
// And sorts among its cases as Comparable orders them.
enum Talla<T>: Comparable { case chica, grande }
func chica<T>() -> Talla<T> { .chica }
let deducida: Talla<String> = chica()
print([Talla<String>.grande, deducida].sorted() == [.chica, .grande], Talla<String>.grande > deducida)
// Comparable synthesized for an enum with payloads: by case, then by payload.
enum Nivel: Comparable { case bajo, medio(Int), alto }
print(Nivel.bajo < .alto, Nivel.medio(2) < .medio(3), Nivel.medio(3) >= .medio(3), Nivel.alto <= .medio(9))
print([Nivel.alto, .medio(5), .bajo, .medio(1)].sorted(), [Nivel.alto, .bajo].max()!)
print(Nivel.medio(1) > .bajo ? "sube" : "baja")
