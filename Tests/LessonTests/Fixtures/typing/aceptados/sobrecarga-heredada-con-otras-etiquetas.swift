// Una subclase que añade un método con el mismo nombre y otras etiquetas no oculta el del padre.
class Impresora {
    func imprimir(_ texto: String) -> String {
        "[" + texto + "]"
    }
    func imprimir(_ texto: String, copias: Int) -> String {
        Array(repeating: imprimir(texto), count: copias).joined(separator: " ")
    }
}

class ImpresoraColor: Impresora {
    override func imprimir(_ texto: String) -> String {
        "{" + texto + "}"
    }
    func imprimir(_ texto: String, color: String) -> String {
        color + ":" + imprimir(texto)
    }
}

class ImpresoraFoto: ImpresoraColor {
    func imprimir(foto: Int) -> String {
        imprimir("foto \(foto)", copias: 2)
    }
}

let normal = Impresora()
let color = ImpresoraColor()
let foto = ImpresoraFoto()
print(normal.imprimir("hola"))
print(color.imprimir("hola"), color.imprimir("hola", copias: 2))
print(color.imprimir("hola", color: "rojo"))
print(foto.imprimir(foto: 7))
print(foto.imprimir("x", color: "azul"), foto.imprimir("y"))
let todas: [Impresora] = [normal, color, foto]
for i in todas {
    print(i.imprimir("z", copias: 1))
}
