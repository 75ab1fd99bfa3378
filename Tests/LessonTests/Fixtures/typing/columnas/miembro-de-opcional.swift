var opcional: String? = "x"
print(opcional.count)
