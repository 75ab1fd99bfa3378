enum Modo { case a, b }
let m = Modo.c
