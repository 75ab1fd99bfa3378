struct Alumno { var nombre: String; var nota: Double }
let alumnos = [Alumno(nombre: "a", nota: 5)]
let media = alumnos.reduce(0) { $0 + $1.nota } / alumnos.count
let xs = [3, 1, 2]
let suma = xs.reduce(0, +) / 2.0
let doble = 2.0 * xs.reduce(0, +)
let bien = xs.reduce(0, +) / 2
let ds = [1.5, 2]
let bien2 = ds.reduce(0, +) / Double(ds.count)
let bien3 = alumnos.reduce(0) { $0 + $1.nota } / Double(alumnos.count)
