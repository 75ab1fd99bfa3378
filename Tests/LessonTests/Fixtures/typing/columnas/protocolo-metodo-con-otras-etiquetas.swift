protocol Validador {
    func validar(_ texto: String) -> Bool
}

struct NoVacio: Validador {
    func validar(texto: String) -> Bool {
        !texto.isEmpty
    }
}

let v: Validador = NoVacio()
print(v.validar("hola"))
