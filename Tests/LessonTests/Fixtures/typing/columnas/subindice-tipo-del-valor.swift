// El valor que se asigna por el subíndice tiene su tipo.
struct Notas {
    var lista: [Double] = [0, 0]
    subscript(i: Int) -> Double {
        get { lista[i] }
        set { lista[i] = newValue }
    }
}
var notas = Notas()
notas[0] = 7.5
notas[1] = "ocho"
print(notas[0])
