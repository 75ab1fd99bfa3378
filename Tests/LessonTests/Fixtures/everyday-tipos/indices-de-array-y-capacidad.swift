// Una lista de reproducción circular que se mueve por los índices del array.
struct Cancion { let titulo: String; let segundos: Int }

final class Lista {
    private(set) var canciones: [Cancion]
    private var actual: Int

    init(_ canciones: [Cancion]) { self.canciones = canciones; actual = canciones.startIndex }

    var sonando: Cancion { canciones[actual] }

    func siguiente() {
        let proxima = canciones.index(after: actual)
        actual = proxima == canciones.endIndex ? canciones.startIndex : proxima
    }

    func anterior() {
        actual = actual == canciones.startIndex ? canciones.index(before: canciones.endIndex) : canciones.index(before: actual)
    }

    func saltar(_ n: Int) { actual = canciones.index(canciones.startIndex, offsetBy: (actual + n) % canciones.count) }
}

let lista = Lista([Cancion(titulo: "Uno", segundos: 200), Cancion(titulo: "Dos", segundos: 185), Cancion(titulo: "Tres", segundos: 240)])
var orden: [String] = []
orden.reserveCapacity(8)
for _ in 0..<4 { orden.append(lista.sonando.titulo); lista.siguiente() }
lista.anterior(); lista.anterior()
orden.append(lista.sonando.titulo)
lista.saltar(5)
orden.append(lista.sonando.titulo)
print(orden, orden.count)
let cola = lista.canciones[1...]
print(cola.startIndex, cola.endIndex, cola.index(after: cola.startIndex), cola.distance(from: cola.startIndex, to: cola.endIndex))
print(lista.canciones.distance(from: 2, to: 0), lista.canciones.index(2, offsetBy: -2))
