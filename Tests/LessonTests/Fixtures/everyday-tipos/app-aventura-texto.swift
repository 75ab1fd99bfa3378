// Una pequeña aventura de texto
enum Sala: String, CaseIterable {
    case entrada, pasillo, biblioteca, cocina, jardin

    var salidas: [String: Sala] {
        switch self {
        case .entrada: return ["norte": .pasillo]
        case .pasillo: return ["sur": .entrada, "este": .biblioteca, "oeste": .cocina]
        case .biblioteca: return ["oeste": .pasillo]
        case .cocina: return ["este": .pasillo, "norte": .jardin]
        case .jardin: return ["sur": .cocina]
        }
    }
}

struct Jugador {
    var sala: Sala = .entrada
    var inventario: [String] = []
    var pasos = 0
    var visitadas: Set<Sala> = [.entrada]

    mutating func mover(_ direccion: String) -> Bool {
        guard let destino = sala.salidas[direccion] else { return false }
        sala = destino
        pasos += 1
        visitadas.insert(destino)
        return true
    }
}

var objetos: [Sala: [String]] = [.biblioteca: ["llave", "libro"], .cocina: ["pan"], .jardin: ["flor"]]
var jugador = Jugador()

let comandos = ["mirar", "ir norte", "ir este", "coger llave", "coger espada", "ir oeste", "ir oeste",
                "coger pan", "ir norte", "abrir", "inventario", "ir sur", "bailar"]

juego: for comando in comandos {
    let partes = comando.split(separator: " ").map(String.init)
    guard let verbo = partes.first else { continue }
    let objeto = partes.count > 1 ? partes[1] : ""
    switch verbo {
    case "mirar":
        let cosas = objetos[jugador.sala] ?? []
        print("Estás en \(jugador.sala.rawValue). Salidas: \(jugador.sala.salidas.keys.sorted()). Ves: \(cosas)")
    case "ir":
        if jugador.mover(objeto) {
            print("Vas al \(objeto) → \(jugador.sala)")
        } else {
            print("No puedes ir al \(objeto)")
        }
    case "coger":
        if let i = objetos[jugador.sala]?.firstIndex(of: objeto) {
            objetos[jugador.sala]?.remove(at: i)
            jugador.inventario.append(objeto)
            print("Coges \(objeto)")
        } else {
            print("Aquí no hay \(objeto)")
        }
    case "abrir" where jugador.inventario.contains("llave") && jugador.sala == .jardin:
        print("¡Abres la verja del jardín con la llave! Fin.")
        break juego
    case "abrir":
        print("No puedes abrir nada")
    case "inventario":
        print("Llevas: \(jugador.inventario.joined(separator: ", "))")
    default:
        print("No entiendo «\(comando)»")
    }
}

print("Pasos: \(jugador.pasos), salas: \(jugador.visitadas.count) de \(Sala.allCases.count)")
let sinVisitar = Sala.allCases.filter { !jugador.visitadas.contains($0) }
print("Sin visitar: \(sinVisitar)")
print(objetos.values.flatMap { $0 }.sorted())
print(jugador.inventario.sorted(), jugador.sala)
