// Reservas de un hotel
enum TipoHabitacion: String, CaseIterable, Comparable {
    case individual, doble, suite

    var precioNoche: Double {
        switch self {
        case .individual: return 55
        case .doble: return 80
        case .suite: return 150
        }
    }

    static func < (a: TipoHabitacion, b: TipoHabitacion) -> Bool {
        a.precioNoche < b.precioNoche
    }
}

enum EstadoReserva {
    case pendiente
    case confirmada(codigo: String)
    case cancelada(motivo: String, reembolso: Double)
}

struct Reserva: Comparable, CustomStringConvertible {
    let huesped: String
    let tipo: TipoHabitacion
    let entrada: Int
    let noches: Int
    var estado: EstadoReserva = .pendiente

    var salida: Int { entrada + noches }
    var importe: Double {
        let base = tipo.precioNoche * Double(noches)
        return noches >= 7 ? base * 0.9 : base
    }

    static func < (a: Reserva, b: Reserva) -> Bool {
        (a.entrada, a.huesped) < (b.entrada, b.huesped)
    }
    static func == (a: Reserva, b: Reserva) -> Bool {
        a.huesped == b.huesped && a.entrada == b.entrada
    }

    var description: String {
        "\(huesped) [\(tipo.rawValue)] días \(entrada)–\(salida)"
    }

    func solapa(con otra: Reserva) -> Bool {
        tipo == otra.tipo && entrada < otra.salida && otra.entrada < salida
    }
}

var reservas = [
    Reserva(huesped: "Nuria", tipo: .doble, entrada: 10, noches: 3),
    Reserva(huesped: "Óscar", tipo: .suite, entrada: 2, noches: 8),
    Reserva(huesped: "Adrián", tipo: .doble, entrada: 11, noches: 2),
    Reserva(huesped: "Berta", tipo: .individual, entrada: 2, noches: 1),
]

reservas.sort()
for r in reservas { print(r, "→", r.importe) }

for i in reservas.indices {
    for j in reservas.indices where j > i && reservas[i].solapa(con: reservas[j]) {
        print("Conflicto: \(reservas[i].huesped) y \(reservas[j].huesped)")
    }
}

reservas[0].estado = .confirmada(codigo: "B-001")
reservas[1].estado = .cancelada(motivo: "enfermedad", reembolso: 27.5)
reservas[3].estado = .confirmada(codigo: "N-010")

for r in reservas {
    switch (r.tipo, r.estado) {
    case (.suite, .confirmada(let c)):
        print("\(r.huesped): suite confirmada \(c)")
    case (_, .confirmada(let c)) where c.hasPrefix("N"):
        print("\(r.huesped): confirmada con código N")
    case (_, .confirmada):
        print("\(r.huesped): confirmada")
    case let (tipo, .cancelada(motivo, reembolso)) where reembolso > 0:
        print("\(r.huesped): \(tipo) cancelada por \(motivo), devolvemos \(reembolso)")
    case (_, .cancelada):
        print("\(r.huesped): cancelada sin reembolso")
    case (_, .pendiente):
        print("\(r.huesped): pendiente")
    }
}

let ingresos = reservas.reduce(0.0) { total, r in
    if case .confirmada = r.estado { return total + r.importe }
    return total
}
print("Ingresos confirmados: \(ingresos)")
print(TipoHabitacion.allCases.sorted(by: >).map(\.rawValue))
print(TipoHabitacion.doble < .suite, TipoHabitacion.allCases.max()!)
let ocupacion = Dictionary(grouping: reservas, by: \.tipo).mapValues { $0.reduce(0) { $0 + $1.noches } }
for tipo in TipoHabitacion.allCases {
    print(tipo, ocupacion[tipo, default: 0])
}
print(reservas.first == reservas.first, reservas.min()!.huesped, reservas.contains(Reserva(huesped: "Nuria", tipo: .suite, entrada: 10, noches: 1)))
