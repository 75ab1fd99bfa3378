// Un enum con tipo en bruto no admite casos con carga.
enum Nota: String {
    case aprobado = "A"
    case suspenso(puntos: Int)
}

let n = Nota.aprobado
print(n.rawValue)
