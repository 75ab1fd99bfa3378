// Dos especializaciones de un genérico, o dos tipos anidados de igual nombre, son tipos distintos.
struct Caja<T> { var v: T }
print(type(of: Caja(v: 1)) == type(of: Caja(v: "a")))
print(type(of: Caja(v: 1)) == Caja<Int>.self)
enum A { struct Estado {} }
enum B { struct Estado {} }
print(type(of: A.Estado()) == type(of: B.Estado()))
