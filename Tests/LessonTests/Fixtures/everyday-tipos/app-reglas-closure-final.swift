// Reglas de un formulario: la closure de cada regla va detrás de la llamada
struct Regla {
    let nombre: String
    var obligatoria = true
    let comprobar: (String) -> Bool
}

let reglas = [
    Regla(nombre: "no vacío") { !$0.isEmpty },
    Regla(nombre: "corto", obligatoria: false) { $0.count <= 10 },
    Regla(nombre: "sin espacios", comprobar: { !$0.contains(" ") }),
    Regla(nombre: "empieza por letra") { texto in
        guard let primera = texto.first else { return false }
        return primera.isLetter
    },
]

for entrada in ["ana", "", "un nombre largo", "9lives"] {
    let fallos = reglas.filter { !$0.comprobar(entrada) }
    let graves = fallos.filter(\.obligatoria).map(\.nombre)
    print("«\(entrada)»: \(fallos.count) fallos; obligatorios: \(graves)")
}

struct Boton {
    var titulo = "Aceptar"
    var alPulsar: (() -> Void)? = nil
}
let boton = Boton { print("pulsado") }
print(boton.titulo)
boton.alPulsar?()

func repetir(veces: Int = 2, separador: String = "-", _ accion: (Int) -> String) -> String {
    (1...veces).map(accion).joined(separator: separador)
}
func avisar(_ mensaje: String, cuando listo: ((String) -> Void)? = nil) {
    listo?(mensaje.uppercased())
}
print(repetir { "#\($0)" }, repetir(veces: 3) { String($0 * $0) })
avisar("hecho") { print("aviso:", $0) }
avisar("nada")
