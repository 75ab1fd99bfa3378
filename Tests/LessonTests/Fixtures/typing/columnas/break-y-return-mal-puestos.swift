func buscar(_ xs: [Int], _ objetivo: Int) -> Bool {
    for x in xs {
        switch x {
        case objetivo: return true
        default: continue
        }
    }
    if xs.isEmpty {
        break
    }
    defer {
        for _ in 0..<1 { break }
        return
    }
    return false
}
print(buscar([1], 1))
