struct Usuario { var nombre: String; var edad: Int }
let u = Usuario(nombre: "ana", edad: "30")
print(u)
