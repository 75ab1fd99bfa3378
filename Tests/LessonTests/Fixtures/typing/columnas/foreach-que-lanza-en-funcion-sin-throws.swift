enum FalloDeNota: Error { case negativa }
func validar(_ nota: Int) throws {
    if nota < 0 { throw FalloDeNota.negativa }
}
func revisarTodas(_ notas: [Int]) {
    try notas.forEach { try validar($0) }
    print("revisadas")
}
revisarTodas([1, 2, 3])
