var contador = 0
let sumar = { contador += "1" }
sumar()
