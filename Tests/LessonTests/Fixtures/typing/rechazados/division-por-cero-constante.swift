func repartir(_ total: Int, entre personas: Int) -> Int {
    total / personas
}
print(repartir(10, entre: 2))
print(repartir(10, entre: 0 * 3) + 10 / (2 - 2))
