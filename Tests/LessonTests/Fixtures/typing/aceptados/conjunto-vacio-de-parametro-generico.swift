// Un conjunto vacío cuyo tipo de elemento es un parámetro genérico: el tipo está escrito.
struct Historial<Pagina: Hashable> {
    var vistas: Set<Pagina> = []

    mutating func visitar(_ p: Pagina) -> Bool {
        vistas.insert(p).inserted
    }
}

func sinRepetir<S: Sequence>(_ cosas: S) -> [S.Element] where S.Element: Hashable {
    var vistos: Set<S.Element> = []
    var resultado: [S.Element] = []
    for c in cosas where !vistos.contains(c) {
        vistos.insert(c)
        resultado.append(c)
    }
    return resultado
}

var h = Historial<String>()
print(h.visitar("/inicio"), h.visitar("/ayuda"), h.visitar("/inicio"))
print(h.vistas.count)
print(sinRepetir([3, 1, 3, 2, 1]))
print(sinRepetir("banana"))
