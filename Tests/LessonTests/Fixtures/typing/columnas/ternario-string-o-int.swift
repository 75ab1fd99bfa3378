let n = 4
let texto = n > 2 ? "grande" : 0
print(texto)
