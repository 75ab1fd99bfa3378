// Una función que devuelve 'some Vehiculo' debe devolver siempre el mismo tipo.
protocol Vehiculo {
    var ruedas: Int { get }
}

struct Moto: Vehiculo { var ruedas: Int { 2 } }
struct Coche: Vehiculo { var ruedas: Int { 4 } }

func alquilar(barato: Bool) -> some Vehiculo {
    switch barato {
    case true:
        return Moto()
    case false:
        return Coche()
    }
}

print(alquilar(barato: true).ruedas)
