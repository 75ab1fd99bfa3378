final class Registro {
    var lineas: [String] = []
    var cuenta: Int { lineas.count }
    func anotar(_ s: String) { lineas.append(s) }
}

struct Valor { var n = 0 }

let registro = Registro()
registro.anotar("uno")
registro.lineas.append("dos")
let otro = registro
otro.anotar("tres")
print(registro.cuenta, registro === otro)
var v = Valor()
var w = v
w.n = 5
print(v.n, w.n)
v.n += 1
print(v.n)
