// Cola de impresión con prioridades
enum Prioridad: Int, Comparable, CaseIterable, CustomStringConvertible {
    case baja = 1, normal, alta, urgente
    static func < (a: Prioridad, b: Prioridad) -> Bool { a.rawValue < b.rawValue }
    var description: String {
        switch self {
        case .baja: return "baja"
        case .normal: return "normal"
        case .alta: return "alta"
        case .urgente: return "URGENTE"
        }
    }
}

struct Trabajo: Identifiable {
    let id: Int
    let documento: String
    let paginas: Int
    let prioridad: Prioridad
}

enum ErrorImpresora: Error, CustomStringConvertible {
    case sinPapel(faltan: Int)
    case atasco(pagina: Int)
    case apagada
    var description: String {
        switch self {
        case .sinPapel(let n): return "sin papel (faltan \(n) hojas)"
        case .atasco(let p): return "atasco en la página \(p)"
        case .apagada: return "impresora apagada"
        }
    }
}

final class Impresora {
    private var cola: [Trabajo] = []
    private var siguienteId = 1
    var papel: Int
    var encendida = true
    private(set) var impresas = 0

    init(papel: Int) { self.papel = papel }

    @discardableResult
    func enviar(_ documento: String, paginas: Int, prioridad: Prioridad = .normal) -> Int {
        let t = Trabajo(id: siguienteId, documento: documento, paginas: paginas, prioridad: prioridad)
        siguienteId += 1
        cola.append(t)
        cola.sort { ($0.prioridad, -$0.id) > ($1.prioridad, -$1.id) }
        return t.id
    }

    func imprimirSiguiente() throws -> Trabajo? {
        guard encendida else { throw ErrorImpresora.apagada }
        guard let t = cola.first else { return nil }
        if t.paginas > papel { throw ErrorImpresora.sinPapel(faltan: t.paginas - papel) }
        if t.documento.contains("roto") { throw ErrorImpresora.atasco(pagina: t.paginas / 2) }
        cola.removeFirst()
        papel -= t.paginas
        impresas += t.paginas
        return t
    }

    var pendientes: [String] { cola.map { "\($0.id):\($0.documento)[\($0.prioridad)]" } }

    func cancelar(id: Int) -> Bool {
        guard let i = cola.firstIndex(where: { $0.id == id }) else { return false }
        cola.remove(at: i)
        return true
    }
}

let imp = Impresora(papel: 20)
imp.enviar("carta", paginas: 2)
imp.enviar("tesis", paginas: 15, prioridad: .baja)
let idFactura = imp.enviar("factura", paginas: 1, prioridad: .urgente)
imp.enviar("foto rota", paginas: 4, prioridad: .alta)
imp.enviar("menú", paginas: 1)
print(imp.pendientes, idFactura)
print(imp.cancelar(id: 99), imp.cancelar(id: 5))

var errores = 0
while errores < 3 {
    do {
        guard let t = try imp.imprimirSiguiente() else {
            print("Cola vacía")
            break
        }
        print("Impreso \(t.documento) (\(t.paginas) págs.), queda papel: \(imp.papel)")
    } catch ErrorImpresora.atasco(let pagina) {
        errores += 1
        print("Atasco en \(pagina): cancelo el trabajo")
        _ = imp.cancelar(id: 4)
    } catch let e as ErrorImpresora {
        errores += 1
        print("Error: \(e)")
        imp.papel += 10
    } catch {
        print("inesperado")
    }
}
print("Páginas impresas: \(imp.impresas), errores: \(errores)")
imp.encendida = false
print((try? imp.imprimirSiguiente()) as Any)
print(Prioridad.allCases, Prioridad.allCases.filter { $0 >= .alta }, Prioridad(rawValue: 3)!)
