let edad = 30
let texto = "Edad: " + edad
print(texto)
