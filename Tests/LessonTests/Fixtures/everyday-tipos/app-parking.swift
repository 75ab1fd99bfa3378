// Aparcamiento: clases con identidad, protocolos con init, errores, guard, precio por tramos con switch.
import Foundation

protocol Vehiculo: AnyObject, CustomStringConvertible {
    var matricula: String { get }
    var plazas: Int { get }
}
extension Vehiculo {
    var description: String { "\(type(of: self)) \(matricula)" }
}
final class Coche: Vehiculo {
    let matricula: String
    let plazas = 1
    init(_ m: String) { matricula = m }
}
final class Furgoneta: Vehiculo {
    let matricula: String
    var plazas: Int { 2 }
    init(_ m: String) { matricula = m }
}
enum ErrorParking: Error, Equatable {
    case lleno(libres: Int)
    case yaDentro(String)
    case noEncontrado(String)
}
class Parking {
    let capacidad: Int
    private var dentro: [String: (vehiculo: Vehiculo, entrada: Int)] = [:]
    private(set) var caja = 0.0
    var ocupadas: Int { dentro.values.reduce(0) { $0 + $1.vehiculo.plazas } }
    init(capacidad: Int) { self.capacidad = capacidad }
    func entrar(_ v: Vehiculo, hora: Int) throws {
        guard dentro[v.matricula] == nil else { throw ErrorParking.yaDentro(v.matricula) }
        let libres = capacidad - ocupadas
        guard libres >= v.plazas else { throw ErrorParking.lleno(libres: libres) }
        dentro[v.matricula] = (v, hora)
    }
    func salir(_ matricula: String, hora: Int) throws -> Double {
        guard let (v, entrada) = dentro.removeValue(forKey: matricula) else {
            throw ErrorParking.noEncontrado(matricula)
        }
        let horas = hora - entrada
        let precio: Double
        switch horas {
        case 0: precio = 0
        case 1...2: precio = 2.5
        case 3..<8: precio = 2.5 + Double(horas - 2) * 1.5
        default: precio = 15
        }
        let total = precio * Double(v.plazas)
        caja += total
        return total
    }
}
let p = Parking(capacidad: 4)
let llegadas: [Vehiculo] = [Coche("1234ABC"), Furgoneta("5678DEF"), Coche("1234ABC"), Furgoneta("9999ZZZ"), Coche("0000AAA")]
for (i, v) in llegadas.enumerated() {
    do {
        try p.entrar(v, hora: 8 + i)
        print("entra \(v) (ocupadas \(p.ocupadas))")
    } catch ErrorParking.lleno(let libres) {
        print("\(v): lleno, quedan \(libres)")
    } catch {
        print("\(v): \(error)")
    }
}
for (m, h) in [("5678DEF", 12), ("1234ABC", 9), ("XXXX", 10), ("0000AAA", 30)] {
    if let pagado = try? p.salir(m, hora: h) {
        print("sale \(m): \(pagado) €")
    } else {
        print("no se pudo sacar \(m)")
    }
}
print(String(format: "Caja: %.2f €", p.caja), p.ocupadas)
let a = llegadas[0], b = llegadas[2]
print(a === b, a.matricula == b.matricula, llegadas.filter { $0 is Furgoneta }.count)
do { _ = try p.salir("nada", hora: 1) } catch let e as ErrorParking { print(e == .noEncontrado("nada")) }
