enum E: Error { case malo }
do { throw E.malo } catch { print(error.localizedDescription) }
