// Lazy sequences: typed, printed and read as compiled Swift does, one element at a time.
let xs = [1, 2, 3, 4]
print(xs.lazy.map { $0 * 2 })
print(xs.lazy.filter { $0 > 1 })
print([xs.lazy.map { $0 * 2 }], [xs.lazy.filter { $0 > 1 }])
print(String(describing: xs.lazy.map { $0 * 2 }), "\(xs.lazy.filter { $0 > 2 })")
debugPrint(xs.lazy.map { $0 * 2 })
debugPrint(xs.lazy.filter { $0 > 1 })
// Chained: a map of a filter, a filter of a map; a map of a map and a filter of a filter are one.
print(xs.lazy.filter { $0 > 1 }.map { $0 * 10 })
print(xs.lazy.map { $0 * 10 }.filter { $0 > 10 })
print(xs.lazy.map { $0 * 10 }.map { $0 + 1 }, xs.lazy.filter { $0 > 1 }.filter { $0 < 4 })
print(xs.lazy.map { String($0) }, "hola".lazy.map { $0.uppercased() }, (1..<3).lazy.map { $0 })
print((1...3).lazy.filter { $0 > 1 }, xs[1...].lazy.map { $0 })
print(xs.lazy.map { $0 }.reversed(), xs.lazy.filter { $0 > 1 }.reversed())
print(xs.lazy.map { $0 + 1 }.reversed().map { $0 })
print(xs.lazy.map { $0 }.prefix(2), xs.lazy.map { $0 }.dropFirst(), xs.lazy.map { $0 }.suffix(1), xs.lazy.map { $0 }.dropLast())
// Read: the closures run only when an element is read, in Swift's order.
let dobles = xs.lazy.map { (x: Int) -> Int in
    print("doblo", x)
    return x * 2
}
print("antes de leer")
for d in dobles { print("leo", d) }
print(dobles.first as Any)
print(dobles.count, dobles.isEmpty)
print(dobles.last as Any)
print(dobles[2])
print(dobles.first(where: { $0 > 4 }) as Any)
print(dobles.contains(4))
print(dobles.reversed().first as Any)
let pares = xs.lazy.filter { (x: Int) -> Bool in
    print("miro", x)
    return x % 2 == 0
}
print(pares.first as Any)
print(pares.count)
print(pares.isEmpty)
print(pares.last as Any)
print(Array(pares))
print(pares.map { $0 * 100 }.first as Any)
let cadena = xs.lazy.filter { $0 > 1 }.map { $0 * 10 }
print(cadena.reduce(0, +), Array(cadena), cadena.max() as Any, cadena.sorted(by: >))
print(Array(xs.lazy.map { $0 + 1 }.map { $0 * 2 }), Array(xs.lazy.map { $0 * 5 }.dropFirst(2)))
for (i, x) in xs.lazy.map({ $0 * 3 }).enumerated() { print(i, x) }
print([1, 2].lazy.filter { $0 > 5 }.first as Any, [Int]().lazy.map { $0 }.isEmpty)
print(xs.lazy.filter { $0 > 1 }[0], xs.lazy.map { $0 * 7 }[1], xs.lazy[3])
print(xs.lazy.map { $0 }.allSatisfy { $0 > 0 }, xs.lazy.filter { $0 > 2 }.contains { $0 == 4 })
xs.lazy.map { $0 * 2 }.forEach { print("cada", $0) }
// type(of:) names the library's types as Swift does.
print(type(of: xs.lazy), type(of: xs.lazy.map { $0 * 2 }), type(of: xs.lazy.filter { $0 > 1 }))
print(type(of: xs.lazy.filter { $0 > 1 }.map { $0 * 2 }), type(of: xs.lazy.map { $0 * 2 }.filter { $0 > 1 }))
print(type(of: xs.lazy.map { String($0) }), type(of: xs.lazy.map { $0 }.reversed()), type(of: xs.lazy.map { $0 }.prefix(2)))
print(type(of: "hola".prefix(3)), type(of: xs[1...]), type(of: xs.reversed()), type(of: "ab".reversed()))
print(type(of: zip(xs, xs)), type(of: xs.enumerated()), type(of: xs.enumerated().reversed()), type(of: "ab".lazy))
print(type(of: stride(from: 0, to: 3, by: 1)), type(of: stride(from: 0, through: 3, by: 1)))
print(type(of: 1..<3), type(of: 1...3), type(of: ...3), type(of: 2...))
let d = ["a": 1]
print(type(of: d.keys), type(of: d.values), type(of: d), type(of: Set([1])))
print(type(of: xs), type(of: [Int]()), type(of: xs.first), type(of: (1, "a")), type(of: (a: 1, b: 2.0)))
print(type(of: "a b".split(separator: " ")), type(of: Character("a")), type(of: "a"))
// Inside functions, as in the top level.
func sumaDeCuadrados(_ numeros: [Int]) -> Int {
    var total = 0
    for cuadrado in numeros.lazy.map({ $0 * $0 }) where cuadrado > 1 { total += cuadrado }
    return total
}
func primerGrande(_ numeros: [Int]) -> Int? {
    numeros.lazy.map { (n: Int) -> Int in
        print("miro", n)
        return n * 10
    }.first { $0 > 15 }
}
print(sumaDeCuadrados(xs), primerGrande(xs) as Any)
func perezosa(_ numeros: [Int]) -> LazyMapSequence<[Int], String> { numeros.lazy.map { "n\($0)" } }
print(perezosa(xs), Array(perezosa([7])))
// A filter's slices: the same filter over the part of its base its indices bound, its
// predicate run on the same elements as Swift's.
let ochos = [1, 2, 3, 4, 5, 6, 7, 8]
let paresDeOcho = ochos.lazy.filter { (x: Int) -> Bool in
    print("miro", x)
    return x % 2 == 0
}
print(paresDeOcho.prefix(2))
print(paresDeOcho.dropFirst(3))
print(paresDeOcho.suffix(2))
print(paresDeOcho.dropLast(1))
print(paresDeOcho.prefix(10), paresDeOcho.dropFirst(10))
print(paresDeOcho.last as Any, ochos.lazy.filter { $0 > 10 }.last as Any)
print(ochos.lazy.map { String($0) }.joined(separator: ", "), ochos.lazy.filter { $0 > 6 }.map { "n\($0)" }.joined(separator: "-"))
print(Array(ochos.lazy.filter { $0 % 3 == 0 }.map { $0 * $0 }.prefix(2)))
print(type(of: ochos.lazy.filter { $0 % 3 == 0 }.map { $0 * $0 }.prefix(2)))
print(ochos[2...].lazy.filter { $0 > 4 }.prefix(1), "abcabc".lazy.filter { $0 != "b" }.dropFirst())
// compactMap: a map, a filter of the non-nil and a map that unwraps, as the library builds it;
// the first element of a filter of a map is read twice, as Swift reads it.
let textos = ["1", "dos", "3", "cuatro", "5"]
let enteros = textos.lazy.compactMap { (t: String) -> Int? in
    print("leo", t)
    return Int(t)
}
print(enteros)
print(type(of: enteros))
print(enteros.first as Any)
print(Array(enteros), enteros.reduce(0, +))
print([1, 2, 3].lazy.map { $0 * 2 }.compactMap { $0 > 2 ? $0 : nil }.count, Array([nil, 4, nil, 6].lazy.compactMap { $0 }))
let triples = [1, 2, 3].lazy.map { (x: Int) -> Int in
    print("triplico", x)
    return x * 3
}
print(triples.filter { $0 > 3 }.first as Any)
