final class Motor {
    var encendido = false
}
class MotorTurbo: Motor {
    var turbo = true
}
print(MotorTurbo().turbo)
