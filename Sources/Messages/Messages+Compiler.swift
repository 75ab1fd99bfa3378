import Foundation

/// swiftc's messages in Spanish, by message pattern: what `lesson check` shows under the
/// learner's line and caret. A message with no translation here is shown with a Spanish line
/// and the compiler's English words only as a note.
extension Msg {
    public enum Compiler {
        /// `$1`, `$2`, `$3` stand for the pattern's groups (names written between backticks).
        public static let errors: [(String, String)] = [
            // Syntax.
            (#"^expected '\)' in parameter$"#, "falta un `)` que cierre la lista de parámetros"),
            (#"^expected '\)' in expression list$"#, "falta un `)` que cierre la lista de argumentos"),
            (#"^expected '\]' in (array|expression list|dictionary).*$"#, "falta un `]` que cierre los corchetes"),
            (#"^expected '\}' at end of (brace statement|closure)$"#, "falta una `}` que cierre este bloque"),
            (#"^expected '\}' in (enum|struct|class|extension|protocol)$"#, "falta una `}` que cierre el `$1`"),
            (#"^expected '\{' in body of function declaration$"#, "falta la `{` que abre el cuerpo de la función"),
            (#"^expected '\{' after '(if|guard|while|for|switch|else)' .*$"#, "falta la `{` después de `$1`"),
            (#"^expected '(.+)' in .+$"#, "se esperaba `$1` aquí"),
            (#"^expected '(.+)' after .+$"#, "se esperaba `$1` aquí"),
            (#"^expected '(.+)'$"#, "se esperaba `$1` aquí"),
            (#"^expected ',' separator$"#, "aquí falta una `,` o el `)` que cierre la lista"),
            (#"^expected parameter name followed by ':'$"#, "se esperaba el nombre de un parámetro seguido de `:`"),
            (#"^expected expression.*$"#, "falta una expresión"),
            (#"^expected declaration$"#, "se esperaba una declaración (`func`, `var`, `case`, `enum`…)"),
            (#"^expected pattern$"#, "se esperaba un patrón"),
            (#"^expected type.*$"#, "se esperaba un tipo"),
            (#"^expected identifier.*$"#, "se esperaba un nombre"),
            (#"^expected member name following '\.'$"#, "falta el nombre del miembro después del `.`"),
            (#"^single argument function types require parentheses$"#,
             "un tipo de función necesita paréntesis alrededor de su argumento (¿falta un `)` antes de `->`?)"),
            (#"^consecutive (statements|declarations) on a line must be separated by ';'$"#,
             "dos instrucciones seguidas en la misma línea: sepáralas con un salto de línea (o con `;`)"),
            (#"^extraneous '\}' at top level$"#, "sobra esta `}`: no cierra nada"),
            (#"^unterminated string literal$"#, "la cadena no se cierra: falta la `\"` final"),
            (#"^'case' label in a 'switch' must have at least one executable statement$"#,
             "cada `case` de un `switch` necesita al menos una instrucción"),
            (#"^'default' label can only appear inside a 'switch' statement$"#, "`default` solo puede ir dentro de un `switch`"),
            (#"^unary operator cannot be separated from its operand$"#, "un operador de un solo operando va pegado a él"),
            (#"^expressions are not allowed at the top level$"#, "no se admiten expresiones sueltas fuera de funciones"),
            // Names and members.
            (#"^cannot find type '([^']+)' in scope$"#, "no existe el tipo `$1`"),
            (#"^cannot find '([^']+)' in scope$"#, "no existe `$1` en este ámbito"),
            (#"^type '([^']+)' has no member '([^']+)'$"#, "el tipo `$1` no tiene el miembro `$2`"),
            (#"^value of type '([^']+)' has no member '([^']+)'$"#, "un valor de tipo `$1` no tiene el miembro `$2`"),
            (#"^enum case '([^']+)' not found in type '([^']+)'$"#, "`$2` no tiene el caso `.$1`"),
            (#"^cannot infer contextual base in reference to member '([^']+)'$"#,
             "no se sabe de qué tipo es `.$1`: el tipo que lo declara no existe o no se deduce de aquí"),
            (#"^invalid redeclaration of '([^']+)'$"#, "`$1` está declarado dos veces"),
            (#"^enum case '([^']+)' cannot be used as an instance member$"#, "el caso `$1` no es una propiedad de la instancia"),
            (#"^'([^']+)' is inaccessible due to '([^']+)' protection level$"#, "`$1` no se ve desde aquí: es `$2`"),
            // Exhaustiveness and patterns.
            (#"^switch must be exhaustive$"#, "el `switch` no es exhaustivo: faltan casos"),
            (#"^enum case '([^']+)' has no associated values$"#, "el caso `.$1` no lleva valores asociados"),
            (#"^pattern with associated values does not match enum case '([^']+)'$"#,
             "el caso `.$1` no lleva valores asociados: el patrón no puede extraerlos"),
            (#"^tuple pattern has the wrong length for tuple type '([^']+)'$"#,
             "el patrón no tiene tantos elementos como la tupla `$1`"),
            (#"^tuple pattern cannot match values of the non-tuple type '([^']+)'$"#,
             "un patrón de tupla no puede coincidir con un `$1`, que no es una tupla"),
            // Types.
            (#"^cannot convert value of type '([^']+)' to expected argument type '([^']+)'$"#, "se pasa un `$1` donde se espera un `$2`"),
            (#"^cannot convert value of type '([^']+)' to specified type '([^']+)'$"#, "un valor de tipo `$1` no puede ser de tipo `$2`"),
            (#"^cannot convert return expression of type '([^']+)' to return type '([^']+)'$"#,
             "se devuelve un `$1` donde se espera un `$2`"),
            (#"^cannot assign value of type '([^']+)' to type '([^']+)'$"#, "no se puede asignar un `$1` a algo de tipo `$2`"),
            (#"^binary operator '([^']+)' cannot be applied to operands of type '([^']+)' and '([^']+)'$"#,
             "el operador `$1` no se puede usar entre un `$2` y un `$3`"),
            (#"^binary operator '([^']+)' cannot be applied to two '([^']+)' operands$"#,
             "el operador `$1` no se puede usar entre dos `$2`"),
            (#"^value of optional type '([^']+)' must be unwrapped to a value of type '([^']+)'$"#,
             "`$1` es un opcional: desenvuélvelo (`if let`, `guard let`, `??`) para usarlo como `$2`"),
            (#"^referencing operator function '==' on 'Equatable' requires that '([^']+)' conform to 'Equatable'$"#,
             "para comparar con `==`, `$1` tiene que ser `Equatable`"),
            (#"^type '([^']+)' does not conform to protocol '([^']+)'$"#, "`$1` no cumple el protocolo `$2`"),
            (#"^cannot call value of non-function type '([^']+)'$"#, "un valor de tipo `$1` no es una función: no se puede llamar"),
            (#"^missing return in .* expected to return '([^']+)'$"#, "falta un `return` que devuelva `$1`"),
            (#"^variable '([^']+)' used before being initialized$"#, "`$1` se usa antes de tener valor"),
            (#"^no exact matches in call to .*$"#, "ninguna versión de esta llamada acepta estos argumentos"),
            // Labels and arguments.
            (#"^incorrect argument labels? in call \(have '([^']*)', expected '([^']*)'\)$"#,
             "etiquetas de argumento distintas: la llamada usa `($1)` y la declaración `($2)`"),
            (#"^missing argument labels? '([^']+)' in call$"#, "falta la etiqueta `$1` en la llamada"),
            (#"^extraneous argument labels? '([^']+)' in call$"#, "sobra la etiqueta `$1` en la llamada"),
            (#"^missing argument for parameter '([^']+)' in call$"#, "falta el argumento `$1` en la llamada"),
            (#"^missing arguments for parameters (.+) in call$"#, "faltan los argumentos $1 en la llamada"),
            (#"^extra argument '([^']+)' in call$"#, "sobra el argumento `$1` en la llamada"),
            (#"^extra arguments at positions .* in call$"#, "sobran argumentos en la llamada"),
            (#"^argument passed to call that takes no arguments$"#, "se pasa un argumento a algo que no lleva ninguno"),
            // Mutability.
            (#"^cannot assign to (property|value): '([^']+)' is a 'let' constant$"#, "no se puede asignar: `$2` es una constante `let`"),
            (#"^left side of mutating operator isn't mutable: '([^']+)' is a 'let' constant$"#,
             "no se puede modificar: `$1` es una constante `let`"),
            (#"^cannot use mutating member on immutable value: '([^']+)' is a 'let' constant$"#,
             "no se puede modificar: `$1` es una constante `let`"),
            (#"^cannot pass immutable value as inout argument: '([^']+)' is a 'let' constant$"#,
             "no se puede pasar como `inout`: `$1` es una constante `let`"),
        ]

        public static let notes: [(String, String)] = [
            (#"^to match this opening '(.)'$"#, "para cerrar este `$1`"),
            (#"^did you mean '([^']+)'\?$"#, "¿quisiste decir `$1`?"),
            (#"^'([^']+)' declared here$"#, "`$1` está declarado aquí"),
            (#"^'([^']+)' previously declared here$"#, "`$1` ya estaba declarado aquí"),
            (#"^found this candidate.*$"#, "hay esta otra versión"),
            (#"^add missing case: '([^']+)'$"#, "falta el caso `$1`"),
            (#"^add missing cases$"#, "faltan casos"),
            (#"^change 'let' to 'var' to make it mutable$"#, "cambia `let` por `var` para poder modificarlo"),
            (#"^coalesce using '\?\?'.*$"#, "usa `??` para dar un valor cuando el opcional es `nil`"),
            (#"^force-unwrap using '!'.*$"#, "o `!`, que detiene el programa si es `nil`"),
            (#"^short-circuit using 'guard' to exit .*$"#, "o `guard let … else { return … }`"),
            (#"^remove '([^']+)' to .*$"#, "quita `$1`"),
            (#"^insert '([^']+)'$"#, "añade `$1`"),
        ]

        /// The Spanish for an error, or nil when it has none yet.
        public static func translate(_ message: String) -> String? { apply(errors, to: message) }
        /// The Spanish for a note, or nil.
        public static func translateNote(_ message: String) -> String? { apply(notes, to: message) }

        /// The line shown for an error with no translation; the English goes in a note.
        public static let untranslated = "swiftc rechaza esta línea"
        public static func englishOriginal(_ message: String) -> String { "en palabras de swiftc (en inglés): \(message)" }
        public static func moreErrors(_ count: Int) -> String {
            count == 1 ? "… y 1 error más: corrige estos primero" : "… y \(count) errores más: corrige estos primero"
        }

        private static func apply(_ table: [(String, String)], to message: String) -> String? {
            for (pattern, template) in table {
                guard let regex = try? NSRegularExpression(pattern: pattern),
                      let match = regex.firstMatch(in: message, range: NSRange(message.startIndex..., in: message)) else { continue }
                var text = template
                for index in stride(from: match.numberOfRanges - 1, through: 1, by: -1) {
                    let group = Range(match.range(at: index), in: message).map { String(message[$0]) } ?? ""
                    text = text.replacingOccurrences(of: "$\(index)", with: group)
                }
                return text
            }
            return nil
        }
    }
}
