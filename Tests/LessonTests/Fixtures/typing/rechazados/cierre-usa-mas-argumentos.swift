enum Luz { case encendida, apagada }
let alternar: (Luz) -> Luz = { luz, extra in luz == .encendida ? .apagada : .encendida }
print(alternar(.apagada))
