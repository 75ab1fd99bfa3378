import Messages
import Packs
import Platform

// Owner: the packs engineer. `:lecciones`, `:leer`, `:modelos`, and the completion of lesson ids
// and model names. The packs are loaded once per session, on first use, and shared: `:cargar`
// finds a model with `packLibrary.model(name)`.

/// The session's packs, loaded on first use.
final class PackState {
    var library: PackLibrary?
}

extension Session {
    /// Every pack of the bundled root and `LESSON_PATH` (with this session's environment).
    public var packLibrary: PackLibrary {
        let state = component(PackState.init)
        if let library = state.library { return library }
        let library = PackLoader.load(environment: environment)
        state.library = library
        return library
    }

    /// Uses these packs instead of loading them from the environment (`validar` of one root).
    public func usePacks(_ library: PackLibrary) { component(PackState.init).library = library }

    func handleLecciones(_ arguments: String) {
        guard arguments.isEmpty else { showError(Msg.REPL.takesNoArguments(":lecciones")); return }
        let library = packLibrary
        if library.lessons.isEmpty { showError(Msg.Packs.noPacks) } else {
            show(PackListing.lessons(library, style: style, repl: true))
        }
        if let problems = PackListing.problems(library.diagnostics) { showError(problems) }
    }

    func handleLeer(_ arguments: String) {
        guard !arguments.isEmpty else { showError(Msg.Packs.missingLessonIDREPL); return }
        switch packLibrary.lesson(arguments) {
        case .failure(let error):
            showError(error.message)
        case .success(let lesson):
            let terminal = TerminalOutput.detect(environment: environment)
            let text = LessonRenderer.render(lesson.markdown, width: terminal.width, color: style.enabled)
            if interactive, output is StandardOutput {
                terminal.show(text, environment: environment) { output.write($0) }
            } else {
                output.write(text)
            }
        }
    }

    func handleModelos(_ arguments: String) {
        guard arguments.isEmpty else { showError(Msg.REPL.takesNoArguments(":modelos")); return }
        let library = packLibrary
        show(PackListing.models(library, style: style), hanging: PackListing.modelDetailsColumn(library))
    }

    /// Tab after `:leer ` offers lesson ids and file names; after `:cargar `, model names.
    /// Called once from `Session.init`.
    func registerLessonCompletions() {
        addArgumentCompletion(for: .leer) { [weak self] _ in
            guard let library = self?.packLibrary else { return [] }
            return library.lessonIDs + library.lessons.map(\.name)
        }
        addArgumentCompletion(for: .cargar) { [weak self] _ in self?.packLibrary.modelNames ?? [] }
    }
}
