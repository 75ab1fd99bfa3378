precedencegroup PotenciaPrecedence { higherThan: MultiplicationPrecedence; associativity: right }
print(1)
