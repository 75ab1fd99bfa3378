let días = ["lunes", "martes"]
for (i, d) in días.enumerated() {
    print("Día " + i + ": " + d)
}
