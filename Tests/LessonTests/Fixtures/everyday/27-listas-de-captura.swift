// Listas de captura: [weak self], [unowned x], [x] y [n = expresión]; y un closure que solo
// retiene lo que usa, así que lo demás se libera (y su deinit se ejecuta) al volver la función.
class Temporizador {
    let nombre: String
    var alTerminar: (() -> Void)?
    init(nombre: String) {
        self.nombre = nombre
        alTerminar = { [weak self] in
            guard let self else { print("ya no existe"); return }
            print("fin de \(self.nombre)")
        }
    }
    deinit { print("adiós \(nombre)") }
}
var t: Temporizador? = Temporizador(nombre: "té")
t?.alTerminar?()
let guardado = t?.alTerminar
t = nil
guardado?()

class Alarma {
    var veces = 0
    var sonar: (() -> Void)?
    init() { sonar = { [unowned self] in self.veces += 1; print("sonó", self.veces) } }
    deinit { print("alarma fuera") }
}
var alarma: Alarma? = Alarma()
alarma?.sonar?()
alarma?.sonar?()
alarma = nil

var contador = 0
let fijo = { [contador] in print("capturado", contador) }
contador = 5
fijo()
print(contador)

class Nodo {
    var valor = 1
    deinit { print("nodo \(valor) fuera") }
}
func hacer() -> () -> Int {
    let n = Nodo()
    let basura = Nodo()
    basura.valor = 9
    return { [unowned n] in n.valor }
}
do {
    let f = hacer()
    print("hecho")
    _ = f
}
func sumador() -> () -> Int {
    let temp = Nodo()
    var total = 0
    temp.valor = 3
    return { total += 1; return total }
}
let s = sumador()
print(s(), s())
var xs = [1, 2]
let copia = { [xs] in xs.count }
xs.append(3)
print(copia(), xs.count)
let etiqueta = { [n = xs.count * 2] in "n=\(n)" }
print(etiqueta())
let debil = { [weak q = Nodo()] in print(q == nil ? "sin nodo" : "con nodo") }
debil()
