import Foundation

enum ErrorRegistro: LocalizedError, Equatable {
    case usuarioVacio
    case claveCorta(minimo: Int)
    case yaExiste(String)

    var errorDescription: String? {
        switch self {
        case .usuarioVacio: return "El usuario no puede estar vacío"
        case .claveCorta(let m): return "La clave debe tener al menos \(m) caracteres"
        case .yaExiste(let u): return "El usuario «\(u)» ya existe"
        }
    }
}

enum ErrorSimple: Error { case desconocido, conCodigo(Int) }

struct Registro {
    private(set) var usuarios: [String: String] = [:]

    mutating func registrar(_ usuario: String, clave: String) throws {
        let u = usuario.trimmingCharacters(in: .whitespaces).lowercased()
        guard !u.isEmpty else { throw ErrorRegistro.usuarioVacio }
        guard clave.count >= 6 else { throw ErrorRegistro.claveCorta(minimo: 6) }
        guard usuarios[u] == nil else { throw ErrorRegistro.yaExiste(u) }
        usuarios[u] = String(clave.reversed())
    }
}

var r = Registro()
for (u, c) in [("Ana", "secreto1"), ("  ", "123456"), ("leo", "abc"), ("ANA", "otraclave"), ("Eva", "evaeva")] {
    do {
        try r.registrar(u, clave: c)
        print("✓ \(u)")
    } catch let e as ErrorRegistro {
        print("✗", e.localizedDescription)
    } catch {
        print("?", error)
    }
}
print(r.usuarios.keys.sorted())
let errores: [Error] = [ErrorSimple.desconocido, ErrorSimple.conCodigo(4)]
for e in errores {
    print(e.localizedDescription)
}
do {
    throw ErrorRegistro.claveCorta(minimo: 8)
} catch {
    print(error.localizedDescription, error as? ErrorRegistro == .claveCorta(minimo: 8))
}
