/// `--format sarif`: a SARIF 2.1.0 log (one run) that validates against the OASIS schema and that
/// GitHub code scanning accepts.
///
/// - Every rule and file check is described in `tool.driver.rules`, with its guideline text as help;
///   a finding of a rule not in the table (a custom rule) gets a minimal entry, so `ruleIndex` always resolves.
/// - Paths are URIs relative to `%SRCROOT%`, the working directory (`originalUriBaseIds`); a file
///   outside it is an absolute `file://` URI.
/// - Columns count UTF-16 code units (`columnKind`), as GitHub's viewers and CodeQL count: each of dialint's
///   byte columns is converted with the line's text, read from the file (see `SourceColumns`).
/// - `partialFingerprints["dialint/v1"]` identifies a finding without its line (see `Fingerprint`).
/// - A safe fix is a `fixes` entry: the region to delete (with its byte offset and length) and the text to insert.
public struct SARIFFormat: StreamingOutputFormat {
    public static let name = "sarif"

    static let schemaURI = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"
    /// Where people learn about dialint (`tool.driver.informationUri`).
    static let informationURI = "https://github.com/dialint/dialint"
    /// The base of relative artifact URIs.
    static let sourceRoot = "%SRCROOT%"
    static let fingerprintKey = "dialint/v1"
    static let columnUnit = SourceColumns.Unit.utf16CodeUnits

    public init() {}

    /// What the report carries from one file to the next. A format instance serves one run, whose
    /// report calls it in order from one thread; nothing else touches this box.
    private final class State: @unchecked Sendable {
        var columns = SourceColumns(workingDirectory: "/", unit: SARIFFormat.columnUnit)
        var results = JSONArrayWriter()
        var ruleIndex: [String: Int] = [:]
        /// Rules that reported findings but are not in `context.rules` (custom rules), in order of appearance.
        var extraRules: [String] = []
    }

    private let state = State()

    // The log is written in three parts: what comes before `run.results` (sorted keys put `tool`, and
    // so the rule table, after it), the results as they arrive, and the rest, written at the end when
    // the rule table is complete.

    public func begin(context: ReportContext, to sink: any OutputSink) {
        state.columns = SourceColumns(workingDirectory: context.workingDirectory, unit: Self.columnUnit,
            standardInput: context.standardInput)
        state.ruleIndex = [:]
        state.extraRules = []
        for (index, rule) in context.rules.enumerated() where state.ruleIndex[rule.id] == nil { state.ruleIndex[rule.id] = index }
        let (before, indent, _) = Self.logAroundResults(context: context, extraRules: [])
        state.results = JSONArrayWriter(indent: indent)
        sink.write(before)
    }

    public func write(file diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        for diagnostic in diagnostics where state.ruleIndex[diagnostic.ruleID] == nil {
            state.ruleIndex[diagnostic.ruleID] = context.rules.count + state.extraRules.count
            state.extraRules.append(diagnostic.ruleID)
        }
        // Paths as the run reports them (relative under the working directory, else absolute), however a
        // file was named ("../x.json", or an absolute name given with --stdin-filename); worked out once
        // for each run of diagnostics of one file.
        var last: (path: String, artifact: ArtifactLocation)?
        let results = zip(diagnostics, Fingerprint.fingerprints(diagnostics)).lazy.map { diagnostic, fingerprint in
            let artifact = last.flatMap { $0.path == diagnostic.path ? $0.artifact : nil }
                ?? Self.artifactLocation(FilePaths.displayPath(diagnostic.path, workingDirectory: context.workingDirectory))
            last = (diagnostic.path, artifact)
            return Self.result(diagnostic, fingerprint: fingerprint, ruleIndex: state.ruleIndex[diagnostic.ruleID]!, columns: state.columns,
                artifact: artifact)
        }
        state.results.write(results, to: sink)
    }

    public func end(context: ReportContext, to sink: any OutputSink) {
        state.results.close(to: sink)
        sink.write(Self.logAroundResults(context: context, extraRules: state.extraRules).after + "\n")
    }

