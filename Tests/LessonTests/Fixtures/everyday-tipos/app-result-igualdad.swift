// Convertir texto a datos con Result
enum ErrorConversion: Error, Equatable {
    case vacio
    case noNumerico(String)
    case fueraDeRango(Int)
}

func convertirEdad(_ texto: String) -> Result<Int, ErrorConversion> {
    if texto.isEmpty { return .failure(.vacio) }
    guard let n = Int(texto) else { return .failure(.noNumerico(texto)) }
    guard (0...130).contains(n) else { return .failure(.fueraDeRango(n)) }
    return .success(n)
}

func edadLanzando(_ texto: String) throws -> Int {
    try convertirEdad(texto).get()
}

let entradas = ["34", "", "abc", "200", "7", "-1"]
for e in entradas {
    let r = convertirEdad(e)
    switch r {
    case .success(let edad) where edad < 18:
        print("«\(e)»: menor de edad (\(edad))")
    case .success(let edad):
        print("«\(e)»: \(edad) años")
    case .failure(.vacio):
        print("«\(e)»: vacío")
    case .failure(.noNumerico(let t)):
        print("«\(e)»: \(t) no es un número")
    case .failure(let otro):
        print("«\(e)»: \(otro)")
    }
}

let validas = entradas.compactMap { try? edadLanzando($0) }
print(validas, validas.reduce(0, +))

let dobles: Result<Int, ErrorConversion>
switch convertirEdad("21") {
case .success(let n): dobles = .success(n * 2)
case .failure(let e): dobles = .failure(e)
}
print(dobles)
print(convertirEdad("x"))
if case .failure(let e) = convertirEdad("999") {
    print("Error: \(e)", e == .fueraDeRango(999))
}

var errores: [ErrorConversion] = []
var suma = 0
for e in entradas {
    do {
        suma += try edadLanzando(e)
    } catch let error as ErrorConversion {
        errores.append(error)
    }
}
print(suma, errores)
print(errores.contains(.vacio), errores.filter { if case .noNumerico = $0 { return true } else { return false } }.count)

func primeraValida(_ textos: [String]) -> Int? {
    for t in textos {
        if case .success(let n) = convertirEdad(t) { return n }
    }
    return nil
}
print(primeraValida(["", "x", "45", "3"]) ?? -1, primeraValida([]) ?? -1)

let resultados = entradas.map(convertirEdad)
let exitos = resultados.filter { (try? $0.get()) != nil }.count
print("Éxitos: \(exitos) de \(resultados.count)")
print(resultados[0], resultados[2])
let r: Result<String, ErrorConversion> = .success("ok")
print(r, (try? r.get()) ?? "nada")
do {
    let edad = try edadLanzando("150")
    print(edad)
} catch ErrorConversion.fueraDeRango(let n) where n > 130 {
    print("demasiado viejo: \(n)")
} catch {
    print("otro: \(error)")
}
