struct Usuario { var nombre: String; var edad: Int }
let u = Usuario("ana", 3)
print(u)
