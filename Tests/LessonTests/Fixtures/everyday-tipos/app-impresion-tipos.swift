struct Punto { var x: Int; var y: Int }
struct Persona { let nombre: String; var apodo: String?; var edad: Int? ; var amigos: [String] }
enum Forma { case circulo(radio: Double), rect(Double, Double), vacia }
class Nodo { var valor = 1 }
enum Color: String { case rojo, verde }
struct Caja<T> { let contenido: T }
let p = Punto(x: 1, y: -2)
print(p, [p], Optional(p) as Any)
let per = Persona(nombre: "Ana", apodo: nil, edad: 30, amigos: ["Leo"])
print(per)
print([Forma.circulo(radio: 2), .rect(1, 2), .vacia], Forma.rect(3, 4))
print(Nodo(), [Nodo()], Color.rojo, [Color.verde], Color.rojo.rawValue)
print(Caja(contenido: 5), Caja(contenido: "x"), [Caja(contenido: p)])
print((1, "a"), (x: 1, y: 2.5), [(1, 2)], Optional((1, 2)) as Any)
print([1: "uno"], ["a": [1, 2]], [Optional(1), nil], [[1], []], Set([3]))
print([String?](), [Int](), [:] as [String: Int], "", [""], [" "])
let nested: [String: Punto] = ["o": Punto(x: 0, y: 0)]
print(nested, nested["o"] as Any, nested["z"] as Any)
debugPrint(p, "s", Color.verde, [per.apodo], 1.0)
print(String(describing: p), String(reflecting: p), "\(p)", "\(Color.rojo)", "\([Color.rojo])")
var r = ""
print("a", 1, to: &r)
print(r.count, r)
