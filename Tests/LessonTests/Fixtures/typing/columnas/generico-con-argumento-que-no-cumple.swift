// El argumento escrito de un tipo genérico debe cumplir la restricción de su parámetro.
struct Ranking<Elemento: Comparable> {
    var elementos: [Elemento] = []

    mutating func meter(_ e: Elemento) {
        elementos.append(e)
        elementos.sort()
    }
}

struct Equipo {
    var nombre: String
    var puntos: Int
}

var liga = Ranking<Equipo>()
liga.meter(Equipo(nombre: "Atlético", puntos: 70))
print(liga.elementos.count)
