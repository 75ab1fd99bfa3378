struct Config {
    var nombre: String
    var nivel: Int
    static func nivelPorDefecto() -> Int { 3 }
    init(nombre: String) {
        self.nombre = nombre
        nivel = Config.nivelPorDefecto()
        validar()
    }
    func validar() { print("ok", nombre, nivel) }
}
enum Modo {
    case claro, oscuro
    init(noche: Bool) {
        self = noche ? .oscuro : .claro
        anunciar()
    }
    func anunciar() { print(self) }
}
class Base {
    var id: Int
    init(id: Int) { self.id = id }
}
class Hija: Base {
    var extra: String
    init(extra: String) {
        self.extra = extra
        super.init(id: 1)
        print(self.id, extra, describe())
    }
    func describe() -> String { "hija" }
}
class Otra: Base {
    var m = 0
}
_ = Config(nombre: "x")
_ = Modo(noche: true)
_ = Hija(extra: "e")
print(Otra(id: 2).id)
