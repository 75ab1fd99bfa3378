class Boton {
    var alPulsar: () -> Void
    var extras: [() -> Void] = []
    init(alPulsar: () -> Void) {
        self.alPulsar = alPulsar
    }
    func registrar(_ otra: () -> Void) {
        extras.append(otra)
        alPulsar = otra
    }
}
