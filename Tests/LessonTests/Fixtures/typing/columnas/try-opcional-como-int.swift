enum Fallo: Error { case vacio }
func leer() throws -> Int { throw Fallo.vacio }
let x = try? leer()
let y: Int = x
print(y)
