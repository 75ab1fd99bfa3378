// Un método de la extensión de un protocolo que no es requisito se despacha estáticamente también sobre un T: P (y sobre any P); los requisitos, dinámicamente.
protocol Saluda { func hola() -> String }
extension Saluda { func hola() -> String { "hola default" }; func adios() -> String { "adios default" } }
struct X: Saluda { func adios() -> String { "adios X" } }
struct Y: Saluda { func hola() -> String { "hola Y" } }
let a: Saluda = X()
print(a.adios(), X().adios(), a.hola())
let xs: [any Saluda] = [X(), Y()]
for x in xs { print(x.hola(), x.adios()) }
func usar<T: Saluda>(_ t: T) -> String { t.adios() + "/" + t.hola() }
print(usar(X()), usar(Y()))
class Base: Saluda { func hola() -> String { "hola Base" } }
class Hija: Base { override func hola() -> String { "hola Hija" } }
let b: Saluda = Hija()
print(b.hola(), b.adios())
protocol Nombrado { var nombre: String { get } }
extension Nombrado { var saludo: String { "Soy \(nombre)" } }
struct Gato { var nombre: String }
extension Gato: Nombrado {}
print(Gato(nombre: "Tom").saludo)
func presentar(_ n: some Nombrado) { print(n.saludo) }
presentar(Gato(nombre: "Felix"))
let ns: [Nombrado] = [Gato(nombre: "a")]
print(ns.map(\.saludo), ns.map { $0.nombre })
protocol Vehiculo: AnyObject { var ruedas: Int { get set } }
class Auto: Vehiculo { var ruedas = 4 }
let v: Vehiculo = Auto()
v.ruedas = 3
print(v.ruedas)
if let auto = v as? Auto { print("auto", auto.ruedas) }
print(xs.compactMap { $0 as? Y }.count)
struct Caja<T: Saluda> { var t: T; func f() -> String { t.adios() + " " + t.hola() } }
print(Caja(t: X()).f())
