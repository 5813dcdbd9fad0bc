/// `--format checkstyle`: the Checkstyle XML report that Jenkins, reviewdog and most CI dashboards read.
///
/// One `<file>` per checked file, clean files included (empty, as Checkstyle writes them, so a dashboard
/// counts them as checked), and one `<error>` per finding in the text output's order. Columns count UTF-8
/// bytes as in the text output; severity note is `info`; `source` is `dialint.RULE-ID`.
public struct CheckstyleFormat: StreamingOutputFormat {
    public static let name = "checkstyle"

    /// What the report carries from one file to the next. A format instance serves one run, whose
    /// report calls it in order from one thread; nothing else touches this box.
    private final class State: @unchecked Sendable {
        /// How many of `context.checkedFiles` have had their `<file>` written.
        var filesWritten = 0
    }

    private let state = State()

    public init() {}

    public func begin(context: ReportContext, to sink: any OutputSink) {
        state.filesWritten = 0
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n")
    }

    /// Files with findings, and before each the clean files checked before it (`context.checkedFiles`
    /// lists the checked files in report order: so far, as the run goes, or all of them).
    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        var out = ""
        var start = diagnostics.startIndex
        while start < diagnostics.endIndex {
            let path = diagnostics[start].path
            let end = diagnostics[start...].firstIndex { $0.path != path } ?? diagnostics.endIndex
            let checked = context.checkedFiles
            while state.filesWritten < checked.count, !path.utf8.lexicographicallyPrecedes(checked[state.filesWritten].utf8) {
                if checked[state.filesWritten] != path { out += Self.cleanFile(checked[state.filesWritten]) }
                state.filesWritten += 1
            }
            out += "  <file name=\"\(XMLEscaping.escape(path))\">\n"
            for d in diagnostics[start..<end] {
                out += "    <error line=\"\(d.range.start.line)\" column=\"\(d.range.start.column)\""
                out += " severity=\"\(Self.severity(d.severity))\" message=\"\(XMLEscaping.escape(d.message))\""
                out += " source=\"dialint.\(XMLEscaping.escape(d.ruleID))\"/>\n"
            }
            out += "  </file>\n"
            if out.utf8.count > 1 << 16 {
                sink.write(out)
                out.removeAll(keepingCapacity: true)
            }
            start = end
        }
        sink.write(out)
    }

    public func end(context: ReportContext, to sink: any OutputSink) {
        var out = ""
        for path in context.checkedFiles.dropFirst(state.filesWritten) { out += Self.cleanFile(path) }
        state.filesWritten = context.checkedFiles.count
        sink.write(out + "</checkstyle>\n")
    }

    /// A checked file without findings: an empty `<file>`, as Checkstyle writes one.
    static func cleanFile(_ path: String) -> String {
        "  <file name=\"\(XMLEscaping.escape(path))\">\n  </file>\n"
    }

    static func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "info"
        }
    }
}
