// Llamar por `?.` a algo que no da nada cuando el opcional es nil (un delegado que falta, un
// comando que no está en el diccionario): es una sentencia, como en el programa compilado.
protocol AvisoDelegado: AnyObject {
    func avisar(_ texto: String)
}

class Pantalla: AvisoDelegado {
    func avisar(_ texto: String) { print("Aviso:", texto) }
}

class Descarga {
    weak var delegado: AvisoDelegado?
    var alTerminar: (() -> Void)?
    func terminar() {
        delegado?.avisar("terminó")
        alTerminar?()
    }
}

struct Contador {
    var n = 0
    mutating func sumar() { n += 1 }
}

let descarga = Descarga()
descarga.terminar()
descarga.delegado?.avisar("nadie escucha")
descarga.alTerminar?()
let pantalla = Pantalla()
descarga.delegado = pantalla
descarga.alTerminar = { print("listo") }
descarga.delegado?.avisar("hola")
descarga.alTerminar?()

var comandos: [String: () -> Void] = ["saludar": { print("¡Hola!") }]
comandos["saludar"]?()
comandos["volar"]?()
var contador: Contador? = nil
contador?.sumar()
print(contador as Any)
contador = Contador()
contador?.sumar()
print(contador?.n ?? 0)
