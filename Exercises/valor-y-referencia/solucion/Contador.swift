// Solución de referencia: ContadorValor es un struct; ContadorClase sigue
// siendo la clase del contraejemplo.

final class ContadorClase {
    var cuenta = 0
}

struct ContadorValor {
    var cuenta = 0
}

enum AccionDelContador: Equatable {
    case incrementar
    case decrementar
    case reiniciar
}

func reduce(into contador: inout ContadorValor, action: AccionDelContador) {
    switch action {
    case .incrementar:
        contador.cuenta += 1
    case .decrementar:
        if contador.cuenta > 0 {
            contador.cuenta -= 1
        }
    case .reiniciar:
        contador.cuenta = 0
    }
}
