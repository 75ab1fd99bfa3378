// En un método mutating de un struct, un cierre que se guarda no puede capturar self.
struct Alarma {
    var sonando = false
    var veces = 0
    var pendientes: [() -> Void] = []

    mutating func programar() {
        pendientes.append {
            self.veces += 1
        }
    }

    mutating func sonar() {
        [1, 2].forEach { _ in self.veces += 1 }
        sonando = true
    }

    mutating func repetir() {
        let otra = { print(self.veces) }
        otra()
    }
}

var a = Alarma()
a.programar()
a.sonar()
print(a.veces)
