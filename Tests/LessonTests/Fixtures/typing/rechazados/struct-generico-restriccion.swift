struct Ranking<Elemento: Comparable> {
    var elementos: [Elemento]
    var mejor: Elemento? { elementos.max() }
}
struct Jugador { var nombre: String }
let r = Ranking(elementos: [Jugador(nombre: "Ana")])
print(r.elementos.count)
