// Structs que se copian y clases que se comparten; dos funciones mover con parámetros de tipos distintos
// son dos sobrecargas también pegadas en el REPL, una entrada cada una.
struct PuntoS { var x = 0 }
class PuntoC { var x = 0 }
var a = PuntoS()
var b = a
b.x = 5
print(a.x, b.x)
let c = PuntoC()
let d = c
d.x = 5
print(c.x, d.x, c === d)
var arr = [PuntoS(), PuntoS()]
arr[0].x = 3
var copia = arr
copia[1].x = 9
print(arr.map(\.x), copia.map(\.x))
let objs = [PuntoC(), PuntoC()]
let otros = objs
otros[0].x = 7
print(objs.map(\.x))
func mover(_ p: PuntoS) -> PuntoS { var q = p; q.x += 1; return q }
func mover(_ p: PuntoC) { p.x += 1 }
let m = mover(a)
mover(c)
print(a.x, m.x, c.x)
var dic = ["k": PuntoS()]
dic["k"]?.x = 4
print(dic["k"]!.x)
struct Equipo { var jugadores: [String] }
var e1 = Equipo(jugadores: ["a"])
var e2 = e1
e2.jugadores.append("b")
print(e1.jugadores, e2.jugadores)
