let es = { (x: Int) -> Bool in
    if x > 0 { return "sí" }
    return false
}
print(es(1))
