func f(_ p: Double) -> Double {
    let iva = p * 0.21
    p + iva
}
let g = { (p: Double) -> Double in
    let iva = p * 0.21
    print(iva)
}
let h = { (p: Double) -> Double in
    let iva = p * 0.21
    if iva > 2 { return 1 }
}
print(f(1), g(1), h(1))
