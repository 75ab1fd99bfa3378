func rotulo(_ n: Int) -> String {
    let texto: String
    if n > 10 {
        texto = "grande"
    } else if n > 0 {
        texto = "pequeño"
    } else {
        texto = "nada"
    }
    return texto
}

func codigo(_ c: Bool) -> Int {
    let x: Int
    switch c {
    case true: x = 1
    case false: x = 0
    }
    return x
}

let arranque: Int
if rotulo(5) == "pequeño" { arranque = 1 } else { arranque = 2 }
var cuenta: Int
cuenta = 3
cuenta += arranque
print(rotulo(20), rotulo(5), rotulo(-1), codigo(true), arranque, cuenta)
