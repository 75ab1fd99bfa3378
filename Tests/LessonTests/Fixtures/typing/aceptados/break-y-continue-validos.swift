var total = 0
externo: for i in 1...5 {
    switch i {
    case 2: continue
    case 4: break
    default: total += i
    }
    if i == 5 { break externo }
    repeat {
        if total > 100 { break }
        total += 1
    } while total < 3
}
print(total)
let pares = [1, 2, 3, 4].filter { n in
    for d in [2] where n % d == 0 { return true }
    return false
}
print(pares)
func f() {
    defer { for k in 0..<2 { if k == 1 { break }; print("defer \(k)") } }
    print("cuerpo")
}
f()
