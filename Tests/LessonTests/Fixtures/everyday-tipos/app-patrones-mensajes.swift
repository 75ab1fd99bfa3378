enum Mensaje {
    case texto(String, de: String)
    case imagen(ancho: Int, alto: Int)
    case ubicacion(lat: Double, lon: Double)
    case borrado
}

let bandeja: [Mensaje] = [
    .texto("hola", de: "ana"), .imagen(ancho: 800, alto: 600), .borrado,
    .texto("¿vienes?", de: "leo"), .ubicacion(lat: 40.4, lon: -3.7),
    .imagen(ancho: 100, alto: 2000), .texto("", de: "ana"),
]

for case let .texto(t, de: autor) in bandeja where !t.isEmpty {
    print("\(autor): \(t)")
}
for case .imagen(let w, let h) in bandeja {
    print("imagen \(w)x\(h)", w > h ? "horizontal" : "vertical")
}
var cuenta = 0
for m in bandeja {
    if case .borrado = m { cuenta += 1 }
}
print("borrados:", cuenta)

func describir(_ m: Mensaje) -> String {
    switch m {
    case .texto("", let autor): return "vacío de \(autor)"
    case .texto(let t, de: "ana") where t.count < 5: return "corto de ana"
    case .texto(_, let autor): return "texto de \(autor)"
    case .imagen(let w, let h) where w * h > 1_000_000: return "imagen grande"
    case .imagen: return "imagen"
    case let .ubicacion(lat, lon) where lat > 0 && lon < 0: return "ubicación NO"
    case .ubicacion: return "ubicación"
    case .borrado: return "borrado"
    }
}
print(bandeja.map(describir))

let opcionales: [Int?] = [1, nil, 3, nil, 5]
for case let x? in opcionales { print("hay", x) }
for case nil in opcionales { print("nada") }
let par: (Int?, String?) = (2, nil)
switch par {
case let (n?, s?): print("ambos", n, s)
case let (n?, nil): print("solo número", n)
case (nil, let s?): print("solo texto", s)
case (nil, nil): print("nada")
}
let punto = (3, -3)
switch punto {
case (0, 0): print("origen")
case (let x, 0), (0, let x): print("en un eje", x)
case let (x, y) where x == -y: print("diagonal inversa", x, y)
case (1...5, _): print("franja")
default: print("otro")
}
let valor: Any = 42
switch valor {
case let s as String: print("cadena", s)
case let i as Int where i > 40: print("entero grande", i)
default: print("otra cosa")
}
if case let .texto(t, de: a) = bandeja[3], a == "leo" { print("leo dice", t) }
guard case .imagen(let ancho, _) = bandeja[1] else { fatalError() }
print("ancho", ancho)
let c: Character = "7"
switch c {
case "0"..."9": print("dígito")
case "a"..."z", "A"..."Z": print("letra")
default: print("símbolo")
}
let edades = [5, 13, 17, 30, 70, -1]
print(edades.map { e -> String in
    switch e {
    case ..<0: return "inválida"
    case 0..<13: return "niño"
    case 13...17: return "adolescente"
    case 65...: return "mayor"
    default: return "adulto"
    }
})
