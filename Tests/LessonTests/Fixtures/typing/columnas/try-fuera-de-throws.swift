enum Fallo: Error { case malo }
func g() throws -> Int { throw Fallo.malo }
func f() -> Int {
    let n = try g()
    return n
}
print(f())
