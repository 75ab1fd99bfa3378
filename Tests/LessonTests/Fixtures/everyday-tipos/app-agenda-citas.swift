// Agenda de citas con horas y solapes
struct Hora: Comparable, CustomStringConvertible {
    let h: Int
    let m: Int

    init(_ h: Int, _ m: Int = 0) {
        self.h = h
        self.m = m
    }

    init?(texto: String) {
        let partes = texto.split(separator: ":").compactMap { Int($0) }
        guard partes.count == 2, (0..<24).contains(partes[0]), (0..<60).contains(partes[1]) else { return nil }
        self.init(partes[0], partes[1])
    }

    var minutos: Int { h * 60 + m }
    static func < (a: Hora, b: Hora) -> Bool { a.minutos < b.minutos }
    func mas(_ minutos: Int) -> Hora { Hora((self.minutos + minutos) / 60 % 24, (self.minutos + minutos) % 60) }
    var description: String {
        (h < 10 ? "0" : "") + "\(h):" + (m < 10 ? "0" : "") + "\(m)"
    }
}

struct Cita {
    let titulo: String
    let inicio: Hora
    let duracion: Int
    var fin: Hora { inicio.mas(duracion) }
    func solapa(_ otra: Cita) -> Bool { inicio < otra.fin && otra.inicio < fin }
}

var agenda: [Cita] = []
let peticiones = [("Dentista", "09:30", 45), ("Reunión", "10:00", 60), ("Comida", "14:00", 90), ("Gimnasio", "25:00", 60), ("Llamada", "11:00", 15), ("Café", "10:45", 20)]
for (titulo, texto, duracion) in peticiones {
    guard let hora = Hora(texto: texto) else {
        print("Hora inválida para \(titulo): \(texto)")
        continue
    }
    let nueva = Cita(titulo: titulo, inicio: hora, duracion: duracion)
    if let choque = agenda.first(where: { $0.solapa(nueva) }) {
        print("\(titulo) (\(hora)) choca con \(choque.titulo)")
    } else {
        agenda.append(nueva)
    }
}
agenda.sort { $0.inicio < $1.inicio }
for c in agenda {
    print("\(c.inicio)–\(c.fin) \(c.titulo)")
}
let libres = zip(agenda, agenda.dropFirst()).map { ($0.fin, $1.inicio) }.filter { $0.0 < $0.1 }
print(libres.map { "\($0.0)-\($0.1)" })
let ocupado = agenda.reduce(0) { $0 + $1.duracion }
print("Ocupado: \(ocupado / 60)h \(ocupado % 60)min")
print(Hora(23, 50).mas(20), Hora(8) < Hora(8, 1), [Hora(12), Hora(9, 5), Hora(9)].sorted(), Hora(texto: "7:5") as Any)
print(agenda.map(\.inicio).max()!, agenda.contains { $0.titulo == "Café" })
