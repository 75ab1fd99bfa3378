enum Fallo: Error { case x }
func repetir(_ veces: Int, _ accion: () throws -> Void) rethrows {
    for _ in 0..<veces { try accion() }
}
func tarea() throws { throw Fallo.x }
do {
    repetir(2) { try tarea() }
} catch {
    print("falló")
}
