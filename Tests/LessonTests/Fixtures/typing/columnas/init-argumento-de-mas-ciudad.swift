struct Perfil { var nombre: String; var edad: Int }
let p = Perfil(nombre: "ana", edad: 3, ciudad: "x")
