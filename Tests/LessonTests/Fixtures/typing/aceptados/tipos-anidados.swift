struct Formulario {
    enum Paso: Int {
        case nombre = 1, edad, confirmacion
    }
    struct Datos {
        var nombre = ""
        var edad = 0
    }
    var paso: Paso = .nombre
    var datos = Datos()

    mutating func avanzar() {
        switch paso {
        case .nombre: paso = .edad
        case .edad: paso = .confirmacion
        case .confirmacion: break
        }
    }
}

var f = Formulario()
f.datos.nombre = "Ada"
f.avanzar()
let p: Formulario.Paso = .confirmacion
print(f.paso, f.paso.rawValue, p == f.paso, f.datos.nombre)
f.avanzar()
print(f.paso == p, Formulario.Paso.edad.rawValue)
