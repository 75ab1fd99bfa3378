enum FalloRed: Error { case caida }

func descargar(_ url: String) throws -> String {
    if url.isEmpty { throw FalloRed.caida }
    return "contenido de " + url
}

let bien = Result<String, FalloRed>.success("hola")
print(bien)
let mal = Result<String, FalloRed> { try descargar("x") }
print(mal)
