// Un cierre que se devuelve escapa: no puede capturar el self de un método mutating,
// y en una clase necesita 'self.' explícito.
struct Marcador {
    var goles = 0

    mutating func lector() -> () -> Int {
        return { self.goles }
    }

    func copia() -> () -> Int {
        let g = goles
        return { g + 1 }
    }
}

class Reloj {
    var hora = 12
    func avisador() -> () -> String {
        return { "son las \(hora)" }
    }
    func bueno() -> () -> String {
        return { "son las \(self.hora)" }
    }
}

var m = Marcador()
print(m.copia()(), Reloj().bueno()())
