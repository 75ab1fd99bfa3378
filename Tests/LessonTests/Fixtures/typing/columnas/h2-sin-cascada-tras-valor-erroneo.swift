struct Punto { var x: Int; var y: Int }
let p = Punto(x: 1, y: "2")
print(p.z)
let a: Int = "x"
let b = a + "y"
var e = 3 + "x"
e = "y"
let f = undefinedName
print(f.foo)
func g() {
    let h = Punto(x: "1", y: 2)
    h.x = 5
}
