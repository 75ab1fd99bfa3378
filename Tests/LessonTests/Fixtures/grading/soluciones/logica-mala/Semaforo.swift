enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    switch (luz, senal) {
    case (.verde, .avanzar): return .rojo
    case (.ambar, .avanzar): return .rojo
    case (.rojo, .avanzar): return .verde
    case (.verde, .emergencia), (.ambar, .emergencia), (.rojo, .emergencia): return luz
    }
}
