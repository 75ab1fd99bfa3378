class Informe {
    lazy let texto = "informe"
}
print(Informe().texto)
