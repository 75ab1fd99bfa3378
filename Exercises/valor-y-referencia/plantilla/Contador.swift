// Referencia contra valor.
//
// `ContadorClase` es el contraejemplo: déjalo como está. Asignarlo copia el
// puntero, no el contenido, así que dos nombres acaban mutando el mismo
// objeto (aliasing).

final class ContadorClase {
    var cuenta = 0
}

// TODO: `ContadorValor` debería tener semántica de valor, pero alguien lo
// copió de `ContadorClase` y sigue siendo una clase: cada copia es el mismo
// objeto, y el reducer escribe en el contador de todos. Conviértelo en un
// `struct`.
final class ContadorValor {
    var cuenta = 0
}

enum AccionDelContador: Equatable {
    case incrementar
    case decrementar
    case reiniciar
}

// El reducer recibe el estado `inout`: un préstamo exclusivo, no un puntero.
// Con un struct, lo que escribe aquí solo lo ve quien se lo prestó.
func reduce(into contador: inout ContadorValor, action: AccionDelContador) {
    switch action {
    case .incrementar:
        contador.cuenta += 1
    // TODO: `decrementar` resta 1 pero nunca baja de 0; `reiniciar` vuelve a 0.
    case .decrementar, .reiniciar:
        break
    }
}
