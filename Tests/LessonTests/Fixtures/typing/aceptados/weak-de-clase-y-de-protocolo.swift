class Nodo {
    let valor: Int
    weak var padre: Nodo?
    var hijos: [Nodo] = []
    init(valor: Int) { self.valor = valor }
    deinit { print("adiós \(valor)") }
}
protocol Delegado: AnyObject { func aviso() }
class Pantalla: Delegado { func aviso() { print("aviso") } }
class Boton { weak var delegado: Delegado? }
let raiz = Nodo(valor: 1)
var hijo: Nodo? = Nodo(valor: 2)
hijo!.padre = raiz
print(hijo!.padre?.valor ?? 0)
hijo = nil
let p = Pantalla()
let b = Boton()
b.delegado = p
b.delegado?.aviso()
