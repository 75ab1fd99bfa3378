class Temporizador {
    var segundos = 0
    var alTerminar: (() -> Void)?
    func preparar() {
        alTerminar = { print(segundos) }
    }
}
let t = Temporizador()
t.preparar()
t.alTerminar?()
