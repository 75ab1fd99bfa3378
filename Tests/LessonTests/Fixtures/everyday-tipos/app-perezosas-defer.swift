// Configuración con lazy, static, defer y contadores
class Registro {
    static var lineas: [String] = []
    static func anotar(_ s: String) {
        lineas.append(s)
    }
}

final class Informe {
    let datos: [Int]
    lazy var ordenados: [Int] = {
        Registro.anotar("ordenando")
        return datos.sorted()
    }()
    lazy var mediana: Double = {
        let xs = ordenados
        let m = xs.count / 2
        return xs.count % 2 == 0 ? Double(xs[m - 1] + xs[m]) / 2 : Double(xs[m])
    }()

    init(_ datos: [Int]) {
        self.datos = datos
        Registro.anotar("informe de \(datos.count)")
    }

    deinit {
        Registro.anotar("adiós informe")
    }
}

func procesar(_ xs: [Int]) -> Int {
    Registro.anotar("empiezo")
    defer { Registro.anotar("termino") }
    var suma = 0
    for x in xs {
        defer { suma += 1 }
        if x < 0 { continue }
        if x > 100 { break }
        suma += x
    }
    return suma
}

var informe: Informe? = Informe([5, 3, 9, 1, 7, 2])
print(informe!.mediana)
print(informe!.ordenados)
print(informe!.mediana)
informe = nil
print(procesar([1, -2, 3, 200, 5]))
for (i, l) in Registro.lineas.enumerated() {
    print(i, l)
}

struct Temperatura {
    static let cero = Temperatura(celsius: 0)
    static func desdeFahrenheit(_ f: Double) -> Temperatura {
        Temperatura(celsius: (f - 32) * 5 / 9)
    }
    var celsius: Double
    var fahrenheit: Double {
        get { celsius * 9 / 5 + 32 }
        set { celsius = (newValue - 32) * 5 / 9 }
    }
}
var t = Temperatura.desdeFahrenheit(212)
print(t.celsius, Temperatura.cero.fahrenheit)
t.fahrenheit = 50
print(t.celsius, t)

for grados in stride(from: -10.0, through: 10.0, by: 5.0) {
    let k = Temperatura(celsius: grados)
    print(grados, k.fahrenheit)
}
let escalas = stride(from: 0, to: 100, by: 25).map { $0 }
print(escalas)
let acumulado = [3, 1, 2].reduce(into: [Int]()) { parcial, x in
    parcial.append((parcial.last ?? 0) + x)
}
print(acumulado)
let conteo = "abracadabra".reduce(into: [Character: Int]()) { $0[$1, default: 0] += 1 }
print(conteo.sorted { $0.key < $1.key }.map { "\($0.key)\($0.value)" }.joined())
