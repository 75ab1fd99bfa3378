class Boton {
    var alPulsar: () -> Void
    var extras: [() -> Void] = []
    init(alPulsar: @escaping () -> Void) {
        self.alPulsar = alPulsar
    }
    func registrar(_ otra: @escaping () -> Void) {
        extras.append(otra)
    }
    func ahora(_ accion: () -> Void) {
        accion()
        repetir(2, accion)
    }
    func repetir(_ n: Int, _ f: () -> Void) {
        for _ in 0..<n { f() }
    }
    func pulsar() {
        alPulsar()
        extras.forEach { $0() }
    }
}
let b = Boton(alPulsar: { print("pulsado") })
b.registrar { print("extra") }
b.ahora { print("ya") }
b.pulsar()
func aplicar(_ xs: [Int], _ f: (Int) -> Int) -> [Int] { xs.map(f) }
print(aplicar([1, 2]) { $0 * 3 })
