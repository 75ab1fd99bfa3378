protocol TemporizadorDelegado: AnyObject {
    func tic(_ t: Temporizador, quedan: Int)
    func terminado(_ t: Temporizador)
}

class Temporizador {
    let nombre: String
    private(set) var restante: Int
    weak var delegado: TemporizadorDelegado?
    var alTerminar: ((String) -> Void)?

    init?(nombre: String, segundos: Int) {
        guard segundos > 0 else { return nil }
        self.nombre = nombre
        restante = segundos
    }

    func avanzar() {
        guard restante > 0 else { return }
        restante -= 1
        delegado?.tic(self, quedan: restante)
        if restante == 0 {
            delegado?.terminado(self)
            alTerminar?(nombre)
        }
    }
}

final class Cocina: TemporizadorDelegado {
    var registro: [String] = []
    func tic(_ t: Temporizador, quedan: Int) { registro.append("\(t.nombre):\(quedan)") }
    func terminado(_ t: Temporizador) { registro.append("¡\(t.nombre) listo!") }
}

class Animal: Equatable, CustomStringConvertible {
    let nombre: String
    required init(nombre: String) { self.nombre = nombre }
    func sonido() -> String { "..." }
    var description: String { "\(type(of: self))(\(nombre)): \(sonido())" }
    static func == (a: Animal, b: Animal) -> Bool { a.nombre == b.nombre }
    class func crear(_ nombre: String) -> Self { self.init(nombre: nombre) }
}
class Perro: Animal {
    override func sonido() -> String { "guau" }
}
class Cachorro: Perro {
    override func sonido() -> String { super.sonido() + " (bajito)" }
}

let cocina = Cocina()
print(Temporizador(nombre: "malo", segundos: 0) == nil)
if let huevo = Temporizador(nombre: "huevo", segundos: 3) {
    huevo.delegado = cocina
    var avisos: [String] = []
    huevo.alTerminar = { avisos.append("aviso de \($0)") }
    for _ in 1...5 { huevo.avanzar() }
    print(cocina.registro)
    print(avisos, huevo.restante)
}
let animales: [Animal] = [Perro(nombre: "Rex"), Cachorro(nombre: "Bobi"), Animal(nombre: "Nadie")]
for a in animales { print(a) }
print(animales[0] == Perro(nombre: "Rex"), animales[0] === animales[0], animales[0] === Perro(nombre: "Rex"))
let p = Perro.crear("Toby")
print(p, type(of: p))
print(animales.filter { $0 is Perro }.map(\.nombre), animales.compactMap { $0 as? Cachorro }.count)
let copia = animales[1]
print(copia === animales[1], animales.firstIndex(of: Animal(nombre: "Bobi")) as Any)
