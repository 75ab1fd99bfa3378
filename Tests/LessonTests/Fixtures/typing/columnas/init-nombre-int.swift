struct Perfil { var nombre: String; var edad: Int }
let p = Perfil(nombre: 3, edad: 3)
