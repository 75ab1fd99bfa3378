enum Carga { case vacia, llena }

func accion(_ conectado: Bool, _ ocupado: Bool) -> String {
    switch (conectado, ocupado) {
    case (true, false): return "enviar"
    case (true, true): return "esperar"
    case (false, _): return "reconectar"
    }
}

func estado(_ c: Carga, _ urgente: Bool) -> String {
    switch (c, urgente) {
    case (.vacia, true), (.llena, true): return "ya"
    case (.vacia, false): return "luego"
    case (.llena, false): return "nunca"
    }
}

print(accion(true, false), accion(true, true), accion(false, true))
print(estado(.vacia, true), estado(.llena, false))