    /// The log's text before and after `run.results`, and the indentation of the line that holds it.
    static func logAroundResults(context: ReportContext, extraRules: [String]) -> (before: String, indent: String, after: String) {
        let run = Run(
            tool: Tool(driver: Driver(
                name: "dialint", version: context.toolVersion, semanticVersion: context.toolVersion,
                informationUri: informationURI, rules: context.rules.map(descriptor) + extraRules.map(minimalDescriptor))),
            originalUriBaseIds: [sourceRoot: ArtifactLocation(uri: directoryURI(context.workingDirectory), uriBaseId: nil)],
            columnKind: columnUnit.rawValue,
            results: ResultsPlaceholder())
        let log = JSONText.encode(Log(schema: schemaURI, version: "2.1.0", runs: [run]), pretty: true)
        let token = "\"\(ResultsPlaceholder.token)\""
        guard let tokenRange = log.range(of: token) else { return (log, "", "") }
        let lineStart = log[..<tokenRange.lowerBound].lastIndex(of: "\n").map { log.index(after: $0) } ?? log.startIndex
        return (String(log[..<tokenRange.lowerBound]), String(log[lineStart...].prefix { $0 == " " }),
            String(log[tokenRange.upperBound...]))
    }

    static func result(
        _ diagnostic: Diagnostic, fingerprint: String, ruleIndex: Int, columns: SourceColumns, artifact: ArtifactLocation
    ) -> Result {
        let fixes = diagnostic.fix.map { located in
            [FixObject(
                description: Message(text: fixDescription(located.fix)),
                artifactChanges: [ArtifactChange(
                    artifactLocation: artifact,
                    replacements: [Replacement(
                        deletedRegion: region(located.sourceRange, path: diagnostic.path, columns: columns, withBytes: true),
                        insertedContent: ArtifactContent(text: JSONSourceText.escaped(located.fix.replacement)))])])]
        }
        return Result(
            ruleId: diagnostic.ruleID,
            ruleIndex: ruleIndex,
            level: diagnostic.severity.rawValue,
            message: Message(text: diagnostic.message),
            locations: [Location(physicalLocation: PhysicalLocation(
                artifactLocation: artifact,
                region: region(diagnostic.range, path: diagnostic.path, columns: columns, withBytes: false)))],
            partialFingerprints: [fingerprintKey: fingerprint],
            fixes: fixes,
            properties: ResultProperties(dialog: diagnostic.dialog, pointer: diagnostic.pointer.description))
    }

    // MARK: - Building blocks

    static func descriptor(_ rule: RuleDescription) -> ReportingDescriptor {
        var text = rule.rationale
        var markdown = rule.rationale
        if !rule.guidelines.isEmpty {
            text += "\n\n" + rule.guidelines.map { "\($0.source): “\($0.quote)”" }.joined(separator: "\n")
            markdown += "\n\n" + rule.guidelines.map { "> **\($0.source):** “\($0.quote)”" }.joined(separator: "\n>\n")
        }
        text += "\n\nRun `dialint explain \(rule.id)` for examples."
        markdown += "\n\nRun `dialint explain \(rule.id)` for examples."
        return ReportingDescriptor(
            id: rule.id,
            shortDescription: Message(text: rule.summary),
            fullDescription: Message(text: rule.rationale),
            help: MultiformatMessage(text: text, markdown: markdown),
            defaultConfiguration: Configuration(level: rule.defaultSeverity.rawValue))
    }

    /// `Replace with "this"`, or `Delete` for a fix that only removes text.
    static func fixDescription(_ fix: Fix) -> String {
        fix.replacement.isEmpty ? "Delete" : "Replace with \"\(fix.replacement)\""
    }

    static func minimalDescriptor(_ id: String) -> ReportingDescriptor {
        let text = "\(id) is not in dialint's rule catalog: a custom rule of .dialint.json."
        return ReportingDescriptor(
            id: id, shortDescription: Message(text: id), fullDescription: Message(text: text),
            help: MultiformatMessage(text: text, markdown: text), defaultConfiguration: nil)
    }

