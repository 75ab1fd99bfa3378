struct P { var x = 0 }
let ps = [P()]
ps[0].x = 3
