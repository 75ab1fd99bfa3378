enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

let tabla: [Luz: Luz] = [:]

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    tabla[luz]!
}
