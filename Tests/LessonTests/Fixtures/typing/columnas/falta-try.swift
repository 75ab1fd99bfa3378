enum Fallo: Error { case vacio }
func leer(_ s: String) throws -> Int { if s.isEmpty { throw Fallo.vacio }; return s.count }
let n = leer("abc")
print(n)
