func cambiar(_ x: inout Int) { x += 1 }
var v = 1
cambiar(v)
print(v)
