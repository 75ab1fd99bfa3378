import Testing

private let perfilDeAda = Perfil(nombre: "Ada", edad: 36)
private let perfilDeGrace = Perfil(nombre: "Grace", edad: 45)

private func tras(_ acciones: [Action]) -> State {
    var state = State()
    for accion in acciones {
        reduce(into: &state, action: accion)
    }
    return state
}

/// Comprueba que las propiedades derivadas dicen lo mismo que `carga`.
private func derivadasCoinciden(_ state: State, _ paso: String) {
    let cargando: Bool
    let perfil: Perfil?
    let error: String?
    switch state.carga {
    case .inactiva: (cargando, perfil, error) = (false, nil, nil)
    case .cargando: (cargando, perfil, error) = (true, nil, nil)
    case let .cargada(p): (cargando, perfil, error) = (false, p, nil)
    case let .fallida(m): (cargando, perfil, error) = (false, nil, m)
    }
    #expect(state.isLoading == cargando,
            "\(paso): con carga = \(state.carga), isLoading debería ser \(cargando)")
    #expect(state.perfil == perfil,
            "\(paso): con carga = \(state.carga), perfil debería ser \(String(describing: perfil)) y es \(String(describing: state.perfil))")
    #expect(state.error == error,
            "\(paso): con carga = \(state.carga), error debería ser \(String(describing: error)) y es \(String(describing: state.error))")
}

@Test("un State recién creado está en .inactiva")
func inactiva() {
    let state = State()
    #expect(state.carga == .inactiva, "State() debe empezar en .inactiva y empieza en \(state.carga)")
    derivadasCoinciden(state, "State()")
}

@Test("alAparecer desde .inactiva empieza a cargar")
func alAparecer() {
    let state = tras([.alAparecer])
    #expect(state.carga == .cargando, "tras alAparecer se esperaba .cargando y salió \(state.carga)")
    derivadasCoinciden(state, "tras alAparecer")
}

@Test("si llega el perfil mientras se carga, queda .cargada con ese perfil")
func llegaElPerfil() {
    let state = tras([.alAparecer, .perfilRecibido(perfilDeAda)])
    #expect(state.carga == .cargada(perfilDeAda), "se esperaba .cargada(Ada) y salió \(state.carga)")
    derivadasCoinciden(state, "tras recibir el perfil")
}

@Test("si falla la carga, queda .fallida con el mensaje")
func fallaLaCarga() {
    let state = tras([.alAparecer, .falloDeCarga("sin red")])
    #expect(state.carga == .fallida("sin red"), "se esperaba .fallida(\"sin red\") y salió \(state.carga)")
    derivadasCoinciden(state, "tras el fallo")
}

@Test("al reintentar tras un fallo, el error anterior desaparece")
func reintentarTrasFallo() {
    let state = tras([.alAparecer, .falloDeCarga("sin red"), .reintentarPulsado])
    if state.carga == .fallida("sin red") {
        Issue.record("desde .fallida, reintentarPulsado no tiene transición todavía: la carga siguió en .fallida(\"sin red\")")
        return
    }
    #expect(state.carga == .cargando, "tras reintentar se esperaba .cargando y salió \(state.carga)")
    #expect(state.error == nil,
            "mientras se vuelve a cargar no debe verse el error anterior, y error vale \(String(describing: state.error))")
}

@Test("si la recarga falla, el perfil anterior no debe seguir a la vista")
func perfilRancio() {
    if tras([.alAparecer, .perfilRecibido(perfilDeAda), .recargarPulsado]).carga == .cargada(perfilDeAda) {
        Issue.record("desde .cargada, recargarPulsado no tiene transición todavía: la carga siguió en .cargada con el perfil de antes")
        return
    }
    let state = tras([.alAparecer, .perfilRecibido(perfilDeAda), .recargarPulsado, .falloDeCarga("sin red")])
    #expect(state.carga == .fallida("sin red"), "se esperaba .fallida(\"sin red\") y salió \(state.carga)")
    #expect(state.perfil == nil,
            "en .fallida no hay perfil: quedó \(String(describing: state.perfil)) de la carga anterior")
}

@Test("si tras un fallo llega el perfil, el error desaparece")
func errorRancio() {
    if tras([.alAparecer, .falloDeCarga("sin red"), .reintentarPulsado]).carga == .fallida("sin red") {
        Issue.record("desde .fallida, reintentarPulsado no tiene transición todavía, así que el perfil que llega después se ignora: la carga siguió en .fallida(\"sin red\")")
        return
    }
    let state = tras([.alAparecer, .falloDeCarga("sin red"), .reintentarPulsado, .perfilRecibido(perfilDeGrace)])
    #expect(state.carga == .cargada(perfilDeGrace),
            "se esperaba .cargada(Grace) y salió \(state.carga): el error de antes no debe sobrevivir a una carga buena")
    derivadasCoinciden(state, "tras fallar, reintentar y recibir")
}

@Test("las acciones sin transición no cambian nada")
func accionesSinTransicion() {
    var state = tras([.perfilRecibido(perfilDeAda)])
    #expect(state.carga == .inactiva,
            "un perfil que llega sin haberlo pedido se ignora: desde .inactiva se esperaba seguir en .inactiva y salió \(state.carga)")

    state = tras([.reintentarPulsado])
    #expect(state.carga == .inactiva,
            "desde .inactiva no hay nada que reintentar (para empezar está alAparecer); salió \(state.carga)")

    state = tras([.alAparecer, .perfilRecibido(perfilDeAda), .alAparecer])
    #expect(state.carga == .cargada(perfilDeAda),
            "con el perfil ya cargado, alAparecer no vuelve a cargar; se esperaba .cargada(Ada) y salió \(state.carga)")

    state = tras([.alAparecer, .perfilRecibido(perfilDeAda), .falloDeCarga("tarde")])
    #expect(state.carga == .cargada(perfilDeAda),
            "un fallo que llega cuando no se está cargando se ignora; se esperaba .cargada(Ada) y salió \(state.carga)")

    state = tras([.alAparecer, .falloDeCarga("sin red"), .recargarPulsado])
    #expect(state.carga == .fallida("sin red"),
            "recargarPulsado solo sirve con el perfil cargado (tras un fallo se usa reintentarPulsado); se esperaba .fallida(\"sin red\") y salió \(state.carga)")
}

@Test("esMayorDeEdad se deriva de la edad")
func mayorDeEdad() {
    #expect(Perfil(nombre: "Ada", edad: 36).esMayorDeEdad,
            "con 36 años, esMayorDeEdad debe ser true: calcúlalo a partir de edad en vez de guardarlo")
    #expect(!Perfil(nombre: "Leo", edad: 15).esMayorDeEdad, "con 15 años, esMayorDeEdad debe ser false")
    var luz = Perfil(nombre: "Luz", edad: 17)
    luz.edad = 18
    #expect(luz.esMayorDeEdad,
            "al cumplir 18 (edad = 18) esMayorDeEdad debe pasar a true sin que nadie lo actualice a mano")
}
