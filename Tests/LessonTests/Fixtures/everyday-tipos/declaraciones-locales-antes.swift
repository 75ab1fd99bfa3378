// Funciones y tipos locales que se usan antes de su declaración dentro del mismo bloque
func primero() {
    func esPar(_ n: Int) -> Bool { n == 0 ? true : esImpar(n - 1) }
    func esImpar(_ n: Int) -> Bool { n == 0 ? false : esPar(n - 1) }
    print(esPar(10), esImpar(7))

    struct Pedido { var lineas: [Linea] }
    struct Linea { var producto: String; var cantidad: Int }
    let p = Pedido(lineas: [Linea(producto: "pan", cantidad: 2)])
    print(p.lineas.count, p.lineas[0].producto)

    class Animal { func sonido() -> String { "..." } }
    class Perro: Animal { override func sonido() -> String { "guau" } }
    let a: Animal = Perro()
    print(a.sonido())
}
primero()
for i in 0..<2 {
    func doble() -> Int { triple() - i }
    func triple() -> Int { i * 3 }
    print(doble())
}
func segundo() {
    func crear() -> Caja { Caja(valor: 3) }
    struct Caja { var valor: Int }
    print(crear().valor)
    enum Color { case rojo, verde
        func siguiente() -> Color { self == .rojo ? .verde : .rojo }
    }
    class Base { var n = 1 }
    do {
        class Hija: Base2 { }
        class Base2 { var m = 2 }
        print(Hija().m)
    }
    print(Color.rojo.siguiente())
}
segundo()
