enum Color: CaseIterable { case rojo, verde }
print(Color.allCases.count + "x")
