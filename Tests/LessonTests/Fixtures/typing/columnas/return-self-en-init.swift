struct Caja {
    var ancho: Int
    init(ancho: Int) {
        self.ancho = ancho
        return self
    }
}
print(Caja(ancho: 2).ancho)
