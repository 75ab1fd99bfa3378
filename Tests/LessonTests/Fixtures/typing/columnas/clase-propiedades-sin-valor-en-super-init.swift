class Vehiculo {
    var ruedas: Int
    init(ruedas: Int) { self.ruedas = ruedas }
}
class Moto: Vehiculo {
    var marca: String
    var cc: Int = 125
    init(marca: String) {
        super.init(ruedas: 2)
        self.marca = marca
    }
}
class Coche: Vehiculo {
    let plazas: Int
    init(plazas: Int) {
        self.plazas = plazas
        super.init(ruedas: 4)
        ruedas += 0
    }
}
class Bici: Vehiculo {
    let tipo: String
    let peso: Double
    init() {
        if Bool.random() { tipo = "a" }
        super.init(ruedas: 2)
        tipo = "b"
        peso = 1
    }
}
