// A Result of a Substring or a Character names them as Swift does (Swift.Substring, not Swift.String).
enum FalloTexto: Error { case vacio }

func primeraPalabra(_ texto: String) throws -> Substring {
    guard let palabra = texto.split(separator: " ").first else { throw FalloTexto.vacio }
    return palabra
}

func inicial(_ texto: String) throws -> Character {
    guard let letra = texto.first else { throw FalloTexto.vacio }
    return letra
}

let palabra: Result<Substring, Error> = .success("hola"[...])
print([palabra])
let capturada = Result { try primeraPalabra("buenos días") }
let fallida = Result { try primeraPalabra("") }
print([capturada, fallida])
debugPrint(Result { try inicial("zorro") })
print(Optional(Result { try inicial("") }))
if case .success(let p) = capturada { print(p.uppercased(), p.count) }
