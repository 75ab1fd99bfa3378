let xs = [1, 2, 3]
let pares = xs.filter { $0 % 2 == 0 }.map { $0 + "x" }
