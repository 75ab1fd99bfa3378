struct Registro<Clave: Hashable, Valor> {
    var datos: [Clave: Valor] = [:]
    mutating func guardar(_ v: Valor, en k: Clave) { datos[k] = v }
}
var r = Registro<String, Int>()
r.guardar(1, en: "a")
r.guardar("b", en: 2)
