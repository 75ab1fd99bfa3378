struct Contador {
    var valor = 0
    var historial: [Int] = []
}

enum Accion {
    case sumar(Int)
    case restar(Int)
    case reiniciar
}

func reduce(into estado: inout Contador, action: Accion) {
    switch action {
    case .sumar(let n):
        estado.valor += n
    case .restar(let n) where n > estado.valor:
        estado.valor = 0
    case .restar(let n):
        estado.valor -= n
    case .reiniciar:
        estado.valor = 0
    }
    estado.historial.append(estado.valor)
}

let acciones: [Accion] = [.sumar(5), .restar(2), .restar(10), .sumar(7), .reiniciar, .sumar(1)]
let final = acciones.reduce(into: Contador()) { estado, accion in
    reduce(into: &estado, action: accion)
}
print(final.valor)
print(final.historial)
let total = final.historial.reduce(0, +)
print(total)
