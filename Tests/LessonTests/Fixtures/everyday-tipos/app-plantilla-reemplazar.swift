// Rellenar una plantilla de mensaje con replacing(_:with:), sin Foundation
let plantilla = "Hola {nombre}, tu pedido {pedido} llega el {dia}. ¡Gracias, {nombre}!"
let datos = [("{nombre}", "Lucía"), ("{pedido}", "#4521"), ("{dia}", "lunes")]
var mensaje = plantilla
for (marca, valor) in datos {
    mensaje = mensaje.replacing(marca, with: valor)
}
print(mensaje)
print("a-b-c".replacing("-", with: ""), "sin cambios".replacing("x", with: "y"), "aaa".replacing("aa", with: "b"))
