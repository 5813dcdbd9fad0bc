/// `--format gitlab`: a GitLab Code Quality report (the Code Climate subset GitLab reads), a JSON array:
///
///     {"check_name": "personal-pronoun", "description": "Avoid …", "fingerprint": "…",
///      "location": {"lines": {"begin": 3, "end": 3}, "path": "Specs/a.json"}, "severity": "minor"}
///
/// Severity error is `major`, warning `minor`, note `info`. The fingerprint (SHA-256, see `Fingerprint`)
/// does not depend on the line, so a finding keeps its identity when lines move, and is unique in the report.
public struct GitLabFormat: StreamingOutputFormat {
    public static let name = "gitlab"

    public init() {}

    struct Issue: Encodable {
        struct Location: Encodable {
            var path: String
            var lines: Lines
        }

        struct Lines: Encodable {
            var begin: Int
            var end: Int
        }

        var description: String
        var check_name: String
        var fingerprint: String
        var severity: String
        var location: Location
    }

    /// What the report carries from one file to the next. A format instance serves one run, whose
    /// report calls it in order from one thread; nothing else touches this box.
    private final class State: @unchecked Sendable {
        var array = JSONArrayWriter()
    }

    private let state = State()

    public func begin(context: ReportContext, to sink: any OutputSink) {
        state.array = JSONArrayWriter()
    }

    /// A file's issues. Fingerprints are computed file by file: their identity includes the path.
    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        let issues = zip(diagnostics, Fingerprint.fingerprints(diagnostics)).lazy.map { d, fingerprint in
            Issue(
                description: d.message, check_name: d.ruleID, fingerprint: fingerprint,
                severity: Self.severity(d.severity),
                location: Issue.Location(path: d.path, lines: Issue.Lines(begin: d.range.start.line, end: d.range.end.line)))
        }
        state.array.write(issues, to: sink)
    }

    public func end(context: ReportContext, to sink: any OutputSink) {
        state.array.close(to: sink)
        sink.write("\n")
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "major"
        case .warning: "minor"
        case .note: "info"
        }
    }
}
