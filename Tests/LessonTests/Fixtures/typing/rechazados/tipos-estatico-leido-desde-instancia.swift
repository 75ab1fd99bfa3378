struct S {
    static var total = 0
    func g() -> Int { total }
}
