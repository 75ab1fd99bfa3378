// El subíndice «seguro» que todo el mundo añade a Array: nil en vez de romper el programa
extension Array {
    subscript(seguro indice: Int) -> Element? {
        indices.contains(indice) ? self[indice] : nil
    }
}

extension String {
    subscript(letra n: Int) -> Character? {
        n >= 0 && n < count ? self[index(startIndex, offsetBy: n)] : nil
    }
}

let podio = ["Marta", "Iván", "Sara"]
for puesto in 0...4 {
    print(puesto + 1, podio[seguro: puesto] ?? "(nadie)")
}

func iniciales(_ nombres: [String]) -> String {
    var r = ""
    for i in 0..<5 {
        if let n = nombres[seguro: i], let c = n[letra: 0] { r.append(c) }
    }
    return r
}
print(iniciales(podio), "Swift"[letra: 4] ?? "-", "Swift"[letra: 9] ?? "-")
let tabla = [[1, 2], [3]]
print(tabla[seguro: 1]?[seguro: 0] ?? -1, tabla[seguro: 1]?[seguro: 5] ?? -1, podio[0])
