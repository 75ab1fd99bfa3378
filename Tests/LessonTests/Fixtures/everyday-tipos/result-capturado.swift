// Result { try … } is a Result<Success, any Error>: printed with both arguments on either case.
enum FalloLectura: Error { case vacio, noNumero(String) }

func leerNumero(_ texto: String) throws -> Int {
    if texto.isEmpty { throw FalloLectura.vacio }
    guard let n = Int(texto) else { throw FalloLectura.noNumero(texto) }
    return n
}

struct Lectura {
    var origen: String
    var resultado: Result<Int, Error>
}

let entradas = ["12", "", "doce"]
let resultados = entradas.map { texto in Result { try leerNumero(texto) } }
print(resultados)
for r in resultados {
    switch r {
    case .success(let n): print("número", n)
    case .failure(let e): print("fallo:", e)
    }
}
let explicito = Result<Int, Error> { try leerNumero("") }
debugPrint(explicito)
let conEtiqueta = Result(catching: { try leerNumero("7") })
print([conEtiqueta], String(reflecting: conEtiqueta))
let lectura = Lectura(origen: "teclado", resultado: Result { try leerNumero("x") })
print(lectura)
let textos = Result { try String(leerNumero("3") * 2) }
print(Optional(textos), (try? textos.get()) ?? "nada")
struct Caja<T> { var contenido: T }
let enCaja = Result { Caja(contenido: try leerNumero("5")) }
print([enCaja])
