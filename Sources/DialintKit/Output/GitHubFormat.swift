/// `--format github`: GitHub Actions workflow commands, one line per finding, which the Actions runner
/// turns into annotations on the run and on the pull request's changed files:
///
///     ::warning file=Specs/a.json,line=3,col=12,endLine=3,endColumn=16,title=personal-pronoun::Avoid "You" …
///
/// Severity error is `::error`, warning `::warning`, note `::notice`. Columns count UTF-16 code units
/// like SARIF's (GitHub's viewers count characters, not bytes). The message is escaped as command data
/// (`%`, CR, LF); the path and title as property values (also `:` and `,`).
public struct GitHubFormat: StreamingOutputFormat {
    public static let name = "github"

    public init() {}

    /// What the report carries from one file to the next. A format instance serves one run, whose
    /// report calls it in order from one thread; nothing else touches this box.
    private final class State: @unchecked Sendable {
        var columns = SourceColumns(workingDirectory: "/", unit: .utf16CodeUnits)
    }

    private let state = State()

    public func begin(context: ReportContext, to sink: any OutputSink) {
        state.columns = SourceColumns(workingDirectory: context.workingDirectory, unit: .utf16CodeUnits,
            standardInput: context.standardInput)
    }

    public func end(context: ReportContext, to sink: any OutputSink) {}

    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        for diagnostic in diagnostics {
            sink.write(line(diagnostic, columns: state.columns) + "\n")
        }
    }

    func line(_ d: Diagnostic, columns: SourceColumns) -> String {
        let command = switch d.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        let properties = [
            ("file", d.path),
            ("line", String(d.range.start.line)),
            ("col", String(columns.column(of: d.range.start, inFileAt: d.path))),
            ("endLine", String(d.range.end.line)),
            ("endColumn", String(columns.column(of: d.range.end, inFileAt: d.path))),
            ("title", d.ruleID),
        ].map { "\($0.0)=\(Self.escapeProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(properties)::\(Self.escapeData(d.message))"
    }

    /// Command data (the message): `%`, CR and LF percent-encoded, as the Actions runner decodes them.
    static func escapeData(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A property value: as command data, and `:` and `,` too, which end a value.
    static func escapeProperty(_ text: String) -> String {
        var out = ""
        for scalar in escapeData(text).unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
