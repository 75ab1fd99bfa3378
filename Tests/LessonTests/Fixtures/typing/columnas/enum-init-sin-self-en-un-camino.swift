enum Talla {
    case s, m, l
    init(medida: Int) {
        if medida < 10 { self = .s }
        else if medida < 20 { self = .m }
    }
}
print(Talla(medida: 5))
