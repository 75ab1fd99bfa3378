enum Fallo: Error { case vacio }
func comprobar(_ nombre: String) throws {
    if nombre.isEmpty { throw Fallo.vacio }
}
func comprobarTodos(_ nombres: [String]) throws {
    nombres.forEach { try comprobar($0) }
}
try comprobarTodos(["Ana", "Luis"])
print("listo")
