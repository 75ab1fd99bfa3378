// A local let of UInt8 constants is folded in its body, and UInt8(-1) is refused at its literal.
func f() {
    let m = UInt8.max
    print(m + 1)
    let n: UInt8 = 200
    print(n * 2)
}
let x = UInt8(-1)
f()
