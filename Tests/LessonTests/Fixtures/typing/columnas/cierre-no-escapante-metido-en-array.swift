var manejadores: [() -> Void] = []
func registrar(_ accion: () -> Void) {
    manejadores.append(accion)
}
registrar { print("hola") }
for m in manejadores { m() }
