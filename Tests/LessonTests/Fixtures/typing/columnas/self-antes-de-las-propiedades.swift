struct Cuenta {
    var saldo: Double
    var titular: String
    init(titular: String) {
        self.titular = titular
        registrar()
        saldo = 0
    }
    func registrar() { print("alta") }
}
struct Punto {
    let x: Int, y: Int
    init(x: Int) {
        self.x = x
        print(self)
        y = 0
    }
}
class Persona {
    let nombre: String
    init(nombre: String) {
        saludar()
        self.nombre = nombre
    }
    func saludar() { print("hola") }
}
