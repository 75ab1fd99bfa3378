struct Contador { var n = 0; func subir() { n += 1 } }
var c = Contador()
c.subir()
