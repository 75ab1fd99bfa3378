class Reloj {
    var segundos = 0
    var avisos: [() -> Void] = []
    var alTerminar: (() -> Void)?
    func tic() { segundos += 1 }
    func programar(_ accion: @escaping () -> Void) { avisos.append(accion) }
    func preparar() {
        alTerminar = { print(segundos) }
        let luego = { tic() }
        programar { print(segundos) }
        programar { [self] in print(segundos) }
        programar { self.tic() }
        [1, 2].forEach { _ in tic() }
        luego()
    }
}
Reloj().preparar()
