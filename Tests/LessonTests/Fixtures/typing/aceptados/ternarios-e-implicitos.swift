enum Destino { case alerta, hoja, ninguno }

func clasificar(_ n: Int) -> String {
    n > 0 ? "positivo" : n < 0 ? "negativo" : "cero"
}

let urgente = true
let d: Destino = urgente ? .alerta : .hoja
let o: Destino? = urgente ? nil : .ninguno
let m = urgente ? 1.5 : 2
print(clasificar(4), clasificar(-1), clasificar(0), d, o as Any, m)
func elegir(_ c: Bool) -> Destino? { c ? .hoja : nil }
print(elegir(true) as Any, elegir(false) as Any)
