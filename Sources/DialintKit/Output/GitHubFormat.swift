/// `--format github`: GitHub Actions workflow commands, one line per finding, which the Actions runner
/// turns into annotations on the run and on the pull request's changed files:
///
///     ::warning file=Specs/a.json,line=3,col=12,title=personal-pronoun::Avoid "You" …
///
/// The shape cli.md gives, and nothing more (no `endLine`/`endColumn`): a workflow step that reads the
/// lines with a pattern finds what the contract promises. Columns are the text format's, UTF-8 bytes,
/// so one finding has one column in every line format. Severity error is `::error`, warning
/// `::warning`, note `::notice`. The message is escaped as command data (`%`, CR, LF); the path and
/// title as property values (also `:` and `,`).
public struct GitHubFormat: StreamingOutputFormat {
    public static let name = "github"

    public init() {}

    public func begin(context: ReportContext, to sink: any OutputSink) {}

    public func end(context: ReportContext, to sink: any OutputSink) {}

    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        for diagnostic in diagnostics {
            sink.write(line(diagnostic) + "\n")
        }
    }

    func line(_ d: Diagnostic) -> String {
        let command = switch d.severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "notice"
        }
        // A control character in a file's name (ESC) is written as the text format writes it: raw, it
        // would reach the log's terminal as a command. Messages have theirs escaped already.
        let properties = [
            ("file", Self.escapeProperty(d.path).escapingControlCharacters),
            ("line", String(d.range.start.line)),
            ("col", String(d.range.start.column)),
            ("title", Self.escapeProperty(d.ruleID)),
        ].map { "\($0.0)=\($0.1)" }.joined(separator: ",")
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
