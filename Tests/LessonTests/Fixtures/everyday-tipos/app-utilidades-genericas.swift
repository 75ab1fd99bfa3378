func maximo<T: Comparable>(_ valores: [T]) -> T? {
    guard var mejor = valores.first else { return nil }
    for v in valores.dropFirst() where v > mejor {
        mejor = v
    }
    return mejor
}

func sinRepetidos<T: Hashable>(_ valores: [T]) -> [T] {
    var vistos = Set<T>()
    var resultado: [T] = []
    for v in valores {
        if vistos.insert(v).inserted {
            resultado.append(v)
        }
    }
    return resultado
}

func frecuencias<S: Sequence>(_ secuencia: S) -> [S.Element: Int] where S.Element: Hashable {
    var tabla: [S.Element: Int] = [:]
    for e in secuencia { tabla[e, default: 0] += 1 }
    return tabla
}

func sonIguales<A: Equatable>(_ a: [A], _ b: [A]) -> Bool where A: Comparable {
    a.sorted() == b.sorted()
}

struct Par<A, B> {
    let primero: A
    let segundo: B
    func intercambiado() -> Par<B, A> { Par<B, A>(primero: segundo, segundo: primero) }
}

extension Par: CustomStringConvertible where A: CustomStringConvertible, B: CustomStringConvertible {
    var description: String { "(\(primero) | \(segundo))" }
}

extension Array where Element: Numeric {
    func suma() -> Element { reduce(0, +) }
}

extension Array where Element == String {
    func enMayusculas() -> [String] { map { $0.uppercased() } }
}

func aplicar<T>(_ veces: Int, _ valor: T, _ f: (T) -> T) -> T {
    var actual = valor
    for _ in 0..<veces { actual = f(actual) }
    return actual
}

struct Caja<Contenido: Equatable>: Equatable {
    var contenido: Contenido
}

print(maximo([3, 9, 2, 7]) as Any)
print(maximo(["pera", "manzana", "uva"]) ?? "vacío")
print(maximo([Double]()) as Any)
print(sinRepetidos([1, 2, 2, 3, 1, 4]))
print(sinRepetidos(Array("abracadabra")).map(String.init).joined())
let f = frecuencias("mississippi")
for (letra, n) in f.sorted(by: { $0.value > $1.value || ($0.value == $1.value && $0.key < $1.key) }) {
    print(letra, n, terminator: "; ")
}
print()
print(sonIguales([3, 1, 2], [1, 2, 3]), sonIguales(["a"], ["b"]))
let p = Par(primero: 1, segundo: "uno")
print(p)
print(p.intercambiado())
print([1, 2, 3, 4].suma(), [1.5, 2.5].suma())
print(["hola", "adiós"].enMayusculas())
print(aplicar(3, 2) { $0 * $0 })
print(aplicar(2, "ja") { $0 + "ja" })
print(Caja(contenido: 5) == Caja(contenido: 5), Caja(contenido: "a") == Caja(contenido: "b"))
print(Caja(contenido: [1, 2]))
let parejas = zip(["uno", "dos", "tres"], 1...).map { "\($1):\($0)" }
print(parejas)
for n in 1... {
    if n * n > 40 { print("primer cuadrado > 40:", n * n); break }
}
let numerados = Dictionary(uniqueKeysWithValues: zip(["Ana", "Luis"], 1...))
print(numerados["Luis"]!, (3...).contains(where: { $0 % 5 == 0 }), (18...).contains(20))
print((1...).lazy.map { $0 * $0 }.first { $0 > 50 } as Any)
