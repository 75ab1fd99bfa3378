// Un carrusel de fotos que avanza y retrocede con los índices del array
struct Carrusel {
    var fotos: [String]
    var actual: Int

    init(_ fotos: [String]) {
        self.fotos = fotos
        actual = fotos.startIndex
    }

    mutating func siguiente() {
        let despues = fotos.index(after: actual)
        actual = despues == fotos.endIndex ? fotos.startIndex : despues
    }

    mutating func anterior() {
        actual = actual == fotos.startIndex ? fotos.index(before: fotos.endIndex) : fotos.index(before: actual)
    }

    func saltando(_ n: Int) -> String { fotos[fotos.index(fotos.startIndex, offsetBy: n % fotos.count)] }
}

var c = Carrusel(["playa", "monte", "río", "ciudad"])
var vistas: [String] = []
for paso in ["→", "→", "←", "←", "←", "→"] {
    if paso == "→" { c.siguiente() } else { c.anterior() }
    vistas.append(c.fotos[c.actual])
}
print(vistas, c.saltando(6), c.fotos.startIndex, c.fotos.endIndex)

var lote: [Int] = []
lote.reserveCapacity(100)
for i in 1...5 { lote.append(i * i) }
let trozo = lote[1...3]
print(lote, trozo.startIndex, trozo.endIndex, trozo[trozo.index(after: trozo.startIndex)])
