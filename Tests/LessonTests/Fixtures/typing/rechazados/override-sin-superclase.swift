class Pantalla {
    func mostrar() -> String { "pantalla" }
}
class PantallaDeInicio: Pantalla {
    override func mostrar() -> String { "inicio" }
    override func ocultar() -> String { "oculta" }
}
print(PantallaDeInicio().mostrar())
