struct S {
    let a: Int
    let f: () -> Int
    init(a: Int) {
        self.a = a
        let copia = a
        f = { copia * 2 }
    }
}
print(S(a: 2).f())
