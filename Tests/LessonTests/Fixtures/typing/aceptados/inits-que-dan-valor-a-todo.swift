struct Punto { var x: Int; var y: Int
    init(x: Int, y: Int) { if x > 0 { self.x = x } else { fatalError("negativo") }; self.y = y }
    init(cero: Bool) { self.init(x: 0, y: 0) }
    init(par: (Int, Int)) { (self.x, self.y) = par }
}
print(Punto(x: 1, y: 2), Punto(par: (3, 4)))
class Base { var nombre: String; init(nombre: String) { self.nombre = nombre } }
class Hija: Base { var edad: Int
    init(edad: Int) { self.edad = edad; super.init(nombre: "h") }
    convenience init() { self.init(edad: 0) }
}
print(Hija().edad, Hija(edad: 3).nombre)
struct Modo { var activo: Bool; var nivel: Int
    init(_ s: String) {
        switch s {
        case "alto": activo = true; nivel = 3
        case "bajo": activo = true; nivel = 1
        default: activo = false; nivel = 0
        }
    }
}
print(Modo("alto"), Modo("x"))
struct Opc { var a: Int?; var b: String
    init(b: String) { self.b = b }
}
print(Opc(b: "z"))
struct Falible { let n: Int
    init?(_ s: String) { guard let v = Int(s) else { return nil }; n = v }
}
print(Falible("3")?.n as Any, Falible("x") as Any)
struct Intento { var v: Int
    init(texto: String) {
        do { v = try Intento.leer(texto) } catch { v = -1 }
    }
    static func leer(_ s: String) throws -> Int { 1 }
}
print(Intento(texto: "a").v)
