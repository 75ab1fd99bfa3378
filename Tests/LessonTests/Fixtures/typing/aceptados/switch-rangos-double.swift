let nota = 7.5
switch nota {
case 0..<5: print("suspenso")
case 5...10: print("aprobado")
default: print("??")
}
