import Foundation
enum TipoHabitacion: String, CaseIterable {
    case individual, doble, suite
    var precioNoche: Int {
        switch self {
        case .individual: return 50
        case .doble: return 80
        case .suite: return 200
        }
    }
}

struct Reserva: CustomStringConvertible {
    let huesped: String
    let habitacion: Int
    let noches: ClosedRange<Int>
    var description: String { "\(huesped) en \(habitacion), noches \(noches.lowerBound)-\(noches.upperBound)" }
}

enum ErrorReserva: Error {
    case habitacionInexistente(Int)
    case ocupada(por: String)
    case fechasInvalidas
}

final class Hotel {
    let habitaciones: [Int: TipoHabitacion]
    private(set) var reservas: [Reserva] = []

    init(habitaciones: [Int: TipoHabitacion]) { self.habitaciones = habitaciones }

    func reservar(_ huesped: String, _ hab: Int, desde: Int, hasta: Int) throws -> Int {
        guard let tipo = habitaciones[hab] else { throw ErrorReserva.habitacionInexistente(hab) }
        guard desde <= hasta else { throw ErrorReserva.fechasInvalidas }
        let noches = desde...hasta
        if let choque = reservas.first(where: { $0.habitacion == hab && $0.noches.overlaps(noches) }) {
            throw ErrorReserva.ocupada(por: choque.huesped)
        }
        reservas.append(Reserva(huesped: huesped, habitacion: hab, noches: noches))
        return noches.count * tipo.precioNoche
    }

    func libres(noche: Int) -> [Int] {
        habitaciones.keys.sorted().filter { h in
            !reservas.contains { $0.habitacion == h && $0.noches.contains(noche) }
        }
    }
}

let hotel = Hotel(habitaciones: [101: .individual, 102: .doble, 201: .suite])
let peticiones = [("Ana", 101, 1, 3), ("Beto", 101, 3, 4), ("Beto", 102, 3, 4), ("Cris", 301, 1, 1),
                  ("Dani", 201, 5, 2), ("Eva", 201, 2, 6), ("Fede", 101, 4, 5)]
var caja = 0
for (h, hab, d, a) in peticiones {
    do {
        let precio = try hotel.reservar(h, hab, desde: d, hasta: a)
        caja += precio
        print("✔ \(h): \(precio) €")
    } catch ErrorReserva.ocupada(let otro) {
        print("✘ \(h): ocupada por \(otro)")
    } catch ErrorReserva.habitacionInexistente(let n) {
        print("✘ \(h): no hay habitación \(n)")
    } catch {
        print("✘ \(h): \(error)")
    }
}
print("Caja:", caja)
for r in hotel.reservas { print(r) }
for noche in 1...6 { print("noche \(noche): libres \(hotel.libres(noche: noche))") }
print((1...3).overlaps(4...5), (1...3).count, (1..<1).isEmpty, (2...8).clamped(to: 4...10))
print(TipoHabitacion.allCases.map { $0.rawValue.capitalized }, TipoHabitacion.allCases.map(\.precioNoche).max()!)
