struct Caja { var valor: Int }
func hacer() -> Caja {
    let n: Int
    n = 1
    n = 2
    return Caja(valor: n)
}
print(hacer())
