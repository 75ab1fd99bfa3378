// A function declared before a global may read it: the top-level code has given it its value
// by the time the function runs.
func mostrar() {
    print(contador, nombres)
}
var contador = 5
var nombres = ["ana", "luis"]
mostrar()
contador += 2
nombres.append("eva")
mostrar()