    static func region(_ range: SourceRange, path: String, columns: SourceColumns, withBytes: Bool) -> Region {
        Region(
            startLine: range.start.line,
            startColumn: columns.column(of: range.start, inFileAt: path),
            endLine: range.end.line,
            endColumn: columns.column(of: range.end, inFileAt: path),
            byteOffset: withBytes ? range.start.offset : nil,
            byteLength: withBytes ? range.end.offset - range.start.offset : nil)
    }

    /// A relative path is relative to `%SRCROOT%`; an absolute one is a `file://` URI of its own.
    static func artifactLocation(_ path: String) -> ArtifactLocation {
        path.hasPrefix("/")
            ? ArtifactLocation(uri: "file://" + URIEncoding.path(path), uriBaseId: nil)
            : ArtifactLocation(uri: URIEncoding.path(path), uriBaseId: sourceRoot)
    }

    /// `file:///work/project/`: a folder's URI ends with `/`, as SARIF requires of a base.
    static func directoryURI(_ path: String) -> String {
        let encoded = URIEncoding.path(path)
        return "file://" + (encoded.hasSuffix("/") ? encoded : encoded + "/")
    }

    // MARK: - SARIF objects (the subset dialint writes)

    struct Log: Encodable {
        var schema: String
        var version: String
        var runs: [Run]

        enum CodingKeys: String, CodingKey {
            case schema = "$schema", version, runs
        }
    }

    struct Run: Encodable {
        var tool: Tool
        var originalUriBaseIds: [String: ArtifactLocation]
        var columnKind: String
        var results: ResultsPlaceholder
    }

    /// Stands for `run.results` while the rest of the log is encoded.
    struct ResultsPlaceholder: Encodable {
        static let token = "@dialint-sarif-results@"

        func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(Self.token)
        }
    }

    struct Tool: Encodable {
        var driver: Driver
    }

    struct Driver: Encodable {
        var name: String
        var version: String
        var semanticVersion: String
        var informationUri: String
        var rules: [ReportingDescriptor]
    }

    struct ReportingDescriptor: Encodable {
        var id: String
        var shortDescription: Message
        var fullDescription: Message
        var help: MultiformatMessage
        var defaultConfiguration: Configuration?
    }

    struct Configuration: Encodable {
        var level: String
    }

    struct Message: Encodable {
        var text: String
    }

    struct MultiformatMessage: Encodable {
        var text: String
        var markdown: String
    }

    struct Result: Encodable {
        var ruleId: String
        var ruleIndex: Int
        var level: String
        var message: Message
        var locations: [Location]
        var partialFingerprints: [String: String]
        var fixes: [FixObject]?
        var properties: ResultProperties
    }

    /// dialint's own data on a result: the dialog and the JSON pointer of the value.
    struct ResultProperties: Encodable {
        var dialog: String?
        var pointer: String
    }

    struct Location: Encodable {
        var physicalLocation: PhysicalLocation
    }

    struct PhysicalLocation: Encodable {
        var artifactLocation: ArtifactLocation
        var region: Region
    }

    struct ArtifactLocation: Encodable {
        var uri: String
        var uriBaseId: String?
    }

    struct Region: Encodable {
        var startLine: Int
        var startColumn: Int
        var endLine: Int
        var endColumn: Int
        var byteOffset: Int?
        var byteLength: Int?
    }

    struct FixObject: Encodable {
        var description: Message
        var artifactChanges: [ArtifactChange]
    }

    struct ArtifactChange: Encodable {
        var artifactLocation: ArtifactLocation
        var replacements: [Replacement]
    }

    struct Replacement: Encodable {
        var deletedRegion: Region
        var insertedContent: ArtifactContent
    }

    struct ArtifactContent: Encodable {
        var text: String
    }
}

/// Percent-encoding of file paths for URIs (RFC 3986).
enum URIEncoding {
    /// Keeps unreserved characters, sub-delimiters, `@` and `/`; encodes every other byte, `:` included
    /// (so a relative path's first segment is never read as a scheme), `%`, spaces and non-ASCII.
    static func path(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            case _ where "-._~!$&'()*+,;=@/".utf8.contains(byte):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let hex = String(byte, radix: 16, uppercase: true)
                out += "%" + (byte < 16 ? "0" + hex : hex)
            }
        }
        return out
    }
}
