// Un estado que guarda un enum genérico: el valor que devuelve una función genérica es del
// mismo tipo que el escrito con su argumento, y un paso que no cambia nada no crea un estado nuevo.
enum Quizas<T: Equatable>: Equatable {
    case nada
    case algo(T)
}

func ninguno<T: Equatable>() -> Quizas<T> { .nada }

struct Caja: Equatable {
    var contenido: Quizas<Int> = .nada
}

enum Orden {
    case vaciar
    case llenar
}

func paso(_ caja: Caja, ante orden: Orden) -> Caja {
    switch orden {
    case .vaciar:
        return Caja(contenido: ninguno())
    case .llenar:
        return Caja(contenido: .algo(1))
    }
}
