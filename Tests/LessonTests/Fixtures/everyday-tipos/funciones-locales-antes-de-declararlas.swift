// Dentro de un cuerpo, sus funciones y tipos se usan antes de la línea que los declara, como en Swift
func principal() {
    print(antes(2))
    func antes(_ x: Int) -> Int { x * 10 }
    class Animal { let nombre: String; init(nombre: String) { self.nombre = nombre } }
    class Perro: Animal { func ladrar() -> String { "\(nombre): guau" } }
    print(Perro(nombre: "Toby").ladrar())
    let c = Cosa(n: 3)
    print(c.n)
    struct Cosa { var n: Int }
}
principal()
func contar2() -> Int {
    defer { print("fin", total()) }
    var n = 0
    func total() -> Int { n }
    for i in 1...3 { n += doble(i) }
    func doble(_ x: Int) -> Int { x * 2 }
    return n
}
print(contar2())
do {
    print(Nivel.alto.rawValue, siguiente(.bajo))
    enum Nivel: Int { case bajo = 1, alto }
    func siguiente(_ n: Nivel) -> Nivel { n == .bajo ? .alto : .bajo }
}
