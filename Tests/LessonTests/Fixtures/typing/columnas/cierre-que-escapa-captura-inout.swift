// Un cierre que se guarda no puede capturar un parámetro inout.
var alarmas: [() -> Void] = []

func programarAlarma(_ minutos: inout Int, aviso: String) {
    alarmas.append {
        minutos -= 1
        print(aviso, minutos)
    }
}

func restarAhora(_ minutos: inout Int) {
    let pasos = [1, 2].map { $0 + minutos }
    minutos -= pasos.count
}

var quedan = 10
programarAlarma(&quedan, aviso: "¡ring!")
restarAhora(&quedan)
for a in alarmas { a() }
