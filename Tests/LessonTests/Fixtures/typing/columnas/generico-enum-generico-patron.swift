enum Respuesta<Valor> {
    case exito(Valor)
    case error(String)
}
let r: Respuesta<Int> = .exito(5)
switch r {
case .exito(let v):
    let s: String = v
    print(s)
case .error(let m):
    print(m)
}
