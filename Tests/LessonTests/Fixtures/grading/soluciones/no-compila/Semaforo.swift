enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    let año: Int = "tres"
    return luz
}
