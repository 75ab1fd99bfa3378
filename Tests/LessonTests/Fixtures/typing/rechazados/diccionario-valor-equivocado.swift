var stock: [String: Int] = [:]
stock["pan"] = 3
stock["leche"] = "dos"
print(stock)
