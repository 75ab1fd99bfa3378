struct Tarea {
    var titulo: String
    var prioridad: Int
}
var tareas = [Tarea(titulo: "b", prioridad: 2), Tarea(titulo: "a", prioridad: 1)]
tareas.sort()
print(tareas.count)
