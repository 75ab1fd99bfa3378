// TODO: tres luces como casos de un enum.
struct Luz: Equatable {
    var encendida: Bool = true
    var color: String = "verde"
    static let verde = Luz(color: "verde")
    static let ambar = Luz(color: "ambar")
    static let rojo = Luz(color: "rojo")
}
enum Senal: Equatable { case avanzar, emergencia }

func siguiente(_ luz: Luz, ante senal: Senal) -> Luz {
    luz
}
