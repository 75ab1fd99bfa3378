enum FalloDeNota: Error { case negativa }
func validar(_ nota: Int) throws {
    if nota < 0 { throw FalloDeNota.negativa }
}
let notas = [7, 9, -1]
do {
    notas.forEach { try validar($0) }
    print("todas bien")
} catch {
    print("hay una nota mala")
}
