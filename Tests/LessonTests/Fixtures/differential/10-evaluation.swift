// Every operand is evaluated once, in order: unwrapping a closure's result with `!` or `?.`,
// a subscript in an assignment, a compound assignment, a mutating call and an `inout` argument.
var llamadas = 0

func indice() -> Int {
    llamadas += 1
    return 1
}

let dame: () -> Int? = {
    llamadas += 1
    return llamadas
}
print(dame()!)
print(llamadas)

struct Caja {
    var valor: Int?
    var etiquetas: [String] = []
    mutating func etiquetar(_ texto: String) { etiquetas.append(texto) }
}

let caja: () -> Caja? = {
    llamadas += 1
    return Caja(valor: llamadas)
}
print(caja()?.valor ?? 0)
print(llamadas)

var xs = [10, 20, 30]
xs[indice()] = 7
print(xs, llamadas)
xs[indice()] += 5
print(xs, llamadas)

var cajas = [Caja(valor: 1), Caja(valor: 2)]
cajas[indice()].valor = 9
cajas[indice()].etiquetar("roja")
print(cajas[1].valor ?? 0, cajas[1].etiquetas, llamadas)

func doblar(_ n: inout Int) { n *= 2 }
doblar(&xs[indice()])
print(xs, llamadas)

var matriz = [[1, 2], [3, 4]]
matriz[indice()][indice()] = 0
print(matriz, llamadas)
