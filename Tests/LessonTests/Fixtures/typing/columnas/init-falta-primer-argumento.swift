struct Usuario { var nombre: String; var edad: Int = 0 }
let u = Usuario(edad: 3)
print(u)
