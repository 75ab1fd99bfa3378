func nota(_ n: Int) -> String {
    switch n {
    case 9...10: return "sobresaliente"
    case 7..<9: return "notable"
    case 5, 6: return "aprobado"
    case -100..<0: return "inválida"
    default: return "suspenso"
    }
}
print(nota(10), nota(7), nota(6), nota(-1), nota(2))
let r = 1...5
print(r.contains(3), (0..<3).count, Array(stride(from: 0, to: 10, by: 4)))
