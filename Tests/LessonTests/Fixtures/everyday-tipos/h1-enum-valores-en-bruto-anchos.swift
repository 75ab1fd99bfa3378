// Valores en bruto de enums de UInt8, Int32, UInt64 y UInt: explícitos, implícitos y mayores que Int.max.
enum Nivel: UInt8 { case bajo = 1, medio, alto }
enum Codigo: Int32 { case a = -5, b, c = 100 }
enum P: Int { case x = -3, y, z = 10, w }
enum Grande: UInt64 { case tope = 18446744073709551615, cero = 0, uno }
enum Sin: UInt { case alto = 18446744073709551614, mas }
print(Nivel.alto.rawValue, Codigo.b.rawValue, Codigo.c.rawValue, P.y.rawValue, P.w.rawValue)
print(Grande.tope.rawValue, Grande.uno.rawValue, Sin.mas.rawValue)
print(Grande(rawValue: 18446744073709551615) == .tope, Nivel(rawValue: 3) == .alto)
