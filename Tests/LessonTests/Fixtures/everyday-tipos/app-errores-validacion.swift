enum ErrorValidacion: Error, Equatable {
    case vacio(campo: String)
    case demasiadoCorto(campo: String, minimo: Int)
    case formato(String)
}

struct ErrorRed: Error {
    let codigo: Int
}

func validarNombre(_ nombre: String) throws -> String {
    let limpio = nombre.drop { $0 == " " }
    guard !limpio.isEmpty else { throw ErrorValidacion.vacio(campo: "nombre") }
    guard limpio.count >= 3 else { throw ErrorValidacion.demasiadoCorto(campo: "nombre", minimo: 3) }
    return String(limpio)
}

func validarEdad(_ texto: String) throws -> Int {
    guard let edad = Int(texto) else { throw ErrorValidacion.formato("'\(texto)' no es un número") }
    return edad
}

func procesar(_ valores: [String], con f: (String) throws -> Int) rethrows -> [Int] {
    var resultado: [Int] = []
    for v in valores { resultado.append(try f(v)) }
    return resultado
}

func descargar(_ url: String) -> Result<String, ErrorRed> {
    url.hasPrefix("https") ? .success("contenido de \(url)") : .failure(ErrorRed(codigo: 400))
}

var registro: [String] = []
func operacion(_ paso: Int) throws {
    registro.append("inicio \(paso)")
    defer { registro.append("fin \(paso)") }
    if paso == 2 { throw ErrorRed(codigo: 500) }
    registro.append("hecho \(paso)")
}

for nombre in ["  Ana", "", "Lu", "Roberto"] {
    do {
        let n = try validarNombre(nombre)
        print("válido:", n)
    } catch ErrorValidacion.vacio(let campo) {
        print("falta el \(campo)")
    } catch let ErrorValidacion.demasiadoCorto(campo, minimo) {
        print("\(campo) necesita \(minimo) letras")
    } catch {
        print("inesperado:", error)
    }
}
print(try procesar(["1", "2", "3"]) { Int($0)! * 10 })
do {
    _ = try procesar(["4", "x"], con: validarEdad)
} catch let e as ErrorValidacion {
    print("error de validación:", e)
    print(e == .formato("'x' no es un número"))
}
let sinError = procesar(["7", "8"]) { $0.count }
print(sinError)
print((try? validarEdad("42")) as Any, (try? validarEdad("cuarenta")) as Any)
let edadSegura = (try? validarEdad("abc")) ?? -1
print(edadSegura)
print(try! validarEdad("9"))
for url in ["https://a.es", "ftp://b"] {
    switch descargar(url) {
    case .success(let texto): print("ok:", texto)
    case .failure(let error): print("fallo con código", error.codigo)
    }
}
let r = descargar("https://x")
if case .success(let t) = r { print(t.count) }
let longitud = (try? r.get())?.count
print(longitud)
print((try? descargar("mal").get()) as Any)
for paso in 1...3 {
    do { try operacion(paso) } catch { registro.append("error \(paso)") }
}
print(registro)
func primero(_ xs: [Int]) throws -> Int {
    guard let p = xs.first else { throw ErrorValidacion.vacio(campo: "lista") }
    return p
}
do {
    print(try primero([5, 6]))
    print(try primero([]))
    print("no llega")
} catch {
    print("capturado: \(error)")
}
