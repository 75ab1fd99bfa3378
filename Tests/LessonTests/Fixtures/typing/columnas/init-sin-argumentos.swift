struct Perfil { var nombre: String; var edad: Int }
let p = Perfil()
