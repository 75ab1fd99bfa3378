enum FalloDeNota: Error { case negativa(Int) }
func validar(_ nota: Int) throws {
    if nota < 0 { throw FalloDeNota.negativa(nota) }
}
let notas = [7, 9, -1, 4]
do {
    try notas.forEach { try validar($0) }
    print("todas bien")
} catch FalloDeNota.negativa(let n) {
    print("nota mala: \(n)")
} catch {
    print("otro")
}
func revisar(_ xs: [Int]) throws {
    try xs.forEach { try validar($0) }
    print("revisadas \(xs.count)")
}
try? revisar([1, 2])
try? revisar([-3])
