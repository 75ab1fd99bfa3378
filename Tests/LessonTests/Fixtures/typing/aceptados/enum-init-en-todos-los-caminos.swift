enum Talla: String {
    case s, m, l
    init(medida: Int) {
        if medida < 10 { self = .s }
        else if medida < 20 { self = .m }
        else { self = .l }
    }
    init?(letra: Character) {
        switch letra {
        case "s": self = .s
        case "m": self = .m
        default: return nil
        }
    }
    init(texto: String) {
        guard let t = Talla(rawValue: texto) else {
            self = .m
            return
        }
        self = t
    }
    init() { self.init(medida: 15) }
    func describir() -> String { rawValue.uppercased() }
}
print(Talla(medida: 5), Talla(medida: 25), Talla(letra: "m") as Any, Talla(letra: "x") as Any)
print(Talla(texto: "l"), Talla(texto: "zz"), Talla().describir())
