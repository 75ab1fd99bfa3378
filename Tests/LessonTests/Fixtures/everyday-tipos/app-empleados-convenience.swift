class Empleado: CustomStringConvertible {
    let nombre: String
    var salario: Double
    private static var siguiente = 1
    let legajo: Int

    init(nombre: String, salario: Double) {
        self.nombre = nombre
        self.salario = salario
        legajo = Empleado.siguiente
        Empleado.siguiente += 1
    }

    convenience init(nombre: String) {
        self.init(nombre: nombre, salario: 1000)
    }

    func pagar() -> Double { salario }
    var cargo: String { "empleado" }
    var description: String { "#\(legajo) \(nombre) (\(cargo)): \(pagar())" }

    func subir(_ porcentaje: Double) {
        salario += salario * porcentaje / 100
    }
}

class Gerente: Empleado {
    var equipo: [Empleado] = []
    let bono: Double

    init(nombre: String, salario: Double, bono: Double) {
        self.bono = bono
        super.init(nombre: nombre, salario: salario)
    }

    override func pagar() -> Double { super.pagar() + bono + Double(equipo.count) * 50 }
    override var cargo: String { "gerente de \(equipo.count)" }
}

class Becario: Empleado {
    override init(nombre: String, salario: Double) {
        super.init(nombre: nombre, salario: min(salario, 600))
    }
    override var cargo: String { "becario" }
    override func subir(_ porcentaje: Double) {
        print("  \(nombre): los becarios no suben")
    }
}

let ana = Gerente(nombre: "Ana", salario: 3000, bono: 500)
let luis = Empleado(nombre: "Luis")
let eva = Empleado(nombre: "Eva", salario: 1800)
let teo = Becario(nombre: "Teo", salario: 900)
ana.equipo = [luis, eva, teo]
let plantilla: [Empleado] = [ana, luis, eva, teo]
for e in plantilla { print(e) }
plantilla.forEach { $0.subir(10) }
print(plantilla.map { $0.pagar() })
let nomina = plantilla.reduce(0) { $0 + $1.pagar() }
print("Nómina:", nomina)
print(plantilla.filter { $0 is Gerente }.count, plantilla.map(\.legajo), ana.equipo.map(\.nombre))
let ordenados = plantilla.sorted { $0.pagar() > $1.pagar() }.map(\.nombre)
print(ordenados)
if let g = plantilla.first as? Gerente { print(g.bono, g.equipo.count) }
let becario = Becario(nombre: "Sol")
print(becario, becario.salario)
