let x = 5
func f() -> Int {
    let x = x * 2
    return x
}
print(f(), x)
var nombre: String? = "Ana"
if let nombre {
    print("hola \(nombre)")
}
if let nombre = nombre, nombre.count > 2 {
    print(nombre.count)
}
let anidado: Int?? = .some(nil)
print(anidado as Any)
if let a = anidado {
    print("fuera", a as Any)
}
let lleno: Int?? = 3
if let a = lleno, let b = a {
    print(b)
}
switch anidado {
case .some(.some(let v)): print("v", v)
case .some(.none): print("some none")
case .none: print("none")
}
nombre = nil
print(nombre ?? "sin nombre")
do {
    let x = "sombra"
    print(x)
}
print(x)
