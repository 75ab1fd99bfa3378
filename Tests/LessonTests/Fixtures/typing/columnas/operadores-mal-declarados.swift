// Operadores mal declarados: un unario sin prefix, un prefix de dos parámetros, operandos que no casan.
struct V { var x: Int
    static func - (v: V) -> V { V(x: -v.x) }
}
struct W { var x: Int
    static prefix func - (a: W, b: W) -> W { a }
}
struct Z { var x: Int
    static prefix func - (z: Z) -> Z { Z(x: -z.x) }
    static func + (a: Z, b: Z) -> Z { Z(x: a.x + b.x) }
}
let z = Z(x: 1)
let m = -z
let n = z + 1
let o = !z
