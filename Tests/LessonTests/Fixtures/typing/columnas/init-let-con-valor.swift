struct Perfil { let nombre: String; let edad = 0 }
let p = Perfil(nombre: "a", edad: 4)
