// Bool no es Comparable: swiftc no puede sintetizar el < de este enum.
enum Respuesta: Comparable {
    case pendiente
    case dada(Bool)
}
print(Respuesta.pendiente < .dada(true))
