// Tirar dados: lo que sale cambia, pero siempre cae dentro del rango
func tirar(_ caras: Int) -> Int { Int.random(in: 1...caras) }

var tiradas: [Int] = []
for _ in 1...200 { tiradas.append(tirar(6)) }
print("todas entre 1 y 6:", tiradas.allSatisfy { (1...6).contains($0) })
print("salen las seis caras:", Set(tiradas).count == 6)

let fija = Int.random(in: 4...4)
let abierta = Int.random(in: 10..<11)
let azar = Double.random(in: 0..<1)
let moneda = Bool.random()
print(fija, abierta, azar >= 0 && azar < 1, moneda == true || moneda == false)
let temperatura = Double.random(in: 20...20)
print(temperatura)
