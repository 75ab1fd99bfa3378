// Notas musicales y escalas con enums
enum Nota: Int, CaseIterable, CustomStringConvertible {
    case do_ = 0, doSostenido, re, reSostenido, mi, fa, faSostenido, sol, solSostenido, la, laSostenido, si

    var description: String {
        let nombres = ["Do", "Do#", "Re", "Re#", "Mi", "Fa", "Fa#", "Sol", "Sol#", "La", "La#", "Si"]
        return nombres[rawValue]
    }

    func subir(_ semitonos: Int) -> Nota {
        let n = Nota.allCases.count
        return Nota(rawValue: ((rawValue + semitonos) % n + n) % n)!
    }

    var esAlterada: Bool { description.hasSuffix("#") }
}

enum TipoEscala: String, CaseIterable {
    case mayor, menor, pentatonica
    var intervalos: [Int] {
        switch self {
        case .mayor: return [2, 2, 1, 2, 2, 2, 1]
        case .menor: return [2, 1, 2, 2, 1, 2, 2]
        case .pentatonica: return [2, 2, 3, 2, 3]
        }
    }
}

func escala(_ tonica: Nota, _ tipo: TipoEscala) -> [Nota] {
    var notas = [tonica]
    var actual = tonica
    for paso in tipo.intervalos.dropLast() {
        actual = actual.subir(paso)
        notas.append(actual)
    }
    return notas
}

for tipo in TipoEscala.allCases {
    print("\(tipo.rawValue.capitalizedPrimera()) de Do:", escala(.do_, tipo))
}
let laMenor = escala(.la, .menor)
print(laMenor.map(\.description).joined(separator: " - "), laMenor.filter(\.esAlterada).count)
print(Nota.si.subir(1), Nota.do_.subir(-1), Nota.mi.subir(24))
let alteradas = Nota.allCases.filter { $0.esAlterada }
print(alteradas, alteradas.count)
let acorde = [0, 4, 7].map { Nota.sol.subir($0) }
print("Sol mayor: \(acorde)")
func distancia(_ a: Nota, _ b: Nota) -> Int { (b.rawValue - a.rawValue + 12) % 12 }
print(distancia(.do_, .sol), distancia(.la, .do_), distancia(.mi, .mi))
let comunes = Set(escala(.do_, .mayor).map(\.rawValue)).intersection(escala(.sol, .mayor).map(\.rawValue))
print(comunes.count, comunes.sorted().map { Nota(rawValue: $0)! })

extension String {
    func capitalizedPrimera() -> String {
        guard let primera = first else { return self }
        return primera.uppercased() + dropFirst()
    }
}
