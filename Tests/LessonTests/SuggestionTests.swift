import Messages
import Testing

/// The one «¿quisiste decir …?» rule that commands, events, lessons, models, exercises and
/// types share.
@Suite("Sugerencias: una sola regla")
struct SuggestionTests {
    @Test("ordena igual sin mayúsculas ni tildes, empieza por, contiene, una errata, empieza casi igual")
    func ranking() {
        let names = ["FotoConDestino", "Destino", "Acción", "semaforo", "Lista"]
        #expect(EditDistance.suggestions(for: "accion", among: names) == ["Acción"])
        #expect(EditDistance.suggestions(for: "Dest", among: names) == ["Destino", "FotoConDestino"])
        #expect(EditDistance.suggestions(for: "Destno", among: names) == ["Destino"])
        #expect(EditDistance.suggestions(for: "semaforos", among: names) == ["semaforo"])
        #expect(EditDistance.suggestions(for: "Fotos", among: names) == ["FotoConDestino"])
        #expect(EditDistance.suggestions(for: "destino", among: names) == ["Destino", "FotoConDestino"])
        #expect(EditDistance.suggestions(for: "xyz", among: names).isEmpty)
    }

    @Test("un prefijo común largo no basta: dos lecciones del mismo paquete no se parecen por eso")
    func sharedPrefix() {
        let lessons = ["paquete/01-el-enum-es-la-maquina", "paquete/02-state-y-action"]
        #expect(EditDistance.suggestions(for: "paquete/02-state-y-acion", among: lessons) == ["paquete/02-state-y-action"])
    }

    @Test("una sola sugerencia: el único que empieza así, si no la errata más cercana")
    func single() {
        #expect(EditDistance.suggestion(for: "lle", among: ["cargar", "llego"]) == "llego")
        #expect(EditDistance.suggestion(for: "c", among: ["cargar", "contar"]) == nil)
        #expect(EditDistance.suggestion(for: "cnotar", among: ["cargar", "contar"]) == "contar")
    }
}
