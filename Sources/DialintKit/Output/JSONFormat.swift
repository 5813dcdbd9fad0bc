/// `--format json`: one JSON array of diagnostic objects (see `JSONDiagnostic`), pretty-printed with
/// sorted keys, in the order of the text output. Written file by file as the run goes.
public struct JSONFormat: StreamingOutputFormat {
    public static let name = "json"

    /// What the report carries from one file to the next. A format instance serves one run, whose
    /// report calls it in order from one thread; nothing else touches this box.
    private final class State: @unchecked Sendable {
        var array = JSONArrayWriter()
    }

    private let state = State()

    public init() {}

    public func begin(context: ReportContext, to sink: any OutputSink) {
        state.array = JSONArrayWriter()
    }

    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        // Written compact by hand, as JSON Lines is, then laid out: the text `JSONEncoder` prints.
        let file = diagnostics.first.map { (path: $0.path, json: CompactJSON.stringValue($0.path)) }
        state.array.write(count: diagnostics.count, bytesEach: 400, to: sink) { index, json in
            JSONDiagnostic.write(diagnostics[index], to: &json, file: file)
        }
    }

    public func end(context: ReportContext, to sink: any OutputSink) {
        state.array.close(to: sink)
        sink.write("\n")
    }
}
