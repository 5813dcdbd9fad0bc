/// `--format jsonl`: the diagnostic objects of `--format json`, one compact object per line
/// (JSON Lines), in the order of the text output. No findings, no output.
public struct JSONLinesFormat: FileRenderingFormat {
    public static let name = "jsonl"

    public init() {}

    public func begin(context: ReportContext, to sink: any OutputSink) {}
    public func end(context: ReportContext, to sink: any OutputSink) {}

    public func render(file diagnostics: [Diagnostic], context: ReportContext) -> [UInt8] {
        var json = CompactJSON(capacity: diagnostics.count * 400)
        let file = diagnostics.first.map { (path: $0.path, json: CompactJSON.stringValue($0.path)) }
        for diagnostic in diagnostics {
            JSONDiagnostic.write(diagnostic, to: &json, file: file)
            json.newline()
        }
        return json.finish()
    }
}
