/// What comes next in the course, from the recorded progress: the lessons in pack order, each
/// followed by the exercises that practise it; the first lesson not read or exercise not passed.
public enum CourseNext: Equatable, Sendable {
    case lesson(id: String, title: String)
    case exercise(id: String, title: String, started: Bool)
    case done
    case empty

    public static func find(lessons: [(id: String, title: String)], exercises: [Exercise],
                            progress: [String: ExerciseProgress], lessonsRead: Set<String>) -> CourseNext {
        if lessons.isEmpty && exercises.isEmpty { return .empty }
        func pending(_ exercise: Exercise) -> CourseNext? {
            let record = progress[exercise.id] ?? ExerciseProgress()
            if record.passed { return nil }
            return .exercise(id: exercise.id, title: exercise.title, started: !record.isUntouched)
        }
        let known = Set(lessons.map(\.id))
        for lesson in lessons {
            if !lessonsRead.contains(lesson.id) { return .lesson(id: lesson.id, title: lesson.title) }
            for exercise in exercises where exercise.lesson == lesson.id {
                if let next = pending(exercise) { return next }
            }
        }
        for exercise in exercises where !known.contains(exercise.lesson ?? "") {
            if let next = pending(exercise) { return next }
        }
        return .done
    }
}
