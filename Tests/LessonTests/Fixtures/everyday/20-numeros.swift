// Cuentas con Double e Int que un programa de notas o de geometría hace a diario.
// (Foundation: en Linux, squareRoot y rounded enlazan con la biblioteca matemática a través de ella.)
import Foundation

struct Rectangulo {
    var ancho: Double
    var alto: Double
    var diagonal: Double { (ancho * ancho + alto * alto).squareRoot() }
}

let r = Rectangulo(ancho: 3, alto: 4)
print(r.diagonal, Double(2).squareRoot())

let notas = [7.25, 8.5, 6.75, 9.0]
let media = notas.reduce(0, +) / Double(notas.count)
print(media, (media * 10).rounded() / 10, (2.5).rounded(), (-2.5).rounded(), 3.49.rounded())

let minutos = 135.5
print(minutos.truncatingRemainder(dividingBy: 60), (-7.5).truncatingRemainder(dividingBy: 2))

for saldo in [-40, 0, 15] {
    switch saldo.signum() {
    case -1: print(saldo, "en rojo")
    case 0: print(saldo, "a cero")
    default: print(saldo, "con dinero")
    }
}
