struct Hora: Comparable, CustomStringConvertible {
    private(set) var minutosTotales: Int

    init(_ h: Int, _ m: Int) {
        minutosTotales = ((h * 60 + m) % 1440 + 1440) % 1440
    }

    var hora: Int { minutosTotales / 60 }
    var minuto: Int { minutosTotales % 60 }

    var description: String {
        let h = hora < 10 ? "0\(hora)" : "\(hora)"
        let m = minuto < 10 ? "0\(minuto)" : "\(minuto)"
        return "\(h):\(m)"
    }

    static func < (a: Hora, b: Hora) -> Bool { a.minutosTotales < b.minutosTotales }

    static func + (h: Hora, minutos: Int) -> Hora { Hora(0, h.minutosTotales + minutos) }

    static func - (a: Hora, b: Hora) -> Int { a.minutosTotales - b.minutosTotales }

    static func += (h: inout Hora, minutos: Int) { h = h + minutos }

    static let medianoche = Hora(0, 0)
}

enum Turno: CaseIterable {
    case manana, tarde, noche
    init(_ h: Hora) {
        switch h.hora {
        case 6..<14: self = .manana
        case 14..<22: self = .tarde
        default: self = .noche
        }
    }
}

var h = Hora(23, 45)
print(h, h + 30, Hora(-1, 0), Hora(25, 61), Hora.medianoche)
h += 20
print(h, Turno(h), Turno(Hora(13, 59)), Turno(Hora(14, 0)))
let citas = [Hora(9, 30), Hora(8, 5), Hora(17, 0), Hora(12, 15), Hora(8, 5)]
print(citas.sorted(), citas.max()!, citas.min()!)
print(Hora(10, 0) - Hora(8, 45), Hora(8, 5) == Hora(8, 5), Hora(8, 5) <= Hora(8, 4))
let porTurno = Dictionary(grouping: citas, by: Turno.init)
for t in Turno.allCases { print(t, porTurno[t]?.map(\.description) ?? []) }
let rango = Hora(9, 0)...Hora(13, 0)
print(citas.filter { rango.contains($0) }, rango.contains(Hora(13, 0)))
let horarios = stride(from: 0, to: 120, by: 25).map { Hora(9, 0) + $0 }
print(horarios)
print(horarios.map(\.minuto), horarios.last!.hora)
