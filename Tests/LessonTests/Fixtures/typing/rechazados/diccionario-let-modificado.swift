let capitales = ["Perú": "Lima"]
print(capitales["Perú"] ?? "?")
capitales["Chile"] = "Santiago"
print(capitales)
