// Pasar funciones por su nombre completo, con sus etiquetas
enum Estado { case activo, baja(motivo: String) }

func saludo(para nombre: String, en idioma: String) -> String {
    idioma == "es" ? "Hola, \(nombre)" : "Hello, \(nombre)"
}
func triple(_ n: Int) -> Int { n * 3 }

let estados: [Estado] = [.activo, .baja(motivo: "mudanza")]
print(estados.map(String.init(describing:)))
let saludar = saludo(para:en:)
print(saludar("Iria", "es"), saludar("Tom", "en"))
print([1, 2, 3].map(triple(_:)), zip(["Leo", "Ada"], ["es", "en"]).map(saludo(para:en:)))

struct Tarifa {
    let base: Int
    func precio(horas: Int) -> Int { base * horas }
}
let tarifa = Tarifa(base: 4)
print([1, 5].map(tarifa.precio(horas:)))
