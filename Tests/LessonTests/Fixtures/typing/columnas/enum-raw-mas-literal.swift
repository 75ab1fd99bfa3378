enum Moneda: Int { case uno = 1, dos = 2 }
let m = Moneda.dos
let total = m + 1
