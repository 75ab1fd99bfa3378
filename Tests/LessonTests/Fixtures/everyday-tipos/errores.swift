// Errores: throw, throws, do/catch con patrones, try, try?, try!, rethrows, Result y defer.
enum ErrorBanco: Error {
    case fondosInsuficientes(faltan: Int)
    case cuentaCerrada
}

struct Cuenta {
    var saldo: Int
    var abierta = true

    mutating func retirar(_ cantidad: Int) throws {
        guard abierta else { throw ErrorBanco.cuentaCerrada }
        guard cantidad <= saldo else { throw ErrorBanco.fondosInsuficientes(faltan: cantidad - saldo) }
        saldo -= cantidad
    }
}

func intentar(_ cantidad: Int, en cuenta: inout Cuenta) {
    do {
        try cuenta.retirar(cantidad)
        print("retirados \(cantidad), quedan \(cuenta.saldo)")
    } catch ErrorBanco.fondosInsuficientes(let faltan) where faltan > 100 {
        print("faltan muchísimos: \(faltan)")
    } catch ErrorBanco.fondosInsuficientes(let faltan) {
        print("faltan \(faltan)")
    } catch {
        print("otro error: \(error)")
    }
}

var cuenta = Cuenta(saldo: 50)
intentar(20, en: &cuenta)
intentar(40, en: &cuenta)
intentar(500, en: &cuenta)
cuenta.abierta = false
intentar(1, en: &cuenta)

func mitad(_ n: Int) throws -> Int {
    if n % 2 != 0 { throw ErrorBanco.cuentaCerrada }
    return n / 2
}
print(try? mitad(8) as Any)
print((try? mitad(7)) as Any)
let seguro = try! mitad(10)
print(seguro)
if let m = try? mitad(4) { print("mitad", m) }

do {
    let a = try mitad(20)
    let b = try mitad(a)
    let c = try mitad(b)
    print(a, b, c)
} catch let e as ErrorBanco {
    print("error del banco:", e)
}

func aplicar(_ valores: [Int], _ f: (Int) throws -> Int) rethrows -> [Int] {
    var salida: [Int] = []
    for v in valores { salida.append(try f(v)) }
    return salida
}
print(aplicar([1, 2, 3]) { $0 * 10 })
do { print(try aplicar([2, 4, 5], mitad)) } catch { print("falló con", error) }

func conDefer(_ n: Int) -> Int {
    defer { print("fin de conDefer(\(n))") }
    print("empieza")
    if n > 0 { return n }
    return -n
}
print(conDefer(3))

let bien = Result { try mitad(6) }
let mal: Result<Int, ErrorBanco> = .failure(.cuentaCerrada)
for r in [bien] {
    switch r {
    case .success(let v): print("éxito", v)
    case .failure(let e): print("fallo", e)
    }
}
do { print(try mal.get()) } catch { print("get lanzó", error) }
print(try bien.get())
