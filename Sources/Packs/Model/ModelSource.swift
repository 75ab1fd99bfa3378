import Language

/// The Swift of one lesson model, ready for the interpreter: every block with `modelo=NAME` of a
/// lesson joined in order, each line remembering its place in the `.md` file.
public struct ModelSource: Sendable {
    /// What the learner types after `:cargar`: the plain name, or `<pack>/<model>` when another
    /// loaded pack defines a model of the same name.
    public var name: String
    /// The name as written after `modelo=`.
    public var plainName: String
    public var pack: String
    /// The id of the lesson that defines it (`<pack>/<lesson>`).
    public var lessonID: String
    public var source: SourceFile
    /// `inicial=EXPR`: a Swift expression for the initial state, if the lesson names one.
    public var initial: String?
    /// `legitimo=FUNC`: the name of a predicate `(T) -> Bool` over legitimate values, if any.
    public var legitimate: String?
    /// `maquina=FUNC`: the machine function, when the lesson names it; and where the attribute stands.
    public var machine: String?
    public var machineAt: SourceLocation?
    /// Where the model's first block opens (the fence line), for naming it in listings and errors.
    public var path: String
    public var line: Int

    /// The same under the names the brief's readers may look for.
    public var inicial: String? { initial }
    public var legitimo: String? { legitimate }
    public var qualifiedName: String { "\(pack)/\(plainName)" }

    public init(name: String, plainName: String, pack: String, lessonID: String, source: SourceFile,
                initial: String?, legitimate: String?, machine: String? = nil, machineAt: SourceLocation? = nil,
                path: String, line: Int) {
        self.name = name
        self.plainName = plainName
        self.pack = pack
        self.lessonID = lessonID
        self.source = source
        self.initial = initial
        self.legitimate = legitimate
        self.machine = machine
        self.machineAt = machineAt
        self.path = path
        self.line = line
    }
}
