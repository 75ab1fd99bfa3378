enum Token: Equatable { case num(Double), mas, por }
func evaluar(_ ts: [Token]) -> Double? {
    var pila: [Double] = []
    for t in ts {
        switch t {
        case .num(let v): pila.append(v)
        case .mas, .por:
            guard pila.count >= 2 else { return nil }
            let b = pila.removeLast(), a = pila.removeLast()
            pila.append(t == .mas ? a + b : a * b)
        }
    }
    return pila.count == 1 ? pila[0] : nil
}
print(evaluar([.num(2), .num(3), .mas, .num(4), .por]) as Any)
print(evaluar([.mas]) as Any)
let t: Token = .num(1)
if case .num(let v) = t, v == 1 { print("uno") }
var opt: Int? = 4
opt? += 1
print(opt as Any)
opt = opt.map { $0 * 2 }
print(opt!)
let nombres = ["b": 2, "a": 1]
let (k, v) = nombres.min { $0.value < $1.value }!
print(k, v)
let x: Double = 3
let y = x / 2
print(y, Int(y), 7 / 2, 7 % 3, -7 / 2)
print(String(repeating: "ab", count: 2), "abc".count, Array("hey"))
