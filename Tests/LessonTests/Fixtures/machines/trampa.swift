enum Paso { case uno, dos, tres }
enum Orden { case seguir, romper }
func paso(_ p: Paso, _ o: Orden) -> Paso {
    switch (p, o) {
    case (.uno, .seguir): return .dos
    case (.dos, .romper): let ceros = [Int](); return ceros[0] == 0 ? .tres : .uno
    default: return p
    }
}
