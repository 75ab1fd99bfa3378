struct Hora {
    var h: Int
    var m: Int
}
let ahora = Hora(h: 10, m: 30)
let texto = String(ahora)
print(texto)
