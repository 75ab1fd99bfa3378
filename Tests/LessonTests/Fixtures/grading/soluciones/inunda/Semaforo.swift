enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    let linea = String(repeating: "¡luz! ", count: 200)
    while true { print(linea) }
}
