struct Contador { var n = 0; static func crear() -> Contador { Contador(n: n) } }
