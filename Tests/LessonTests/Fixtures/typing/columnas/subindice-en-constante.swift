// Un struct en una constante no cambia, tampoco por su subíndice.
struct Caja {
    var valores = [0, 0, 0]
    subscript(i: Int) -> Int {
        get { valores[i] }
        set { valores[i] = newValue }
    }
}
var libre = Caja()
libre[0] = 4
let fija = Caja()
fija[1] = 5
print(libre[0], fija[1])
