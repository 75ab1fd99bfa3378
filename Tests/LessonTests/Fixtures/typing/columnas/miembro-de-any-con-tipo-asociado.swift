// En un 'any P', no se puede llamar a un método que recibe un tipo asociado o Self.
protocol Cargador {
    associatedtype Carga
    var nombre: String { get }
    func cargar(_ c: Carga) -> Bool
    func igual(a otro: Self) -> Bool
}

struct Camion: Cargador {
    var nombre: String { "camión" }
    func cargar(_ c: Int) -> Bool { c < 1000 }
    func igual(a otro: Camion) -> Bool { true }
}

func probar<C: Cargador>(_ x: C, _ c: C.Carga) -> Bool {
    x.cargar(c)
}

let flota: [any Cargador] = [Camion()]
print(probar(Camion(), 20), flota[0].nombre)
print(flota[0].cargar(500))
let primero: any Cargador = Camion()
print(primero.igual(a: primero))
