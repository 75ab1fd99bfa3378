struct P { var edad: Int? }
let p = P(edad: 3)
let mayor = p.edad > 18
print(mayor)
