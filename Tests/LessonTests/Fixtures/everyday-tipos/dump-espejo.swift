// dump(…) de los estados de un reproductor, una lista y unas clases: el árbol del espejo, como la biblioteca
indirect enum Estado { case detenido, reproduciendo(pista: Int, segundo: Int), uno(Int), etiquetado(x: Int), anidado(Estado?) }
struct Cancion: CustomStringConvertible { var titulo: String; var description: String { "«\(titulo)»" } }
struct Lista { var nombre = "fav"; var canciones: [Cancion] = [Cancion(titulo: "A")]; var notas: [String: Int] = ["a": 1]; var vacio: [Int] = []; var opt: Int? = 3; var nada: Double? = nil; var t = (1, b: "x"); var c: Character = "z"; var r = 1..<3; var s: Set<Int> = [5] }
class Base { var id = 7 }
class Hija: Base { var nombre = "h"; var otra: Hija? = nil }
dump(Estado.detenido)
dump(Estado.reproduciendo(pista: 2, segundo: 0))
dump(Estado.uno(5))
dump(Estado.etiquetado(x: 5))
dump(Estado.anidado(.uno(1)))
dump(Lista())
let h = Hija(); h.otra = h
dump(h)
dump([1, 2])
dump("hola")
let x = dump(3) + 1
print(x)
dump([Hija(), h], name: "hijas")
dump(Optional<Int>.none)
dump((1, 2))
dump([[1], []])
struct Pila2<T> { var elementos: [T] = [] }
struct Punto2: CustomDebugStringConvertible { var x = 1, y = 2; var debugDescription: String { "P(\(x),\(y))" } }
class A2 { var a = 1 }
class B2: A2 {}
class C2: B2 { var c = [1, 2, 3] }
struct Contenedor2 { var objeto = C2(); var texto = "dice \"hola\"\n" }
enum Luz2: String { case roja = "R", verde }
dump(Pila2(elementos: [1, 2]))
dump(Punto2())
dump(B2())
dump(C2(), maxDepth: 1)
dump([[1, 2], [3]], maxItems: 4)
dump(Contenedor2(), name: "caja", indent: 2)
dump([Luz2.roja, .verde])
dump((nombre: "Ana", edad: 3))
dump(1...4)
dump(Set(["x"]))
dump(Optional(Optional(2)))
dump([Punto2()], maxDepth: 0)
let v2 = dump("texto", name: nil)
print(v2)
