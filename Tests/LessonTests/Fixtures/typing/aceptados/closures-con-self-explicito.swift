class Reloj {
    var segundos = 0
    var avisos: [() -> Void] = []
    func tic() { segundos += 1 }
    func programar(_ accion: @escaping () -> Void) { avisos.append(accion) }
    func preparar() {
        programar { self.tic() }
        programar { [self] in tic(); print(segundos) }
        [1, 2].forEach { _ in tic() }
        let pares = [1, 2, 3].filter { $0 % 2 == segundos % 2 }
        print(pares)
        let ahora = { () -> Int in 5 }()
        print(ahora)
        for a in avisos { a() }
    }
}
struct Contador {
    var n = 0
    func hacer() -> () -> Int { { n + 1 } }
}
let r = Reloj()
r.preparar()
print(r.segundos, Contador(n: 4).hacer()())
