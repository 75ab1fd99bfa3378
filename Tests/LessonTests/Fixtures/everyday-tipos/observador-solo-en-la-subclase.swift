// Una subclase observa una propiedad que su clase base guarda sin observadores.
class Termostato {
    var grados = 20
    func bajar() { grados -= 1 }
}
class TermostatoRuidoso: Termostato {
    override var grados: Int {
        willSet { print("va a \(newValue)") }
        didSet { print("ahora \(grados), antes \(oldValue)") }
    }
}
let t = TermostatoRuidoso()
t.grados = 22
t.grados += 1
t.bajar()
let base: Termostato = t
base.grados = 18
func templar(_ x: Termostato) { x.grados = 21 }
templar(t)
let callado = Termostato()
callado.grados = 5
print(t.grados, callado.grados)
