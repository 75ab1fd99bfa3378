struct Perfil { var nombre: String; var edad: Int }

func buscar(_ nombre: String, en perfiles: [Perfil]) -> Perfil? {
    for p in perfiles where p.nombre == nombre {
        return p
    }
    return nil
}

func edad(de p: Perfil?) -> Int? {
    guard let p else { return nil }
    return p.edad
}

let perfiles = [Perfil(nombre: "Ada", edad: 36), Perfil(nombre: "Leo", edad: 15)]
let encontrado = buscar("Leo", en: perfiles)
print(encontrado!.edad, edad(de: encontrado) as Any, edad(de: nil) as Any)
var opcional: Int? = 5
opcional! += 1
let promovido: Int?? = opcional
print(opcional as Any, promovido as Any)
let nombres: [String?] = ["a", nil, "c"]
print(nombres.filter { $0 != nil }.count, nombres.count, nombres[1] ?? "-")
