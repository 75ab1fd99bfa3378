import Foundation
print("a-b".components(separatedBy: CharacterSet(charactersIn: 5)))
