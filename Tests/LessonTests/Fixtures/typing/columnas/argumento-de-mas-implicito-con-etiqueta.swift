enum Modo { case lectura, escritura }
func abrir(_ m: Modo) {}
abrir(.lectura, modo: .escritura)
func dos(_ a: Modo, _ b: Int) {}
dos(.lectura, 1, .escritura)
let xs: [Modo] = [.lectura]
print(xs.count == .lectura)
