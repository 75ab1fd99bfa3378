// Una subclase que solo declara un convenience init llama al init heredado: este pone las
// propiedades de su clase sin ejecutar sus observadores, como en Swift.
class Empleado {
    let nombre: String
    var salario: Double {
        willSet { print("  \(nombre): \(salario) -> \(newValue)") }
        didSet { if salario < oldValue { print("  ¡baja de sueldo!") } }
    }
    init(nombre: String, salario: Double) {
        self.nombre = nombre
        self.salario = salario
    }
    convenience init(nombre: String) { self.init(nombre: nombre, salario: 1000) }
}
class Becario: Empleado {
    convenience init() { self.init(nombre: "becario") }
}
class Practicante: Empleado {
    convenience init(horas: Int) { self.init(nombre: "practicante", salario: Double(horas) * 10) }
}
let b = Becario()
print(b.nombre, b.salario)
b.salario = 900
let p = Practicante(horas: 20)
print(p.nombre, p.salario)
p.salario += 50
let e = Empleado(nombre: "Ana")
e.salario = 1200
let plantilla: [Empleado] = [b, p, e]
print(plantilla.map(\.salario))
