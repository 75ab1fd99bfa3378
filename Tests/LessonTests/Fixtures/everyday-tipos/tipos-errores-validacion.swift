enum ErrorValidacion: Error, Equatable {
    case vacio
    case muyCorto(minimo: Int)
    case invalido(String)
}
func validar(_ s: String) throws -> String {
    if s.isEmpty { throw ErrorValidacion.vacio }
    if s.count < 3 { throw ErrorValidacion.muyCorto(minimo: 3) }
    if s.contains(" ") { throw ErrorValidacion.invalido(s) }
    return s.lowercased()
}
for entrada in ["", "ab", "hola mundo", "Swift"] {
    do {
        let v = try validar(entrada)
        print("ok:", v)
    } catch ErrorValidacion.vacio {
        print("vacío")
    } catch ErrorValidacion.muyCorto(let m) where m > 2 {
        print("corto, mínimo \(m)")
    } catch let ErrorValidacion.invalido(texto) {
        print("inválido: \(texto)")
    } catch {
        print("otro")
    }
}
let resultados = ["a", "abc"].map { s in Result { try validar(s) } }
for r in resultados {
    switch r {
    case .success(let v): print("éxito", v)
    case .failure(let e): print("fallo", e, e as? ErrorValidacion == .muyCorto(minimo: 3))
    }
}
func procesar() throws {
    defer { print("limpieza 1") }
    defer { print("limpieza 2") }
    print("procesando")
    throw ErrorValidacion.vacio
}
do { try procesar() } catch { print("capturado: \(error)") }
let valores = ["1", "x", "3"].compactMap { try? validar($0 + "aa") }
print(valores)
func dividir(_ a: Double, _ b: Double) -> Result<Double, ErrorValidacion> {
    b == 0 ? .failure(.invalido("división por cero")) : .success(a / b)
}
print(dividir(1, 0), dividir(6, 3))
if case .success(let v) = dividir(9, 3) { print(v) }
let r2 = dividir(8, 2).map { $0 * 2 }
print(try r2.get())
do { _ = try dividir(1, 0).get() } catch { print(error) }
struct Archivo {
    let nombre: String
    init(nombre: String) throws {
        guard !nombre.isEmpty else { throw ErrorValidacion.vacio }
        self.nombre = nombre
    }
}
print((try? Archivo(nombre: ""))?.nombre ?? "sin archivo", try! Archivo(nombre: "a.txt").nombre)
func intentar<T>(_ f: () throws -> T) -> T? { try? f() }
print(intentar { try validar("xyz") } ?? "nil", intentar { try validar("") } ?? "nil")
