enum Luz: Equatable { case verde, ambar, rojo }
enum Senal: Equatable { case avanzar, emergencia }

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    var vueltas = 0
    while luz == luz { vueltas &+= 1 }
    return luz
}
