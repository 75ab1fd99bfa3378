enum Luz: Equatable { case apagada, encendida }
enum Persiana: Equatable { case subida, bajada }

struct Casa: Equatable {
    var luz: Luz = .apagada
    var persiana: Persiana = .subida
}

enum Orden { case pulsarLuz, subir, bajar }

// Dos regiones: un switch para la luz y otro para la persiana.
func reduce(into casa: inout Casa, action: Orden) {
    switch (casa.luz, action) {
    case (.apagada, .pulsarLuz): casa.luz = .encendida
    case (.encendida, .pulsarLuz): casa.luz = .apagada
    case (_, .subir), (_, .bajar): break
    }
    switch (casa.persiana, action) {
    case (.subida, .bajar): casa.persiana = .bajada
    case (.bajada, .subir): casa.persiana = .subida
    case (.subida, .subir), (.bajada, .bajar), (_, .pulsarLuz): break
    }
}
