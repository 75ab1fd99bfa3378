// type(of:) of a value of a generic type of the program names its arguments, inside collections too.
struct Caja<T> { var contenido: T }
enum Arbol<Valor> { case hoja(Valor), vacio }
let caja = Caja(contenido: 3)
let nombres = Caja(contenido: ["ana", "luis"])
print(type(of: caja), type(of: nombres))
print(type(of: [caja]), type(of: Optional(caja)), type(of: ["a": caja]))
let hoja = Arbol.hoja("x")
print(type(of: hoja))
print("\(type(of: caja)) guarda \(caja.contenido)")
