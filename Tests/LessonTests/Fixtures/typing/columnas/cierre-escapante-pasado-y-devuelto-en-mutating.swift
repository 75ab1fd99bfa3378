var tareas: [() -> Void] = []

func programar(_ tarea: @escaping () -> Void) {
    tareas.append(tarea)
}

struct Riego {
    var litros = 0

    mutating func planificar() {
        programar {
            self.litros += 5
        }
    }

    mutating func alarma() -> () -> Int {
        return { self.litros }
    }
}

var r = Riego()
r.planificar()
tareas.forEach { $0() }
print(r.litros)
