enum Evento { case cargar(id: Int), fallo(String) }
let e = Evento.cargar(7)
print(e)
