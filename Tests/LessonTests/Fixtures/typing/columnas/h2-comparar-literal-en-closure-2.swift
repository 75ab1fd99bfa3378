struct P { var nombre: String; var edad: Int }
let ps = [P(nombre: "a", edad: 3)]
let a = ps.filter { $0.edad > "18" }
let b = ps.filter { $0.nombre > 3 }
let c = ps.filter { p in p.edad == "x" }
let f = ps.filter { $0.edad >= 18 && $0.nombre == 1 }
let g = ps.map { $0.edad + "1" }
let h = ps.sorted { $0.edad < $1.nombre }
