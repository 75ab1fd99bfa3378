// Fechas que no dependen del reloj: un momento dado en segundos desde 1970 o desde 2001
import Foundation
let inicio = Date(timeIntervalSince1970: 0)
print(inicio)
print(Date(timeIntervalSinceReferenceDate: 0), [Date(timeIntervalSince1970: 86400)])
let segundos: Double = 86400 * 365.25 * 30
print(Date(timeIntervalSince1970: segundos))
