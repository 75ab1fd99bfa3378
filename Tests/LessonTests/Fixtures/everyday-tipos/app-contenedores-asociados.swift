// Protocolos con tipos asociados y extensiones condicionadas
protocol Contenedor {
    associatedtype Item
    var items: [Item] { get }
    mutating func agregar(_ item: Item)
}

extension Contenedor {
    var cantidad: Int { items.count }
    var vacio: Bool { items.isEmpty }
}

struct Caja<T>: Contenedor {
    var items: [T] = []
    mutating func agregar(_ item: T) {
        items.append(item)
    }
}

struct Estanteria: Contenedor {
    var items: [String] = []
    let capacidad: Int
    mutating func agregar(_ item: String) {
        guard items.count < capacidad else {
            print("No cabe \(item)")
            return
        }
        items.append(item)
    }
}

extension Caja where T: Numeric {
    var suma: T { items.reduce(0, +) }
}

extension Caja where T == String {
    func juntos() -> String { items.joined(separator: "+") }
}

extension Array where Element == Int {
    var pares: [Int] { filter { $0 % 2 == 0 } }
    func media() -> Double {
        isEmpty ? 0 : Double(reduce(0, +)) / Double(count)
    }
}

extension Array where Element: Comparable {
    func estaOrdenado() -> Bool {
        for i in indices.dropLast() where self[i] > self[i + 1] {
            return false
        }
        return true
    }
}

extension String {
    var palabras: Int { split(separator: " ").count }
    func repetido(_ veces: Int) -> String {
        String(repeating: self, count: veces)
    }
}

extension Int {
    var esPrimo: Bool {
        guard self > 1 else { return false }
        var d = 2
        while d * d <= self {
            if self % d == 0 { return false }
            d += 1
        }
        return true
    }
    func veces(_ accion: () -> Void) {
        for _ in 0..<self { accion() }
    }
}

var numeros = Caja<Int>()
for n in [4, 8, 15, 16, 23, 42] { numeros.agregar(n) }
print(numeros.cantidad, numeros.suma, numeros.vacio)
var decimales = Caja<Double>()
decimales.agregar(1.5)
decimales.agregar(2.25)
print(decimales.suma)
var textos = Caja<String>()
textos.agregar("pan")
textos.agregar("vino")
print(textos.juntos(), textos.cantidad)

var estante = Estanteria(capacidad: 2)
for libro in ["Quijote", "Lazarillo", "Celestina"] { estante.agregar(libro) }
print(estante.items, estante.cantidad)

func describir<C: Contenedor>(_ c: C) -> String {
    c.vacio ? "vacío" : "\(c.cantidad) elementos"
}
print(describir(numeros), describir(Caja<Bool>()), describir(estante))

let lista = [3, 8, 1, 6, 4]
print(lista.pares, lista.media(), lista.estaOrdenado(), lista.sorted().estaOrdenado())
print(["a", "b", "c"].estaOrdenado(), [Int]().media())
print("hola que tal".palabras, "ja".repetido(3))
print((1...30).filter { $0.esPrimo })
var contador = 0
3.veces { contador += 2 }
print(contador)
