import Foundation
import Messages

/// Gradescope's `results.json`: the score, and one test per item with its score, maximum, output
/// and visibility (https://gradescope-autograders.readthedocs.io, «Output format»).
public struct GradescopeResults: Encodable, Sendable {
    public struct Test: Encodable, Sendable {
        var name: String
        var score: Double
        var maxScore: Double
        var status: String
        var output: String
        var visibility: String
        enum CodingKeys: String, CodingKey {
            case name, score, maxScore = "max_score", status, output, visibility
        }
    }

    var score: Double
    var executionTime: Int
    var output: String
    var outputFormat = "text"
    var stdoutVisibility = "hidden"
    var tests: [Test]

    enum CodingKeys: String, CodingKey {
        case score, executionTime = "execution_time", output, outputFormat = "output_format"
        case stdoutVisibility = "stdout_visibility", tests
    }

    public init(_ report: GradingReport) {
        score = report.points
        executionTime = Int(report.seconds.rounded(.up))
        tests = report.items.map { item in
            Test(name: item.name, score: item.points, maxScore: item.maxPoints, status: item.passed ? "passed" : "failed",
                 output: item.details.joined(separator: "\n"), visibility: Self.visibility(item.visibility))
        }
        var lines = [report.passed ? Msg.Grading.reportAllPassed(report.total) : Msg.Grading.reportSomeFailed(report.passedCount, of: report.total)]
        if let compile = report.lines.first(where: { $0.kind == .compilation }), !compile.passed {
            lines += compile.details
        }
        if let reason = report.reason { lines.append(reason) }
        output = lines.joined(separator: "\n")
    }

    /// A submission that could not be graded at all: score 0 and why.
    public init(error: ReportError) {
        score = 0
        executionTime = 0
        output = ([error.message] + error.details).joined(separator: "\n")
        tests = []
    }

    public static func visibility(_ visibility: Visibility) -> String {
        switch visibility {
        case .visible: return "visible"
        case .oculta: return "hidden"
        case .trasLaFecha: return "after_due_date"
        case .trasPublicar: return "after_published"
        }
    }

    public func json() -> String { ReportJSON.text(self) }
}

/// `lesson autograder EJ`: a Gradescope autograder zip. `setup.sh` installs the Swift this
/// `lesson` was built with and bubblewrap; `run_autograder` grades `$AUTOGRADER_ROOT/submission`
/// with `lesson check --formato gradescope` into `$AUTOGRADER_ROOT/results/results.json`.
/// The exercise goes in without `solucion/`.
public enum AutograderBundle {
    public static func archive(_ exercise: Exercise, lessonBinary: URL, swiftVersion: String, swiftPrefix: String) throws -> ZipArchive {
        var archive = ZipArchive()
        archive.entries.append(.init(path: "setup.sh", data: Data(setupScript(swiftVersion: swiftVersion, prefix: swiftPrefix).utf8), executable: true))
        archive.entries.append(.init(path: "run_autograder", data: Data(runScript(exercise, swiftPrefix: swiftPrefix).utf8), executable: true))
        archive.entries.append(.init(path: "bin/lesson", data: try Data(contentsOf: lessonBinary), executable: true))
        let base = "curso/Exercises/\(exercise.name)"
        let manager = FileManager.default
        for name in ["exercise.json", "enunciado.md"] {
            if let data = manager.contents(atPath: exercise.directory.appendingPathComponent(name).path) {
                archive.entries.append(.init(path: "\(base)/\(name)", data: data))
            }
        }
        for folder in ["pruebas", "plantilla"] {
            let directory = exercise.directory.appendingPathComponent(folder)
            for name in ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).sorted() where !name.hasPrefix(".") {
                if let data = manager.contents(atPath: directory.appendingPathComponent(name).path) {
                    archive.entries.append(.init(path: "\(base)/\(folder)/\(name)", data: data))
                }
            }
        }
        return archive
    }

    /// `'…'` for the shell.
    static func quoted(_ text: String) -> String { "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'" }

    static func setupScript(swiftVersion: String, prefix: String) -> String {
        """
        #!/usr/bin/env bash
        # Gradescope runs this once, as root, when it builds the autograder's image (Ubuntu):
        # bubblewrap for the sandbox, what Swift needs, and Swift \(swiftVersion) under \(prefix)
        # (where bin/lesson looks for its runtime and check finds swiftc).
        set -euo pipefail
        SWIFT_VERSION=\(quoted(swiftVersion))
        PREFIX=\(quoted(prefix))
        export DEBIAN_FRONTEND=noninteractive
        apt-get update -qq
        apt-get install -y -qq --no-install-recommends ca-certificates curl bubblewrap libedit2 binutils git \\
            libc6-dev libcurl4-openssl-dev libxml2-dev libsqlite3-0 libncurses-dev libz3-dev pkg-config tzdata zlib1g-dev gcc
        apt-get install -y -qq --no-install-recommends libstdc++-12-dev || apt-get install -y -qq --no-install-recommends libstdc++-11-dev || true
        if ! "$PREFIX/usr/bin/swiftc" --version 2>/dev/null | grep -q "swift-$SWIFT_VERSION-RELEASE"; then
            . /etc/os-release
            platform="${ID}${VERSION_ID}"
            url="https://download.swift.org/swift-$SWIFT_VERSION-release/${platform//./}/swift-$SWIFT_VERSION-RELEASE/swift-$SWIFT_VERSION-RELEASE-$platform.tar.gz"
            work="$(mktemp -d)"
            curl -fsSL "$url" | tar -xz -C "$work"
            mkdir -p "$PREFIX"
            cp -a "$work"/swift-*/usr "$PREFIX/"
            rm -rf "$work"
        fi
        "$(cd "$(dirname "$0")" && pwd)/bin/lesson" --version

        """
    }

    static func runScript(_ exercise: Exercise, swiftPrefix: String) -> String {
        let fallback = GradescopeResults(error: ReportError(code: "sin-lesson", message: Msg.Autograder.couldNotRun)).json()
            .replacingOccurrences(of: "\n", with: " ")
        return """
        #!/usr/bin/env bash
        # Gradescope runs this for each submission: grades $AUTOGRADER_ROOT/submission (by default
        # /autograder/submission) and writes $AUTOGRADER_ROOT/results/results.json.
        set -uo pipefail
        ROOT="${AUTOGRADER_ROOT:-/autograder}"
        SOURCE="$ROOT/source"
        RESULTS="$ROOT/results"
        mkdir -p "$RESULTS"
        export PATH=\(quoted(swiftPrefix + "/usr/bin")):"$PATH"
        export LESSON_PATH="$SOURCE/curso" LESSON_HOME="$ROOT/lesson-home" NO_COLOR=1
        submission="$ROOT/submission"
        # The files may come inside a folder of the upload.
        found="$(find "$submission" -type f -name \(quoted(exercise.files[0])) -not -path '*/.*' 2>/dev/null | sort | head -n 1)"
        if [ -n "$found" ]; then submission="$(dirname "$found")"; fi
        "$SOURCE/bin/lesson" check \(quoted(exercise.name)) --dir "$submission" --formato gradescope \\
            > "$RESULTS/results.json.tmp" 2> "$RESULTS/lesson.log"
        if ! grep -q '"tests"' "$RESULTS/results.json.tmp"; then
            printf '%s\\n' \(quoted(fallback)) > "$RESULTS/results.json.tmp"
        fi
        mv "$RESULTS/results.json.tmp" "$RESULTS/results.json"
        exit 0

        """
    }
}
