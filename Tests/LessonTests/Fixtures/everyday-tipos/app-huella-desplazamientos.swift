// La huella de una contraseña con desplazamientos que no rompen el programa (&<< y &>>)
func huella(_ texto: String) -> Int {
    var h = 5381
    for c in texto {
        let codigo = Int(c.asciiValue ?? 0)
        h = (h &<< 5) &+ h &+ codigo
    }
    return h ^ (h &>> 16)
}

for clave in ["hola", "Hola", "", "una clave bastante larga para desbordar"] {
    print("«\(clave)»", huella(clave))
}
print(1 &<< 64, 1 &<< 65, -64 &>> 3, Int.max &>> 62)
let bits: UInt8 = 0b1001_0110
print(bits &<< 2, bits &>> 10, bits &<< 8)
