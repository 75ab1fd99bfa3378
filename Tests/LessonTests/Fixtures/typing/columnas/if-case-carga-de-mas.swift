indirect enum Arbol { case hoja(Int), nodo(Arbol, Arbol) }
let a = Arbol.hoja(1)
if case .hoja(let x, let y) = a { print(x, y) }
switch a {
case .hoja(let x, let y): print(x, y)
case .nodo: break
}
guard case .nodo(let l) = a else { fatalError() }
