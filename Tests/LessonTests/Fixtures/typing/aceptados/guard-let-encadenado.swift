struct Perfil {
    var nombre: String
    var edad: Int?
    var jefe: String? = nil
}

func resumen(_ p: Perfil?) -> String {
    guard let p, let edad = p.edad, edad >= 18 else {
        return "sin datos"
    }
    guard let jefe = p.jefe else { return "\(p.nombre), \(edad)" }
    return "\(p.nombre), \(edad), jefe \(jefe)"
}

print(resumen(nil))
print(resumen(Perfil(nombre: "Leo", edad: 15)))
print(resumen(Perfil(nombre: "Ada", edad: 36)))
print(resumen(Perfil(nombre: "Ada", edad: 36, jefe: "Grace")))
