// Un deinit que cambia un contador estático y luego imprime: cada deinit corre entero, en el
// orden en que se van las instancias (la última declarada primero).
class Recurso {
    static var abiertos = 0
    let nombre: String
    init(_ nombre: String) {
        self.nombre = nombre
        Recurso.abiertos += 1
        print("abre", nombre)
    }
    deinit {
        Recurso.abiertos -= 1
        print("cierra", nombre, "quedan", Recurso.abiertos)
    }
}
func usar() {
    let a = Recurso("a")
    let b = Recurso("b")
    let c = Recurso("c")
    print("usando", a.nombre, b.nombre, c.nombre, Recurso.abiertos)
}
usar()
print("abiertos:", Recurso.abiertos)
var r: Recurso? = Recurso("d")
var otro = r
r = nil
print("sigue?", otro != nil)
otro = nil
var lista = [Recurso("e"), Recurso("f")]
lista.removeAll()
print("abiertos:", Recurso.abiertos)
