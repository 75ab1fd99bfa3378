import Foundation
enum E: Error { case malo }
struct MiError: Error, CustomStringConvertible { var description: String { "mi error" } }
do { throw E.malo } catch { print(error.localizedDescription) }
do { throw MiError() } catch { print(error.localizedDescription) }
struct LE: LocalizedError { var errorDescription: String? { "descripción localizada" } }
do { throw LE() } catch { print(error.localizedDescription) }
