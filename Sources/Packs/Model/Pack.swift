/// A pack as loaded: `Lessons/<name>/pack.json` and the lessons it lists that could be read.
public struct Pack: Sendable {
    /// The directory name under `Lessons/`: the first half of every lesson id.
    public var name: String
    /// `titulo` from `pack.json`.
    public var title: String
    /// The pack root it came from (as shown to people).
    public var root: String
    /// The lessons in `pack.json` order; a listed lesson that could not be read is missing here
    /// and reported as a diagnostic instead.
    public var lessons: [Lesson]

    public init(name: String, title: String, root: String, lessons: [Lesson]) {
        self.name = name
        self.title = title
        self.root = root
        self.lessons = lessons
    }
}

/// One lesson: a Markdown file of a pack.
public struct Lesson: Sendable {
    /// `<pack>/<file name without .md>`.
    public var id: String { "\(pack)/\(name)" }
    public var pack: String
    /// The file name without `.md`.
    public var name: String
    /// 1-based place in the pack's `lecciones` list (as listed, so numbers do not shift when an
    /// earlier lesson is missing).
    public var position: Int
    /// The first `# ` heading, else the file name.
    public var title: String
    /// The `.md` file, as shown in diagnostics.
    public var path: String
    public var markdown: String
    /// The names of the models this lesson defines, as the learner types them after `:cargar`
    /// (qualified `<pack>/<model>` when another pack has a model of the same name).
    public var models: [String]

    public init(pack: String, name: String, position: Int, title: String, path: String,
                markdown: String, models: [String] = []) {
        self.pack = pack
        self.name = name
        self.position = position
        self.title = title
        self.path = path
        self.markdown = markdown
        self.models = models
    }
}
