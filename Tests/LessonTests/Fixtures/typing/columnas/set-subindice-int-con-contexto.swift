let conjunto: Set<Int> = [1, 2]
let primero: Int = conjunto[0]
