struct P { var n: String }
print(P(n: "a").debugDescription)
