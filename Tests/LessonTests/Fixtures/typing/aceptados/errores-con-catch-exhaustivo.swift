enum Fallo: Error { case vacio, largo(Int) }
func validar(_ s: String) throws -> String {
    if s.isEmpty { throw Fallo.vacio }
    if s.count > 5 { throw Fallo.largo(s.count) }
    return s
}
func seguro(_ s: String) -> String {
    do {
        return try validar(s)
    } catch Fallo.largo(let n) {
        return "largo \(n)"
    } catch {
        return "vacío"
    }
}
func propaga(_ s: String) throws -> Int { try validar(s).count }
print(seguro(""), seguro("abcdefg"), seguro("ok"), (try? propaga("abc")) ?? -1)
