enum Evento { case cargar(id: Int), fallo(String) }
let e = Evento.fallo(3)
print(e)
