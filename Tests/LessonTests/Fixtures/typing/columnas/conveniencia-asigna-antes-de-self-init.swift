// En un init de conveniencia, antes de self.init(…) no se puede ni asignar una propiedad.
class Receta {
    var nombre: String
    var raciones: Int

    init(nombre: String, raciones: Int) {
        self.nombre = nombre
        self.raciones = raciones
    }

    convenience init(nombre: String) {
        self.raciones = 2
        self.init(nombre: nombre, raciones: 4)
    }

    convenience init() {
        self.init(nombre: "tortilla")
        raciones = 6
    }
}

print(Receta().raciones, Receta(nombre: "gazpacho").raciones)
