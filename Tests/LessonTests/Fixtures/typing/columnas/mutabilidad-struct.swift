struct Contador {
    var cuenta = 0
    let paso: Int
    var doble: Int { cuenta * 2 }
    init(paso: Int) { self.paso = paso; cuenta = 0 }
    func mal() {
        cuenta += 1
        self.paso = 2
        incrementar()
    }
    mutating func incrementar() { cuenta += paso }
    mutating func reiniciar() { self = Contador(paso: 1); doble = 3 }
}
enum Luz {
    case roja, verde
    func cambiar() { self = .verde }
}
func usar() {
    let c = Contador(paso: 1)
    c.cuenta = 5
    c.incrementar()
    var d = Contador(paso: 1)
    d.cuenta = 5
    d.incrementar()
    let lista = [1]
    lista.append(2)
}
