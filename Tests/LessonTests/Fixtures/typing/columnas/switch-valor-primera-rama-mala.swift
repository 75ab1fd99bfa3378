// Un switch que es el valor de la función: swiftc solo señala la primera rama de otro tipo.
enum Marcha { case primera, segunda, tercera }

struct Caja {
    var marcha = Marcha.primera

    mutating func subir() -> Marcha {
        switch marcha {
        case .primera: marcha = .segunda
        case .segunda: marcha = .tercera
        case .tercera: marcha = .tercera
        }
    }

    static func nombre(_ m: Marcha) -> String {
        switch m {
        case .primera: "1ª"
        case .segunda: 2
        case .tercera: 3
        }
    }
}

var c = Caja()
print(c.subir(), c.nombre(.primera))
