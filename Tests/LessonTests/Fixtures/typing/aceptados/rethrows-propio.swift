enum Fallo: Error { case x }
func repetir(_ veces: Int, _ accion: (Int) throws -> Void) rethrows {
    for i in 0..<veces { try accion(i) }
}
repetir(3) { print("vuelta \($0)") }
do {
    try repetir(3) { i in
        if i == 1 { throw Fallo.x }
        print("ok \(i)")
    }
} catch {
    print("paró: \(error)")
}
