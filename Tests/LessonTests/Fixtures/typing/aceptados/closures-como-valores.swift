let incrementar: (Int) -> Int = { $0 + 1 }
let sumar = { (a: Int, b: Int) -> Int in a + b }
var acciones: [() -> Void] = []
var cuenta = 0
acciones.append { cuenta += 1 }
acciones.append { cuenta *= 10 }
for accion in acciones { accion() }

func aplicar(_ f: (Int) -> Int, dos veces: Bool = false, a x: Int) -> Int {
    veces ? f(f(x)) : f(x)
}

func contador() -> () -> Int {
    var n = 0
    return {
        n += 1
        return n
    }
}

let siguiente = contador()
_ = siguiente()
print(incrementar(1), sumar(2, 3), cuenta, aplicar(incrementar, dos: true, a: 5), aplicar({ $0 * 3 }, a: 2), siguiente())
