struct R { var base: Int; var doble: Int { base * 2 } }
var r = R(base: 1)
r.doble = 4
