struct P { var nombre: String; var edad: Int }
let ps = [P(nombre: "a", edad: 3)]
let a = ps.filter { $0.edad == "18" }
let b = ps.filter { p in p.edad > "18" }
let c = ps.filter { $0.nombre == 3 }
let d = ps.filter { p in p.nombre > 3 }
let f = ps.filter { $0.nombre > 3.5 }
let g = ps.filter { "18" < $0.edad }
let h = ps.filter { 3 < $0.nombre }
