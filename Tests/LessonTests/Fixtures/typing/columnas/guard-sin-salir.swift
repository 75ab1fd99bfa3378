func f(_ x: Int?) -> Int {
    guard let v = x else { print("nada") }
    return v
}
print(f(1))
