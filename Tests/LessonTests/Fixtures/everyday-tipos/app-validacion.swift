// Validación de un formulario de registro: errores, throws, rethrows, try?, defer, guard.
enum ErrorValidacion: Error, Equatable {
    case vacio(campo: String)
    case muyCorto(campo: String, minimo: Int)
    case formato(String)
    case edad(Int)
}

struct Registro {
    var usuario: String
    var correo: String
    var clave: String
    var edad: String
}

func validarUsuario(_ u: String) throws -> String {
    guard !u.isEmpty else { throw ErrorValidacion.vacio(campo: "usuario") }
    guard u.count >= 3 else { throw ErrorValidacion.muyCorto(campo: "usuario", minimo: 3) }
    guard u.allSatisfy({ $0.isLetter || $0.isNumber }) else { throw ErrorValidacion.formato("usuario con símbolos") }
    return u.lowercased()
}

func validarCorreo(_ c: String) throws -> String {
    let partes = c.split(separator: "@")
    guard partes.count == 2, partes[1].contains(".") else { throw ErrorValidacion.formato("correo") }
    return c
}

func validarEdad(_ texto: String) throws -> Int {
    guard let n = Int(texto) else { throw ErrorValidacion.formato("edad no numérica") }
    guard (18...120).contains(n) else { throw ErrorValidacion.edad(n) }
    return n
}

func todos<T>(_ valores: [T], cumplen condicion: (T) throws -> Bool) rethrows -> Bool {
    for v in valores where try !condicion(v) { return false }
    return true
}

var intentos = 0
func validar(_ r: Registro) -> String {
    intentos += 1
    defer { print("  intento \(intentos) revisado") }
    do {
        let u = try validarUsuario(r.usuario)
        _ = try validarCorreo(r.correo)
        let e = try validarEdad(r.edad)
        if r.clave.count < 8 { throw ErrorValidacion.muyCorto(campo: "clave", minimo: 8) }
        return "ok: \(u), \(e) años"
    } catch ErrorValidacion.vacio(let campo) {
        return "falta \(campo)"
    } catch ErrorValidacion.muyCorto(let campo, let minimo) {
        return "\(campo) necesita \(minimo) caracteres"
    } catch let ErrorValidacion.edad(n) where n < 18 {
        return "menor de edad (\(n))"
    } catch {
        return "inválido: \(error)"
    }
}

let formularios = [
    Registro(usuario: "Ana99", correo: "ana@mail.com", clave: "secreta123", edad: "25"),
    Registro(usuario: "", correo: "x@y.z", clave: "12345678", edad: "30"),
    Registro(usuario: "jo", correo: "jo@mail.com", clave: "12345678", edad: "30"),
    Registro(usuario: "pepe", correo: "pepe-mail.com", clave: "12345678", edad: "30"),
    Registro(usuario: "luis", correo: "luis@mail.com", clave: "12345678", edad: "15"),
    Registro(usuario: "marta", correo: "m@mail.com", clave: "corta", edad: "40"),
    Registro(usuario: "eva", correo: "eva@mail.com", clave: "12345678", edad: "200"),
    Registro(usuario: "r2-d2", correo: "r@mail.com", clave: "12345678", edad: "dos"),
]
for f in formularios { print(validar(f)) }
let edades = ["20", "35", "x"]
print(edades.compactMap { try? validarEdad($0) })
print((try? validarEdad("17")) == nil, try! validarUsuario("Pablo"))
print(todos([1, 2, 3]) { $0 > 0 })
do {
    let ok = try todos(["ana", "b"]) { try validarUsuario($0).count > 0 }
    print(ok)
} catch {
    print("rethrows: \(error)", error as? ErrorValidacion == .muyCorto(campo: "usuario", minimo: 3))
}
