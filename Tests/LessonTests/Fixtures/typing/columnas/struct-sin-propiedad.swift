struct P { var x = 0 }
var p = P()
p.y = 3
