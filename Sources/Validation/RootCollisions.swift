import Foundation
import Grading
import Messages
import Packs

/// Names the validated roots share with the other loaded roots (the bundled one, `LESSON_PATH`):
/// loaded together, a model or an exercise gets a longer name, and a pack is dropped altogether.
enum RootCollisions {
    static func problems(roots: [URL], library: PackLibrary, environment: [String: String]) -> [String] {
        let validated = Set(roots.map(\.standardizedFileURL.path))
        let others = PackRoots.all(environment: environment).filter { !validated.contains($0.standardizedFileURL.path) }
        guard !others.isEmpty else { return [] }
        let elsewhere = PackLoader.load(roots: others)
        var problems: [String] = []
        for pack in library.packs {
            if let other = elsewhere.packs.first(where: { $0.name == pack.name }) {
                problems.append(Msg.Validate.packCollision(pack.name, path: pack.root, other: other.root))
            }
        }
        for model in library.models {
            if let other = elsewhere.models.first(where: { $0.plainName == model.plainName }) {
                problems.append("\(PackLoader.displayPath(URL(fileURLWithPath: model.path))):\(model.line): "
                    + Msg.Validate.modelCollision(model.plainName, other: "\(other.path):\(other.line)", qualified: model.qualifiedName))
            }
        }
        let theirs = ExerciseCatalog(roots: others).exercises
        for exercise in ExerciseCatalog(roots: roots).exercises {
            if let other = theirs.first(where: { $0.name == exercise.name }) {
                problems.append(Msg.Validate.exerciseCollision(exercise.name, path: PackLoader.displayPath(exercise.directory),
                                                               other: other.directory.path))
            }
        }
        return problems
    }
}
