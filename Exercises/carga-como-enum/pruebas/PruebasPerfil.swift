import Testing

private let perfilDeAda = Perfil(nombre: "Ada", edad: 36)
private let perfilDeGrace = Perfil(nombre: "Grace", edad: 45)

/// Comprueba que las propiedades derivadas dicen lo mismo que `carga`.
private func derivadasCoinciden(_ state: State, _ paso: String) {
    let cargando: Bool
    let perfil: Perfil?
    let error: String?
    switch state.carga {
    case .inicial: (cargando, perfil, error) = (false, nil, nil)
    case .cargando: (cargando, perfil, error) = (true, nil, nil)
    case let .cargado(p): (cargando, perfil, error) = (false, p, nil)
    case let .fallo(m): (cargando, perfil, error) = (false, nil, m)
    }
    #expect(state.estaCargando == cargando,
            "\(paso): con carga = \(state.carga), estaCargando debería ser \(cargando)")
    #expect(state.perfil == perfil,
            "\(paso): con carga = \(state.carga), perfil debería ser \(String(describing: perfil)) y es \(String(describing: state.perfil))")
    #expect(state.error == error,
            "\(paso): con carga = \(state.carga), error debería ser \(String(describing: error)) y es \(String(describing: state.error))")
}

@Test("un State recién creado está en .inicial")
func inicial() {
    let state = State()
    #expect(state.carga == .inicial, "State() debe empezar en .inicial y empieza en \(state.carga)")
    derivadasCoinciden(state, "State()")
}

@Test("alAparecer desde .inicial empieza a cargar")
func alAparecer() {
    var state = State()
    reduce(into: &state, action: .alAparecer)
    #expect(state.carga == .cargando, "tras alAparecer se esperaba .cargando y salió \(state.carga)")
    derivadasCoinciden(state, "tras alAparecer")
}

@Test("si llega el perfil mientras se carga, queda .cargado con ese perfil")
func llegaElPerfil() {
    var state = State()
    reduce(into: &state, action: .alAparecer)
    reduce(into: &state, action: .perfilRecibido(perfilDeAda))
    #expect(state.carga == .cargado(perfilDeAda), "se esperaba .cargado(Ada) y salió \(state.carga)")
    derivadasCoinciden(state, "tras recibir el perfil")
}

@Test("si falla la carga, queda .fallo con el mensaje")
func fallaLaCarga() {
    var state = State()
    reduce(into: &state, action: .alAparecer)
    reduce(into: &state, action: .falloDeCarga("sin red"))
    #expect(state.carga == .fallo("sin red"), "se esperaba .fallo(\"sin red\") y salió \(state.carga)")
    derivadasCoinciden(state, "tras el fallo")
}

@Test("al recargar tras un fallo, el error anterior desaparece")
func recargarTrasFallo() {
    var state = State()
    reduce(into: &state, action: .alAparecer)
    reduce(into: &state, action: .falloDeCarga("sin red"))
    reduce(into: &state, action: .recargarPulsado)
    #expect(state.carga == .cargando, "tras recargar se esperaba .cargando y salió \(state.carga)")
    #expect(state.error == nil,
            "mientras se vuelve a cargar no debe verse el error anterior, y error vale \(String(describing: state.error))")
}

@Test("si la recarga falla, el perfil anterior no debe seguir a la vista")
func perfilRancio() {
    var state = State()
    reduce(into: &state, action: .alAparecer)
    reduce(into: &state, action: .perfilRecibido(perfilDeAda))
    reduce(into: &state, action: .recargarPulsado)
    reduce(into: &state, action: .falloDeCarga("sin red"))
    #expect(state.carga == .fallo("sin red"), "se esperaba .fallo(\"sin red\") y salió \(state.carga)")
    #expect(state.perfil == nil,
            "en .fallo no hay perfil: quedó \(String(describing: state.perfil)) de la carga anterior")
}

@Test("si tras un fallo llega el perfil, el error desaparece")
func errorRancio() {
    var state = State()
    reduce(into: &state, action: .alAparecer)
    reduce(into: &state, action: .falloDeCarga("sin red"))
    reduce(into: &state, action: .recargarPulsado)
    reduce(into: &state, action: .perfilRecibido(perfilDeGrace))
    #expect(state.carga == .cargado(perfilDeGrace),
            "se esperaba .cargado(Grace) y salió \(state.carga): el error de antes no debe sobrevivir a una carga buena")
    derivadasCoinciden(state, "tras fallar, recargar y recibir")
}

@Test("las acciones sin transición no cambian nada")
func accionesSinTransicion() {
    var state = State()
    reduce(into: &state, action: .perfilRecibido(perfilDeAda))
    #expect(state.carga == .inicial,
            "un perfil que llega sin haberlo pedido se ignora: desde .inicial se esperaba seguir en .inicial y salió \(state.carga)")

    state = State()
    reduce(into: &state, action: .recargarPulsado)
    #expect(state.carga == .inicial,
            "desde .inicial, recargarPulsado no hace nada (para empezar está alAparecer); salió \(state.carga)")

    state = State()
    reduce(into: &state, action: .alAparecer)
    reduce(into: &state, action: .perfilRecibido(perfilDeAda))
    reduce(into: &state, action: .alAparecer)
    #expect(state.carga == .cargado(perfilDeAda),
            "con el perfil ya cargado, alAparecer no vuelve a cargar; se esperaba .cargado(Ada) y salió \(state.carga)")
    reduce(into: &state, action: .falloDeCarga("tarde"))
    #expect(state.carga == .cargado(perfilDeAda),
            "un fallo que llega cuando no se está cargando se ignora; se esperaba .cargado(Ada) y salió \(state.carga)")
}

@Test("esMayorDeEdad se deriva de la edad")
func mayorDeEdad() {
    #expect(Perfil(nombre: "Ada", edad: 36).esMayorDeEdad,
            "con 36 años, esMayorDeEdad debe ser true: calcúlalo a partir de edad en vez de guardarlo")
    #expect(!Perfil(nombre: "Luz", edad: 17).esMayorDeEdad, "con 17 años, esMayorDeEdad debe ser false")
    var luz = Perfil(nombre: "Luz", edad: 17)
    luz.edad = 18
    #expect(luz.esMayorDeEdad,
            "al cumplir 18 (edad = 18) esMayorDeEdad debe pasar a true sin que nadie lo actualice a mano")
}
