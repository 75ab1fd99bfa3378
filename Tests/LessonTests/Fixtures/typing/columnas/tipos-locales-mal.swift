// Un tipo local no puede capturar las variables de la función ni vivir en una función genérica.
func envolver<T>(_ x: T) {
    struct Caja { var n: Int }
    print(Caja(n: 1), x)
}
func capturar() {
    let limite = 5
    struct Contador { func tope() -> Int { limite } }
    print(Contador().tope())
}
func mal() {
    struct P { var x: Int }
    print(P(x: "a"))
}
