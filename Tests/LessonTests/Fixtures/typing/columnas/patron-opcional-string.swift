let x: Int? = 3
switch x {
case 3?: print("tres")
case "4"?: print("cuatro")
default: print("otro")
}
