let opt: Bool? = true
if opt { print("sí") }
