struct Animal {
    var nombre: String
}
struct Gato: Animal {
    var vidas = 7
}
print(Gato(vidas: 7).vidas)
