// The library's wrappers print as compiled Swift prints them, and slices keep their indices.
let xs = [1, 2, 3]
print(xs.reversed())
print(xs.lazy)
print(zip(xs, ["a", "b"]))
print(stride(from: 0, to: 10, by: 2))
print(stride(from: 0, through: 10, by: 5))
print(stride(from: 0.0, to: 1.0, by: 0.5))
print(xs.enumerated())
print([xs.reversed()])
print(String(describing: xs.reversed()))
print("\(xs.enumerated())")
debugPrint(xs.reversed())
print([stride(from: 0, to: 10, by: 2)])
let s = "hola"
print(s.reversed())
print(s.lazy)
print(s.enumerated())
print(Set([1]).reversed())
print((1..<4).reversed())
print((1...4).reversed())
print(xs.reversed().map { $0 * 10 })
print(xs.enumerated().reversed())
print(xs.lazy.reversed())
print("ab".enumerated().reversed())
print(stride(from: 0, to: 3, by: 1).reversed())
print(zip(xs, xs).reversed())
print(xs[1...].reversed(), xs[1...].reversed().reversed())
print(Array(xs.enumerated()))
print(Array(zip(xs, xs)))
print(Array(xs.reversed()), Array(s.reversed()), String(s.reversed()))
print(Array(stride(from: 0, to: 5, by: 2)))
for (i, x) in xs.enumerated() { print(i, x) }
for i in stride(from: 3, through: 1, by: -1) { print(i) }
print(zip(xs, s).map { "\($0)\($1)" })
print(stride(from: 10, to: 0, by: -3).map { $0 })
print(type(of: xs.reversed()), type(of: xs[1...]), type(of: zip(xs, s)))
// Slices: printed as their elements, as `ArraySlice(…)` inside a container, indexed as the array.
print(xs[1...2])
print([xs[1...2]])
print(xs.dropFirst(), xs.prefix(2), xs.suffix(1), xs.dropLast())
print(xs[...1], xs[1...], xs[..<2])
let sl = xs[1...2]
print(sl.startIndex, sl.endIndex, sl[1], sl.count, sl.first as Any, Array(sl))
print(xs.prefix(2), [xs.prefix(2)])
print(sl == [2, 3], sl.firstIndex(of: 3) as Any, sl.indices, Array(sl.indices))
print(xs.suffix(2).startIndex, xs.dropFirst().dropFirst().startIndex)
print(sl.map { $0 * 2 }, sl.filter { $0 > 2 }, sl.reduce(0, +), sl.contains(3), sl.max() as Any, sl.last as Any)
print(sl[1...], sl[2...][2])
let juntos = xs[0...1] + xs
print(juntos, [juntos], juntos.startIndex, xs + xs[1...])
print(xs.prefix(while: { $0 < 3 }), xs.drop(while: { $0 < 2 }), [xs.drop(while: { $0 < 2 })])
// Substrings: printed and compared as text.
let frase = "hola mundo"
let sub = frase.prefix(4)
print(sub, [sub], sub == "hola", sub == frase, sub < frase, sub.hasPrefix("h"), sub.lowercased(), sub.count)
print(sub + frase, String(sub), frase.dropFirst(5), frase.suffix(3), frase.dropLast(6))
for palabra in frase.split(separator: " ") { print(palabra, palabra.count, palabra.uppercased()) }
print(frase.split(separator: " "), frase.split(separator: " ").map(String.init))
