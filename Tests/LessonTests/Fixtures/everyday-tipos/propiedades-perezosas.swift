// `lazy var` runs its initializer on the first read, once; a `didSet` that assigns its own
// property sets it without running again, in a struct (inside a mutating method too) and in a class.
struct Perezoso {
    var base = 2
    lazy var total: Int = {
        print("calculando")
        return base * 21
    }()
}
var p = Perezoso()
print("antes")
print(p.total)
print(p.total)
p.base = 5
print(p.total)

class Informe {
    var titulo = "ventas"
    lazy var texto = crear()
    func crear() -> String {
        print("creando")
        return "informe de \(titulo)"
    }
}
let informe = Informe()
print("creado")
print(informe.texto)
print(informe.texto)

struct Termostato {
    var grados = 20 {
        willSet { print("va a", newValue) }
        didSet {
            if grados > 30 { grados = 30 }
            print("de", oldValue, "a", grados)
        }
    }
    mutating func subir(_ n: Int) {
        grados += n
        print("tras subir", grados)
    }
}
var t = Termostato()
t.grados = 35
print(t.grados)
t.subir(7)
print(t.grados)
var termostatos = [Termostato(), Termostato()]
termostatos[1].grados = 50
print(termostatos[1].grados, termostatos[0].grados)

class Caja {
    var valor = 0 {
        didSet {
            if valor < 0 { valor = 0 }
            print("caja", oldValue, valor)
        }
    }
}
let caja = Caja()
caja.valor = -5
print(caja.valor)
caja.valor = 4
print(caja.valor)
