let s = "hola"
switch s {
case "hola": print(1)
case "adiós": print(2)
}
