// trimmingPrefix: lo que queda tras el prefijo, como Substring que conserva sus índices.
let linea = "> cita importante"
let sinMarca = linea.trimmingPrefix("> ")
print(sinMarca, sinMarca.count, linea[sinMarca.startIndex])
print(linea.trimmingPrefix("# "), "   sangrado".trimmingPrefix { $0 == " " })
let partes = "  uno, dos".split(separator: ",").map { $0.trimmingPrefix(" ") }
print(partes, String(partes[0]) + "!")
