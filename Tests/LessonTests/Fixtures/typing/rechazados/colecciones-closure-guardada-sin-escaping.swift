var pendientes: [() -> Void] = []
func registrar(_ accion: () -> Void) {
    pendientes.append(accion)
}
registrar { print("hola") }
