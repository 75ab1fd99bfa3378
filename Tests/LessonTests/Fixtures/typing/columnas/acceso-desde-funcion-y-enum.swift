struct S { private var n = 0 }
func f(_ s: S) -> Int { s.n }
enum E {
    case a
    private var oculto: Int { 1 }
    private func m() {}
}
print(E.a.oculto)
E.a.m()
print(f(S()))
