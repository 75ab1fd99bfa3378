let precios = ["pan": 1.5, "vino": 7.0]
for (producto, precio) in precios.sorted() {
    print(producto, precio)
}
