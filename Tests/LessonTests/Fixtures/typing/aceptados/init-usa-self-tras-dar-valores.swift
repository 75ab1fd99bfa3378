struct Punto {
    var x: Int, y: Int
    init() {
        x = 0
        y = x + 1
        mostrar()
        print(self)
    }
    func mostrar() { print(x, y) }
}
_ = Punto()
