// Swift deja escribir el argumento de una función genérica al llamarla: f<Tipo>(…).
func llenar<T>(_ valor: T, veces: Int) -> [T] {
    var caja: [T] = []
    for _ in 0..<veces { caja.append(valor) }
    return caja
}

func primero<A, B>(_ par: (A, B)) -> A {
    par.0
}

let ecos = llenar<String>("eco", veces: 3)
let ceros = llenar<Double>(0, veces: 2)
print(ecos, ceros)
print(primero<Int, String>((7, "siete")))
