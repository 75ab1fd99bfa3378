struct Termometro {
    var grados = 20.0
    func enFahrenheit() -> Double { grados * 9 / 5 + 32 }
}
print(Termometro.enFahrenheit())
