// Dos funciones del mismo nombre: Swift prefiere la que no es variádica cuando las dos encajan.
func describir(_ nota: Int, _ extra: Int = 0) -> String { "nota \(nota + extra)" }
func describir(_ nota: Int, _ extras: Int...) -> String { "nota \(nota) con \(extras.count) extras" }

func total(_ precios: Double...) -> Double { precios.reduce(0, +) }

print(describir(7))
print(describir(7, 1))
print(describir(7, 1, 2))
print(total(100), total(100, 50), total())

class Aviso {
    let texto: String
    let veces: Int
    init(texto: String, veces: Int = 1) {
        self.texto = texto
        self.veces = veces
    }
}

class AvisoUrgente: Aviso {
    var etiquetas: [String] = []
    // Solo de conveniencia: hereda init(texto:veces:), al que llama self.init(texto:).
    convenience init(texto: String, etiquetas: String...) {
        self.init(texto: texto.uppercased())
        self.etiquetas = etiquetas
    }
}

let a = AvisoUrgente(texto: "incendio", etiquetas: "planta 2", "salida norte")
print(a.texto, a.veces, a.etiquetas)
let b = AvisoUrgente(texto: "simulacro", veces: 3)
print(b.texto, b.veces, b.etiquetas)
let c = AvisoUrgente(texto: "fuga")
print(c.texto, c.veces, c.etiquetas)
