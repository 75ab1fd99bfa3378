func nota(_ n: Int) -> String {
    if n >= 9 { return "sobresaliente" }
    if n >= 5 { return "aprobado" }
}
let s: Int = "texto"
