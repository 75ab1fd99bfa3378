struct S {
    var a: Int
    var b: Int
    init(a: Int) { self.a = a }
}
print(S(a: 1).a)
