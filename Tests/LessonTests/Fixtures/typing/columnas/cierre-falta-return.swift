let cierre: (Int) -> String = { n in
    if n > 0 { return "positivo" }
}
