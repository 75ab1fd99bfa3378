enum Fase { case uno, dos, tres }
let f: Fase = .uno
let siguiente = switch f {
    case .uno: Fase.dos
    case .dos: .tres
}
print(siguiente)
