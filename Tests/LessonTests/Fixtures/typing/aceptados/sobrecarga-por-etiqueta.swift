struct Posicion {
    var x = 0
    func mover(a destino: Int) -> Posicion { Posicion(x: destino) }
    func mover(por delta: Int) -> Posicion { Posicion(x: x + delta) }
    func mover() -> Posicion { Posicion(x: x + 1) }
}

let p = Posicion(x: 10)
print(p.mover(a: 3).x, p.mover(por: 3).x, p.mover().x)

func crear(_ n: Int) -> String { "sin etiqueta \(n)" }
func crear(id n: Int) -> String { "con etiqueta \(n)" }
print(crear(1), crear(id: 2))
