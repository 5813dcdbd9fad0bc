/// `--format jsonl`: the diagnostic objects of `--format json`, one compact object per line
/// (JSON Lines), in the order of the text output. No findings, no output.
public struct JSONLinesFormat: StreamingOutputFormat {
    public static let name = "jsonl"

    public init() {}

    public func begin(context: ReportContext, to sink: any OutputSink) {}
    public func end(context: ReportContext, to sink: any OutputSink) {}

    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        let encoder = JSONText.encoder(pretty: false)
        var buffer = ""
        for diagnostic in diagnostics {
            buffer += JSONText.encode(JSONDiagnostic(diagnostic), pretty: false, with: encoder)
            buffer += "\n"
            if buffer.utf8.count > 1 << 16 {
                sink.write(buffer)
                buffer.removeAll(keepingCapacity: true)
            }
        }
        sink.write(buffer)
    }
}
