func nombre(_ n: Int) -> String {
    switch n {
    case 0: return "cero"
    case 1: return "uno"
    default: print("otro")
    }
}
print(nombre(1))
