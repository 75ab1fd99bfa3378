import Foundation
import Messages
import Platform
#if canImport(Glibc)
import Glibc
#endif

/// `notas.csv` and `notas.json`: what `corregir` leaves for the instructor.
public enum ClassReport {
    public static let csvHeader = "alumno,superadas,total,puntos,puntos_maximos,estado"
    /// Marks a `notas.json` as ours, so a later run may replace it (and nothing else).
    public static let tool = "lesson corregir"

    public static func csv(_ grades: [ClassGrade]) -> String {
        var rows = [csvHeader]
        for grade in grades {
            let report = grade.report
            rows.append([field(grade.learner), String(report.passedCount), String(report.total),
                         Msg.Grading.number(report.points), Msg.Grading.number(report.maxPoints),
                         grade.status.rawValue].joined(separator: ","))
        }
        return rows.joined(separator: "\n") + "\n"
    }

    /// RFC 4180: quoted when it holds a comma, a quote or a line break.
    static func field(_ text: String) -> String {
        guard text.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" }) else { return text }
        return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }

    struct Document: Encodable {
        struct Row: Encodable {
            var grade: ClassGrade
            enum CodingKeys: String, CodingKey {
                case learner = "alumno", status = "estado", passed = "superadas", total, points = "puntos"
                case maxPoints = "puntos_maximos", report = "informe"
            }
            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(grade.learner, forKey: .learner)
                try container.encode(grade.status.rawValue, forKey: .status)
                try container.encode(grade.report.passedCount, forKey: .passed)
                try container.encode(grade.report.total, forKey: .total)
                try container.encode(grade.report.points, forKey: .points)
                try container.encode(grade.report.maxPoints, forKey: .maxPoints)
                try container.encode(grade.report, forKey: .report)
            }
        }
        var format = GradingReport.formatVersion
        var tool = ClassReport.tool
        var version = Msg.version
        var exercise: String
        var title: String
        var maxPoints: Double
        var warnings: [String]
        var learners: [Row]
        enum CodingKeys: String, CodingKey {
            case format = "formato", tool = "herramienta", version, exercise = "ejercicio", title = "titulo"
            case maxPoints = "puntos_maximos", warnings = "avisos", learners = "alumnos"
        }
    }

    public static func json(_ exercise: Exercise, grades: [ClassGrade], warnings: [String]) -> String {
        let maximum = grades.first?.report.maxPoints ?? ScoringPlan(exercise: exercise).maxPoints
        return ReportJSON.text(Document(exercise: exercise.id, title: exercise.title, maxPoints: maximum,
                                        warnings: warnings, learners: grades.map { Document.Row(grade: $0) }))
    }

    /// Whether both files can be written into `directory` (created if missing), asked before a
    /// class is graded so a refusal costs nothing.
    public static func checkWritable(_ directory: URL) -> WriteProblem? {
        for name in ["notas.csv", "notas.json"] where !isOursOrAbsent(directory.appendingPathComponent(name)) {
            return WriteProblem(message: Msg.Class.wouldOverwrite(directory.appendingPathComponent(name).path))
        }
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            return WriteProblem(message: Msg.Class.cannotWrite(directory.path, reason: Msg.System.reason(errno == 0 ? EACCES : errno)))
        }
        guard access(directory.path, W_OK | X_OK) == 0 else {
            return WriteProblem(message: Msg.Class.cannotWrite(directory.path, reason: Msg.System.reason(errno)))
        }
        return nil
    }

    /// Writes both files into `directory` atomically; refuses (touching nothing) when a file of
    /// that name is there and was not written by `corregir`.
    public static func write(_ exercise: Exercise, grades: [ClassGrade], warnings: [String],
                             to directory: URL) -> Result<[URL], WriteProblem> {
        let csvURL = directory.appendingPathComponent("notas.csv")
        let jsonURL = directory.appendingPathComponent("notas.json")
        for url in [csvURL, jsonURL] where !isOursOrAbsent(url) {
            return .failure(WriteProblem(message: Msg.Class.wouldOverwrite(url.path)))
        }
        do {
            try AtomicFile.write(Data(csv(grades).utf8), to: csvURL)
            try AtomicFile.write(Data((json(exercise, grades: grades, warnings: warnings) + "\n").utf8), to: jsonURL)
        } catch {
            let code = (error as NSError).userInfo["errno"] as? Int32 ?? errno
            return .failure(WriteProblem(message: Msg.Class.cannotWrite(directory.path, reason: Msg.System.reason(code == 0 ? EACCES : code))))
        }
        return .success([csvURL, jsonURL])
    }

    public struct WriteProblem: Error, Sendable { public var message: String }

    static func isOursOrAbsent(_ url: URL) -> Bool {
        guard let data = FileManager.default.contents(atPath: url.path) else {
            return !FileManager.default.fileExists(atPath: url.path)
        }
        if url.pathExtension == "csv" {
            return String(decoding: data.prefix(csvHeader.utf8.count + 1), as: UTF8.self).hasPrefix(csvHeader + "\n")
        }
        let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any]
        return object?["herramienta"] as? String == tool
    }
}
