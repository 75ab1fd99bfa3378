// Errores: rethrows, defer anidados, try? encadenado
enum ErrorArchivo: Error, Equatable {
    case noExiste(String)
    case sinPermiso
    case vacio
}

let disco = ["notas.txt": "uno\ndos\ntres", "vacio.txt": "", "secreto.txt": "x"]

func leer(_ nombre: String) throws -> String {
    guard let contenido = disco[nombre] else { throw ErrorArchivo.noExiste(nombre) }
    if nombre.hasPrefix("secreto") { throw ErrorArchivo.sinPermiso }
    if contenido.isEmpty { throw ErrorArchivo.vacio }
    return contenido
}

func transformar<T>(_ xs: [String], _ f: (String) throws -> T) rethrows -> [T] {
    var r: [T] = []
    for x in xs { r.append(try f(x)) }
    return r
}

func procesar(_ nombre: String) -> String {
    var pasos: [String] = []
    defer { print("  pasos de \(nombre): \(pasos.joined(separator: ","))") }
    pasos.append("abrir")
    do {
        defer { pasos.append("cerrar") }
        let texto = try leer(nombre)
        pasos.append("leer")
        let lineas = texto.split(separator: "\n")
        return "\(lineas.count) líneas"
    } catch ErrorArchivo.noExiste(let n) {
        pasos.append("falta")
        return "no existe \(n)"
    } catch let e as ErrorArchivo where e == .vacio {
        return "vacío"
    } catch {
        return "error: \(error)"
    }
}

for nombre in ["notas.txt", "otro.txt", "vacio.txt", "secreto.txt"] {
    print(nombre, "→", procesar(nombre))
}

let longitudes = transformar(["a", "bb", "ccc"]) { $0.count }
print(longitudes)
do {
    let contenidos = try transformar(["notas.txt", "nada.txt"], leer)
    print(contenidos)
} catch {
    print("falló la transformación: \(error)")
}
let primeraLinea = (try? leer("notas.txt"))?.split(separator: "\n").first.map(String.init)
print(primeraLinea as Any, (try? leer("x")) == nil)
let seguro = (try? leer("vacio.txt")) ?? "por defecto"
print(seguro)
func contar(_ nombres: [String]) -> (ok: Int, errores: [ErrorArchivo]) {
    var ok = 0
    var errores: [ErrorArchivo] = []
    for n in nombres {
        do {
            _ = try leer(n)
            ok += 1
        } catch let e as ErrorArchivo {
            errores.append(e)
        } catch {}
    }
    return (ok, errores)
}
let resultado = contar(Array(disco.keys).sorted() + ["z"])
print(resultado.ok, resultado.errores)
