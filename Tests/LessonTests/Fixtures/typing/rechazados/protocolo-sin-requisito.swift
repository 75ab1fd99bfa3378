protocol Describible {
    var titulo: String { get }
    func detalle() -> String
}
enum Estado: Describible {
    case inactivo, cargando
    var titulo: String { "estado" }
}
print(Estado.inactivo.titulo)
