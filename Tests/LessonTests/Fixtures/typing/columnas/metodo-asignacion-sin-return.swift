enum Estado { case a, b }
struct Maquina {
    var estado: Estado
    mutating func enviar(_ e: Estado) -> Estado {
        estado = e
    }
}
