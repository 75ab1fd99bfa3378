func elegir(_ c: Bool) -> Int {
    let x: Int
    if c {
        x = 1
    } else {
        x = 2
    }
    return x
}
func temprano(_ c: Bool) -> Int {
    let y: Int
    if c {
        y = 10
        return y
    }
    y = 20
    return y
}
func conSwitch(_ n: Int) -> String {
    let nombre: String
    switch n {
    case 0: nombre = "cero"
    case 1: nombre = "uno"
    default: nombre = "muchos"
    }
    return nombre
}
func enBucle() -> Int {
    var suma = 0
    for i in 0..<3 {
        let doble: Int
        doble = i * 2
        suma += doble
    }
    return suma
}
print(elegir(true), elegir(false), temprano(true), temprano(false), conSwitch(1), enBucle())
