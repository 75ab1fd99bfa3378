// Un registro de depuración que solo calcula el mensaje cuando hace falta (@autoclosure)
var calculos = 0
func mensajeCaro(_ n: Int) -> String {
    calculos += 1
    return "valor \(n * n)"
}

struct Registro {
    var nivel = 1
    func depurar(_ mensaje: @autoclosure () -> String, nivelMinimo: Int = 2) {
        if nivel >= nivelMinimo { print("[debug]", mensaje()) }
    }
}

var registro = Registro()
registro.depurar(mensajeCaro(3))
registro.nivel = 3
registro.depurar(mensajeCaro(4))
registro.depurar("texto fijo", nivelMinimo: 1)
print("cálculos:", calculos)

func ambos(_ a: Bool, _ b: @autoclosure () -> Bool) -> Bool { a ? b() : false }
func comprobar(_ x: Int) -> Bool { print("comprobando", x); return x > 0 }
print(ambos(false, comprobar(1)), ambos(true, comprobar(2)), ambos(true, comprobar(-1)))
