// Titulares de un periódico: los largos se recortan con puntos suspensivos
let titulares = ["Llueve en Madrid", "El equipo local gana la liga después de veinte años", "Sube el pan"]
for t in titulares {
    let corto = t.count > 20 ? t.prefix(20) + "…" : t
    let marcado = t.hasPrefix("El") ? t : "» " + t.dropFirst(0)
    print(corto, "|", marcado)
}
let resumen = titulares.map { $0.count > 12 ? $0.prefix(12) + "…" : $0 }
print(resumen)
