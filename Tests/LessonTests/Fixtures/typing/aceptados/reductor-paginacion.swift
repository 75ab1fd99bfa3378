struct Estado: Equatable {
    var pagina = 1
    var cargando = false
    var items: [String] = []
    var error: String?
}
enum Accion: Equatable {
    case pedirMas
    case llegaron([String])
    case fallo(String)
    case limpiarError
}
func reduce(into state: inout Estado, action: Accion) {
    switch action {
    case .pedirMas where state.cargando:
        return
    case .pedirMas:
        state.cargando = true
    case .llegaron(let nuevos):
        state.cargando = false
        state.items += nuevos
        state.pagina += 1
    case .fallo(let m):
        state.cargando = false
        state.error = m
    case .limpiarError:
        state.error = nil
    }
}
var s = Estado()
let pasos: [Accion] = [.pedirMas, .pedirMas, .llegaron(["a", "b"]), .pedirMas, .fallo("timeout"), .limpiarError, .pedirMas, .llegaron([])]
for p in pasos {
    let antes = s
    reduce(into: &s, action: p)
    print(p, s == antes ? "sin cambio" : "cambió", s.pagina, s.items, s.error ?? "-")
}
print(s)
