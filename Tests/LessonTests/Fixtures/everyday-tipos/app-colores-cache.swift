// Fábrica con caché estática y contador de instancias
final class Color: CustomStringConvertible, Equatable {
    static private(set) var creados = 0
    private static var cache: [String: Color] = [:]

    let nombre: String
    let rgb: (Int, Int, Int)

    private init(nombre: String, rgb: (Int, Int, Int)) {
        self.nombre = nombre
        self.rgb = rgb
        Color.creados += 1
    }

    static func llamado(_ nombre: String) -> Color? {
        if let c = cache[nombre] { return c }
        let conocidos = ["rojo": (255, 0, 0), "verde": (0, 255, 0), "azul": (0, 0, 255), "gris": (128, 128, 128)]
        guard let rgb = conocidos[nombre] else { return nil }
        let c = Color(nombre: nombre, rgb: rgb)
        cache[nombre] = c
        return c
    }

    static var enCache: [String] { cache.keys.sorted() }

    var hex: String {
        let digitos = Array("0123456789ABCDEF")
        func dos(_ n: Int) -> String { String([digitos[n / 16], digitos[n % 16]]) }
        return "#" + dos(rgb.0) + dos(rgb.1) + dos(rgb.2)
    }

    var brillo: Double { Double(rgb.0 + rgb.1 + rgb.2) / (3 * 255) }

    func mezclar(con otro: Color) -> (Int, Int, Int) {
        ((rgb.0 + otro.rgb.0) / 2, (rgb.1 + otro.rgb.1) / 2, (rgb.2 + otro.rgb.2) / 2)
    }

    var description: String { "\(nombre) \(hex)" }

    static func == (a: Color, b: Color) -> Bool { a.rgb == b.rgb }
}

let r1 = Color.llamado("rojo")
let r2 = Color.llamado("rojo")
let a = Color.llamado("azul")
let x = Color.llamado("fucsia")
print(r1 as Any, x as Any, Color.creados, r1 === r2)
print(Color.enCache)
if let r = r1, let a = a {
    print(r.mezclar(con: a), r == a, r == r2!)
    print(r.brillo, Color.llamado("gris")!.brillo, Color.llamado("gris")!.hex)
}
let paleta = ["verde", "gris", "negro", "azul"].compactMap(Color.llamado)
print(paleta, paleta.map(\.hex), Color.creados)
print(paleta.sorted { $0.brillo > $1.brillo }.map(\.nombre), paleta.contains(a!))
