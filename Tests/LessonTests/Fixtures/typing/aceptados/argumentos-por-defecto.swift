struct Reintento {
    var maximo: Int
    var espera: Double
}

func politica(maximo: Int = 3, espera: Double = 0.5) -> Reintento {
    Reintento(maximo: maximo, espera: espera)
}

func saludo(_ nombre: String, con saludo: String = "Hola", signo: Character = "!") -> String {
    "\(saludo), \(nombre)\(signo)"
}

print(politica().maximo, politica(espera: 2).espera, politica(maximo: 5).espera)
print(saludo("Ada"), saludo("Leo", con: "Buenas"), saludo("Eva", signo: "?"))
