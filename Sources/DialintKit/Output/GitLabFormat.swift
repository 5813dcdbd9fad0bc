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
    /// Each issue is written compact by hand and laid out as `JSONEncoder` prints an `Issue` (a test
    /// holds the two to the same bytes): encoding each took JSONEncoder some 20 µs.
    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        let fingerprints = Fingerprint.fingerprints(diagnostics)
        state.array.write(count: diagnostics.count, bytesEach: 300, to: sink) { index, json in
            Self.write(diagnostics[index], fingerprint: fingerprints[index], to: &json)
        }
    }

    /// Appends the issue of `d` as one compact object, keys sorted: what `JSONEncoder` prints for its `Issue`.
    static func write(_ d: Diagnostic, fingerprint: String, to json: inout CompactJSON) {
        typealias Cursor = CompactJSON.Cursor
        let severity = Self.severity(d.severity)
        let bound = 128 + 2 * Cursor.numberBound + Cursor.bound(of: d.ruleID) + Cursor.bound(of: d.message)
            + Cursor.bound(of: fingerprint) + Cursor.bound(of: d.path) + Cursor.bound(of: severity)
        json.write(atMost: bound) { json in
            json.member("{\"check_name\":", d.ruleID)
            json.member(",\"description\":", d.message)
            json.member(",\"fingerprint\":", fingerprint)
            json.member(",\"location\":{\"lines\":{\"begin\":", d.range.start.line)
            json.member(",\"end\":", d.range.end.line)
            json.member("},\"path\":", d.path)
            json.member("},\"severity\":", severity)
            json.fragment("}")
        }
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
