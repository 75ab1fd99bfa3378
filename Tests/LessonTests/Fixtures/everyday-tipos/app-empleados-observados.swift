// Empleados: required init, class func, override de propiedades observadas
class Empleado: CustomStringConvertible {
    class var departamento: String { "General" }
    static var contador = 0

    let nombre: String
    var salario: Double {
        didSet {
            historial.append(salario - oldValue)
        }
    }
    var historial: [Double] = []

    required init(nombre: String, salario: Double) {
        self.nombre = nombre
        self.salario = salario
        Empleado.contador += 1
    }

    func subir(_ porcentaje: Double) {
        salario += salario * porcentaje / 100
    }

    func bonus() -> Double { salario * 0.05 }

    class func crear(_ nombre: String) -> Self {
        Self(nombre: nombre, salario: 1000)
    }

    var description: String { "\(nombre) (\(Self.departamento)): \(salario)" }
}

class Programador: Empleado {
    override class var departamento: String { "Desarrollo" }
    var lenguajes: [String] = []

    override func subir(_ porcentaje: Double) {
        super.subir(porcentaje)
        if salario > 3000 { print("\(nombre) supera los 3000") }
    }

    override func bonus() -> Double {
        super.bonus() + Double(lenguajes.count) * 100
    }
}

final class Jefe: Empleado {
    override class var departamento: String { "Dirección" }
    var equipo: [Empleado] = []
    override func bonus() -> Double {
        equipo.reduce(super.bonus()) { $0 + $1.bonus() / 10 }
    }
}

let ana = Programador(nombre: "Ana", salario: 2800)
ana.lenguajes = ["Swift", "Kotlin"]
let luis = Empleado(nombre: "Luis", salario: 1500)
let marta = Jefe(nombre: "Marta", salario: 4000)
marta.equipo = [ana, luis]

ana.subir(10)
luis.subir(5)
luis.salario = 1600
print(ana, luis, marta, separator: "\n")
print(ana.historial, luis.historial)
print(ana.bonus(), luis.bonus(), marta.bonus())
print(Empleado.departamento, Programador.departamento, Jefe.departamento)
print(Empleado.contador)
let nuevo = Programador.crear("Pablo")
print(nuevo, type(of: nuevo), Empleado.contador)
let plantilla: [Empleado] = [ana, luis, marta, nuevo]
let masaSalarial = plantilla.map(\.salario).reduce(0, +)
print("Masa salarial: \(masaSalarial)")
print(plantilla.filter { $0 is Programador }.map(\.nombre))
print(plantilla.sorted { $0.salario > $1.salario }.first!.nombre)
