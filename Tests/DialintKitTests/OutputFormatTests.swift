import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import DialintKit

/// The machine-readable formats' contracts: escaping, columns, fingerprints, fixes, the shape of each report.
@Suite("Output formats")
struct OutputFormatTests {
    /// A folder that does not exist: column conversion falls back to byte columns.
    static let nowhere = ReportContext(checkedFiles: [], workingDirectory: "/nonexistent-dialint-folder")

    static func diagnostic(
        path: String = "a.json", line: Int = 2, column: Int = 3, length: Int = 2, severity: Severity = .warning,
        rule: String = "personal-pronoun", message: String = "Avoid \"You\"", dialog: String? = "0",
        pointer: JSONPointer = ["dialogs", 0, "title"], fix: LocatedFix? = nil
    ) -> Diagnostic {
        let start = SourcePosition(line: line, column: column, offset: 10 + column - 1)
        let end = SourcePosition(line: line, column: column + length, offset: 10 + column - 1 + length)
        return Diagnostic(path: path, range: SourceRange(start: start, end: end), severity: severity, ruleID: rule,
            message: message, dialog: dialog, pointer: pointer, fix: fix)
    }

    static func render(_ format: any OutputFormat, _ diagnostics: [Diagnostic], context: ReportContext = nowhere) -> String {
        let sink = StringSink()
        format.write(diagnostics, context: context, to: sink)
        return sink.text
    }

    static func json(_ text: String) throws -> Any {
        try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }

    @Test func everyFormatIsRegistered() {
        #expect(OutputFormats.names == ["text", "json", "jsonl", "sarif", "github", "gitlab", "checkstyle", "junit"])
        for name in OutputFormats.names { #expect(OutputFormats.format(named: name) != nil) }
    }

    /// A message is one line in every format: what it quotes of the spec is escaped as JSON escapes it.
    @Test func aMessageIsOneLine() {
        var d = Self.diagnostic(message: "Button \"a\nb\r\tc\u{1B}[0m\u{2028}\" é")
        #expect(d.message == #"Button "a\nb\r\tc\u001B[0m\u2028" é"#)
        d.message = "x\ny"
        #expect(d.message == #"x\ny"#)
        #expect(Self.diagnostic(message: "plain").message == "plain")
        // C1 controls, bidirectional controls and invisible characters too; curly quotes stay.
        #expect(Self.diagnostic(message: "a\u{9B}b\u{202E}c\u{2066}d\u{200B}e\u{FEFF}f “g” it’s é").message
            == #"a\u009Bb\u202Ec\u2066d\u200Be\uFEFFf “g” it’s é"#)
        #expect(!([0xE2, 0x80] as [UInt8]).withUnsafeBufferPointer(String.holdsControlCharacters), "a cut sequence is no character")
    }

    /// A diagnostic shares its fields with its copies until one is changed: the change is the copy's own.
    @Test func aDiagnosticIsAValue() {
        let original = Self.diagnostic()
        var copy = original
        #expect(copy == original)
        #expect(Set([original, copy]).count == 1)
        copy.message = "Avoid \"Your\""
        copy.fix = LocatedFix(fix: Fix(range: 0..<1, replacement: "x"), sourceRange: copy.range)
        #expect(original.message == "Avoid \"You\"" && original.fix == nil)
        #expect(copy.message == "Avoid \"Your\"" && copy.fix?.fix.replacement == "x")
        #expect(copy != original)
        #expect(Self.diagnostic(message: "Avoid \"Your\"") != original)
        #expect(Self.diagnostic() == original, "equal fields, separate storage")
        #expect(Self.diagnostic().hashValue == original.hashValue)
    }

    // MARK: - Streaming

    /// Diagnostics of three files (two with findings, one clean between them), in report order.
    static let threeFiles: (diagnostics: [Diagnostic], checked: [String]) = (
        [
            diagnostic(path: "a.json", line: 1, rule: "title-capitalization", message: "one"),
            diagnostic(path: "a.json", line: 2, rule: "acme-no-oops", message: "custom"),
            diagnostic(path: "c.json", line: 3, severity: .error, rule: "invalid-spec", message: "three", dialog: nil, pointer: .root),
        ],
        ["a.json", "b.json", "c.json", "d.json"])

    @Test("a streaming format writes the same report file by file as all at once",
          arguments: OutputFormats.all.compactMap { $0 as? any StreamingOutputFormat.Type }.map { $0.name })
    func streamingMatchesOneShot(name: String) throws {
        let (diagnostics, checked) = Self.threeFiles
        let oneShot = Self.render(try #require(OutputFormats.format(named: name)), diagnostics,
            context: ReportContext(checkedFiles: checked, workingDirectory: "/nonexistent-dialint-folder"))
        // As the run goes: each file's findings as it arrives, with the files checked so far.
        let format = try #require(OutputFormats.format(named: name) as? any StreamingOutputFormat)
        let sink = StringSink()
        var context = ReportContext(checkedFiles: [], workingDirectory: "/nonexistent-dialint-folder")
        format.begin(context: context, to: sink)
        for path in checked {
            context.checkedFiles.append(path)
            let file = diagnostics.filter { $0.path == path }
            if !file.isEmpty { format.write(file: file, context: context, to: sink) }
        }
        format.end(context: context, to: sink)
        #expect(sink.text == oneShot)
    }

    @Test func jsonArraysAreWhatJSONEncoderPrints() throws {
        let objects = Self.threeFiles.diagnostics.map(JSONDiagnostic.init)
        #expect(Self.render(JSONFormat(), Self.threeFiles.diagnostics) == JSONText.encode(objects, pretty: true) + "\n")
        let log = try #require(try Self.json(Self.render(SARIFFormat(), Self.threeFiles.diagnostics)) as? [String: Any])
        let rules = try #require(((log["runs"] as? [[String: Any]])?.first?["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect((rules["rules"] as? [[String: Any]])?.last?["id"] as? String == "acme-no-oops",
            "a rule first seen in a later file still gets its entry, written after the results")
    }

    @Test func largeRunsStreamInBatches() throws {
        // More files than one batch of the run (64), clean and not, so the report is written in several parts.
        var files: [String: String] = [:]
        for i in 0..<150 {
            files[String(format: "spec-%03d.json", i)] = i % 3 == 0
                ? #"{"kind": "alert", "title": "Delete This Photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
                : CLITests.goodAlert
        }
        let tree = try TemporaryTree(files)
        let text = CLIRun.run(["."], in: tree.path).output.split(separator: "\n")
        #expect(text.count == 100)
        let json = try #require(try Self.json(CLIRun.run(["--format", "json", "."], in: tree.path).output) as? [[String: Any]])
        #expect(json.count == 100)
        let sarif = try #require(try Self.json(CLIRun.run(["--format", "sarif", "."], in: tree.path).output) as? [String: Any])
        #expect(((sarif["runs"] as? [[String: Any]])?.first?["results"] as? [Any])?.count == 100)
        let gitlab = try #require(try Self.json(CLIRun.run(["--format", "gitlab", "."], in: tree.path).output) as? [[String: Any]])
        #expect(Set(gitlab.compactMap { $0["fingerprint"] as? String }).count == 100)
        let checkstyle = try XMLElements(CLIRun.run(["--format", "checkstyle", "."], in: tree.path).output)
        let names = checkstyle.elements.filter { $0.name == "file" }.compactMap { $0.attributes["name"] }
        #expect(names == files.keys.sorted(), "every checked file once, clean ones included, in path order")
        #expect(checkstyle.elements.filter { $0.name == "error" }.count == 100)
        let junit = try XMLElements(CLIRun.run(["--format", "junit", "."], in: tree.path).output)
        #expect(junit.elements.filter { $0.name == "testsuite" }.count == 150)
    }

    // MARK: - JSON and JSON Lines

    @Test func jsonDiagnosticObject() throws {
        let fix = LocatedFix(
            fix: Fix(range: 0..<3, replacement: "say \"hi\" \\ now"),
            sourceRange: SourceRange(start: SourcePosition(line: 2, column: 3, offset: 12), end: SourcePosition(line: 2, column: 5, offset: 14)))
        let withFix = Self.diagnostic(fix: fix)
        let fileDefect = Self.diagnostic(severity: .error, rule: "invalid-json", message: "trailing comma", dialog: nil, pointer: .root)
        let array = try #require(try Self.json(Self.render(JSONFormat(), [withFix, fileDefect])) as? [[String: Any]])
        #expect(array.count == 2)
        let first = array[0]
        #expect(Set(first.keys) == ["file", "line", "column", "endLine", "endColumn", "severity", "rule", "message", "dialog", "pointer", "fix"])
        #expect(first["file"] as? String == "a.json")
        #expect(first["line"] as? Int == 2 && first["column"] as? Int == 3 && first["endLine"] as? Int == 2 && first["endColumn"] as? Int == 5)
        #expect(first["severity"] as? String == "warning" && first["rule"] as? String == "personal-pronoun")
        #expect(first["dialog"] as? String == "0")
        #expect(first["pointer"] as? String == "/dialogs/0/title")
        let fixObject = try #require(first["fix"] as? [String: Any])
        // The replacement is source text: written into the file's bytes it must stay a valid JSON string.
        #expect(fixObject["replacement"] as? String == #"say \"hi\" \\ now"#)
        let range = try #require(fixObject["range"] as? [String: Int])
        #expect(range == ["line": 2, "column": 3, "endLine": 2, "endColumn": 5, "offset": 12, "endOffset": 14])

        let second = array[1]
        #expect(second.keys.contains("dialog"), "a file-level defect has \"dialog\": null, not a missing key")
        #expect(second["dialog"] is NSNull)
        #expect(second["pointer"] as? String == "")
        #expect(second["fix"] == nil)
    }

    @Test func jsonIsDeterministicWithSortedKeys() {
        let output = Self.render(JSONFormat(), [Self.diagnostic()])
        #expect(output == Self.render(JSONFormat(), [Self.diagnostic()]))
        let keys = output.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("\"") else { return nil }
            return String(trimmed.dropFirst().prefix { $0 != "\"" })
        }
        #expect(keys == keys.sorted())
        #expect(output.contains(#""pointer" : "/dialogs/0/title""#), "slashes are not escaped")
    }

    @Test func jsonLinesIsOneCompactObjectPerLine() throws {
        let diagnostics = [Self.diagnostic(), Self.diagnostic(line: 3, message: "two\nlines")]
        let output = Self.render(JSONLinesFormat(), diagnostics)
        let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 3 && lines[2].isEmpty, "each object ends with a newline")
        for (line, diagnostic) in zip(lines, diagnostics) {
            let object = try #require(try Self.json(String(line)) as? [String: Any])
            #expect(object["message"] as? String == diagnostic.message)
            #expect(!line.contains(" : "), "compact")
        }
        #expect(lines[0].hasPrefix(#"{"column":3,"dialog":"0","endColumn":5"#))
    }

    /// A file with more findings than one rendering slice is written a slice at a time (slices rendered
    /// at once on all cores, more than one batch of them here), with the same text as rendering it
    /// whole, and only files within one slice are rendered by the workers.
    @Test(arguments: [TextFormat.name, JSONLinesFormat.name])
    func largeFilesAreWrittenInSlices(name: String) throws {
        let format = try #require(OutputFormats.format(named: name) as? any FileRenderingFormat)
        let many = (0..<(renderedSliceSize * (renderedSlicesAtOnce + 1) + 7)).map { Self.diagnostic(line: $0 + 1, message: "finding \($0)") }
        let sink = StringSink()
        format.write(file: many, context: Self.nowhere, to: sink)
        #expect(sink.text == String(decoding: format.render(file: many, context: Self.nowhere), as: UTF8.self))
        #expect(sink.text.split(separator: "\n").count == many.count)
        let report = FileReport(path: "a.json", diagnostics: many, skipped: false, dialogCount: 1)
        #expect(RunReport.rendered(report, format: format, context: Self.nowhere, quiet: false) == nil)
        let small = FileReport(path: "a.json", diagnostics: Array(many.prefix(3)), skipped: false, dialogCount: 1)
        #expect(RunReport.rendered(small, format: format, context: Self.nowhere, quiet: false) != nil)
    }

    /// The JSON Lines report is written by hand for speed; it must stay byte for byte what
    /// `JSONEncoder` prints, for every control character, quote, backslash, slash and non-ASCII text.
    @Test func compactJSONIsWhatJSONEncoderPrints() throws {
        var awkward = (0..<0x20).map { String(Unicode.Scalar($0)!) }.joined()
        awkward += "\u{7F}\u{2028}\u{2029}/é\"\\😀 “quoted”"
        let fix = LocatedFix(
            fix: Fix(range: 0..<1, replacement: awkward),
            sourceRange: SourceRange(start: SourcePosition(line: 4, column: 7, offset: 70),
                end: SourcePosition(line: 5, column: 1, offset: 99)))
        let diagnostics = [
            Self.diagnostic(message: awkward, dialog: awkward, pointer: ["dialogs", 12, "a/b~c"], fix: fix),
            Self.diagnostic(path: "dir/ä \"b\".json", severity: .error, rule: "invalid-json", dialog: nil, pointer: .root),
            Self.diagnostic(line: 123_456, column: 0, message: ""),
            Self.diagnostic(line: -7, column: 1_234_567_890_123, pointer: ["~tilde/slash", "", 0, "\u{1}"]),
            // Numbers at each edge of their digit counts; a key that JSON escapes and RFC 6901 does not.
            Self.diagnostic(line: 9_999, column: 99, length: 1, pointer: ["quote\"and\\back", 9, 10, 99, 100, 999, 1_000]),
            Self.diagnostic(line: 10_000, column: 999, length: 9_001, pointer: [9_999, 10_000, -1, "é/"]),
            // Escapes at every offset of an eight-byte word, after long runs without any.
            Self.diagnostic(message: (0..<24).map { String(repeating: "é", count: $0 % 9) + ["\"", "\\", "\u{1F}", "\n"][$0 % 4] }.joined()
                + "a plain tail of text that runs well past eight bytes"),
        ] + (1...17).flatMap { length in
            // Short strings and tails: an escape at every offset of the last eight bytes.
            (0..<length).map { offset in
                var bytes = Array(repeating: UInt8(ascii: "a"), count: length)
                bytes[offset] = [UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x1F, 0x0A][offset % 4]
                return Self.diagnostic(message: String(decoding: bytes, as: UTF8.self))
            }
        }
        let encoder = JSONText.encoder(pretty: false)
        for diagnostic in diagnostics {
            var json = CompactJSON()
            JSONDiagnostic.write(diagnostic, to: &json)
            #expect(json.text == JSONText.encode(JSONDiagnostic(diagnostic), pretty: false, with: encoder))
        }
        // The JSON array is the same text laid out, as the pretty encoder prints it; so is GitLab's.
        #expect(Self.render(JSONFormat(), diagnostics) == JSONText.encode(diagnostics.map(JSONDiagnostic.init), pretty: true) + "\n")
        let issues = zip(diagnostics, Fingerprint.fingerprints(diagnostics)).map { d, fingerprint in
            GitLabFormat.Issue(
                description: d.message, check_name: d.ruleID, fingerprint: fingerprint, severity: GitLabFormat.severity(d.severity),
                location: .init(path: d.path, lines: .init(begin: d.range.start.line, end: d.range.end.line)))
        }
        #expect(Self.render(GitLabFormat(), diagnostics) == JSONText.encode(issues, pretty: true) + "\n")
        // A file's lines: its path is written as JSON once and copied into each line that has it (the
        // second diagnostic's path is another, and in the second list the first path needs escapes).
        for file in [diagnostics, [diagnostics[1], diagnostics[1], diagnostics[0], diagnostics[1]]] {
            let lines = file.map { JSONText.encode(JSONDiagnostic($0), pretty: false, with: encoder) + "\n" }.joined()
            #expect(String(decoding: JSONLinesFormat().render(file: file, context: Self.nowhere), as: UTF8.self) == lines)
        }
    }

    /// The layout gives, for compact JSON, what the pretty encoder prints for the same value: nesting,
    /// empty objects and arrays, and strings that hold the marks it lays out.
    @Test func prettyLayoutIsWhatJSONEncoderPrints() {
        struct Value: Encodable {
            var empty: [Int] = []
            var emptyObject: [String: Int] = [:]
            var absent: Int? = nil
            var numbers = [1, -2, 30]
            var nested = ["x": ["y": 1, "z": 2]]
            var text = #"a"b\c:{}[], \"#
            var mixed: [[String: [Int]]] = [["k": []], [:], ["a": [1]]]
            var flag = true
        }
        let compact = Array(JSONText.encode(Value(), pretty: false).utf8)
        var out: [UInt8] = []
        compact.withUnsafeBufferPointer { JSONPrettyLayout.append($0, lineStart: [], to: &out) }
        #expect(String(decoding: out, as: UTF8.self) == JSONText.encode(Value(), pretty: true))
    }

    @Test func noFindings() throws {
        #expect(Self.render(JSONFormat(), []) == "[]\n")
        #expect(Self.render(JSONLinesFormat(), []) == "")
        #expect(Self.render(GitHubFormat(), []) == "")
        #expect(Self.render(GitLabFormat(), []) == "[]\n")
        let sarif = try #require(try Self.json(Self.render(SARIFFormat(), [])) as? [String: Any])
        let run = try #require((sarif["runs"] as? [[String: Any]])?.first)
        #expect((run["results"] as? [Any])?.isEmpty == true, "results is present and empty, as GitHub wants")
    }

    @Test func jsonSourceTextEscaping() {
        #expect(JSONSourceText.escaped("plain é 🎉") == "plain é 🎉")
        #expect(JSONSourceText.escaped("a\"b\\c\nd\u{1}\u{8}\u{2028}") == #"a\"b\\c\nd\u0001\b\u2028"#)
        #expect(JSONSourceText.escaped("Supprimer\u{A0}?\u{200B}\u{FEFF}\u{7F}") == #"Supprimer\u00a0?\u200b\ufeff\u007f"#,
            "what a reader cannot see is written visibly")
    }

    // MARK: - GitHub workflow commands

    @Test func githubCommandEscaping() {
        let d = Self.diagnostic(path: "specs,v2/a:b%.json", message: "100% sure: a, b\nnext\r")
        #expect(Self.render(GitHubFormat(), [d]) ==
            "::warning file=specs%2Cv2/a%3Ab%25.json,line=2,col=3,title=personal-pronoun::100%25 sure: a, b\\nnext\\r\n", "the message is one line already")
        #expect(GitHubFormat.escapeData("a:b,c%d") == "a:b,c%25d", "data keeps ':' and ','")
        #expect(GitHubFormat.escapeProperty("a:b,c%d\n") == "a%3Ab%2Cc%25d%0A")
        let control = Self.diagnostic(path: "x\u{1}y\u{1B}z.json", message: "m")
        #expect(Self.render(GitHubFormat(), [control]).hasPrefix(#"::warning file=x\u0001y\u001Bz.json,line=2"#),
            "a control character in a file's name never reaches the log raw")
    }

    @Test func githubSeverities() {
        let lines = Self.render(GitHubFormat(), [
            Self.diagnostic(severity: .error), Self.diagnostic(severity: .warning), Self.diagnostic(severity: .note),
        ]).split(separator: "\n")
        #expect(lines.map { $0.prefix { $0 != " " } } == ["::error", "::warning", "::notice"])
    }

    // MARK: - XML (Checkstyle, JUnit)

    @Test func xmlEscaping() {
        #expect(XMLEscaping.escape(#"<&>"'"#) == "&lt;&amp;&gt;&quot;&apos;")
        #expect(XMLEscaping.escape("a\u{1B}b\u{0}c\u{FFFF}") == #"a\u001Bb\u0000c\uFFFF"#, "characters XML 1.0 forbids are written visibly")
        #expect(XMLEscaping.escape("tab\there\nCR\r") == "tab&#9;here&#10;CR&#13;")
        #expect(XMLEscaping.escape("café 🎉") == "café 🎉")
    }

    @Test func checkstyleEscapesAndStaysWellFormed() throws {
        let message = "Don't <use> \"&\"\u{1B} here\nplease"
        let d = Self.diagnostic(path: "a&b<'c'>.json", message: message)
        let context = ReportContext(checkedFiles: ["a&b<'c'>.json", "clean.json"], workingDirectory: "/nonexistent-dialint-folder")
        let output = Self.render(CheckstyleFormat(), [d], context: context)
        #expect(output == """
            <?xml version="1.0" encoding="UTF-8"?>
            <checkstyle version="4.3">
              <file name="a&amp;b&lt;&apos;c&apos;&gt;.json">
                <error line="2" column="3" severity="warning" message="Don&apos;t &lt;use&gt; &quot;&amp;&quot;\\u001B here\\nplease" source="dialint.personal-pronoun"/>
              </file>
              <file name="clean.json">
              </file>
            </checkstyle>

            """)
        let xml = try XMLElements(output)
        let error = try #require(xml.elements.first { $0.name == "error" })
        #expect(error.attributes["message"] == "Don't <use> \"&\"\\u001B here\\nplease")
        #expect(xml.elements.filter { $0.name == "file" }.map { $0.attributes["name"] } == ["a&b<'c'>.json", "clean.json"])
    }

    @Test func checkstyleSeverities() throws {
        let output = Self.render(CheckstyleFormat(), [
            Self.diagnostic(severity: .error), Self.diagnostic(severity: .warning), Self.diagnostic(severity: .note),
        ])
        let xml = try XMLElements(output)
        #expect(xml.elements.filter { $0.name == "error" }.map { $0.attributes["severity"] } == ["error", "warning", "info"])
    }

    @Test func junitHasATestcaseAFindingAndShowsCleanFiles() throws {
        let diagnostics = [
            Self.diagnostic(path: "a.json", line: 1, rule: "title-capitalization", message: "first <1>"),
            Self.diagnostic(path: "a.json", line: 2, rule: "personal-pronoun", message: "second"),
            Self.diagnostic(path: "a.json", line: 3, rule: "title-capitalization", message: "third\u{7}"),
        ]
        let context = ReportContext(checkedFiles: ["a.json", "b.json"], workingDirectory: "/nonexistent-dialint-folder")
        let output = Self.render(JUnitFormat(), diagnostics, context: context)
        #expect(output == """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="dialint" tests="4" failures="3" errors="0">
              <testsuite name="a.json" tests="3" failures="3" errors="0" skipped="0">
                <testcase name="title-capitalization at 1:3" classname="a.json">
                  <failure message="first &lt;1&gt;" type="warning">a.json:1:3: warning: first &lt;1&gt; [title-capitalization]</failure>
                </testcase>
                <testcase name="personal-pronoun at 2:3" classname="a.json">
                  <failure message="second" type="warning">a.json:2:3: warning: second [personal-pronoun]</failure>
                </testcase>
                <testcase name="title-capitalization at 3:3" classname="a.json">
                  <failure message="third\\u0007" type="warning">a.json:3:3: warning: third\\u0007 [title-capitalization]</failure>
                </testcase>
              </testsuite>
              <testsuite name="b.json" tests="1" failures="0" errors="0" skipped="0">
                <testcase name="dialint" classname="b.json"/>
              </testsuite>
            </testsuites>

            """)
        _ = try XMLElements(output)
        let empty = Self.render(JUnitFormat(), [], context: ReportContext(checkedFiles: [], workingDirectory: "/"))
        #expect(try XMLElements(empty).elements.first?.attributes["tests"] == "0")
    }

    // MARK: - SARIF

    @Test func sarifColumnsCountUTF16CodeUnits() throws {
        // "é" is 2 bytes and 1 code unit; "🎉" is 4 bytes and 2 code units (1 code point).
        let tree = try TemporaryTree(["a.json": #"{"kind": "alert", "title": "Café 🎉 Is Closed", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#])
        #expect(CLIRun.run(["a.json"], in: tree.path).output.hasPrefix("a.json:1:40: warning: "), "byte column in the text output")
        let log = try #require(try Self.json(CLIRun.run(["--format", "sarif", "a.json"], in: tree.path).output) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(run["columnKind"] as? String == "utf16CodeUnits")
        let results = try #require(run["results"] as? [[String: Any]])
        func region(_ result: [String: Any]) -> [String: Int]? {
            (((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["region"]) as? [String: Int]
        }
        #expect(region(results[0]) == ["startLine": 1, "startColumn": 37, "endLine": 1, "endColumn": 39])
        #expect(region(results[1]) == ["startLine": 1, "startColumn": 40, "endLine": 1, "endColumn": 46])
        // The fix deletes the same characters, and says which bytes they are.
        let replacement = try #require(((((results[0]["fixes"] as? [[String: Any]])?.first?["artifactChanges"] as? [[String: Any]])?.first?["replacements"]) as? [[String: Any]])?.first)
        #expect(replacement["deletedRegion"] as? [String: Int] == ["startLine": 1, "startColumn": 37, "endLine": 1, "endColumn": 39, "byteOffset": 39, "byteLength": 2])
        #expect((replacement["insertedContent"] as? [String: String])?["text"] == "is")
        // GitHub workflow commands take the text output's byte column, in the contract's shape.
        #expect(CLIRun.run(["--format", "github", "a.json"], in: tree.path).output.hasPrefix("::warning file=a.json,line=1,col=40,title=title-capitalization::"))
    }

    @Test func sourceColumnConversion() {
        let bytes = [UInt8]("\u{FEFF}é🎉x\r\nab🎉c\n".utf8)  // a byte order mark, CRLF, then LF
        func column(_ line: Int, _ byteColumn: Int, _ offset: Int, _ unit: SourceColumns.Unit) -> Int? {
            SourceColumns.column(of: SourcePosition(line: line, column: byteColumn, offset: offset), in: bytes, unit: unit)
        }
        // Byte columns on line 1 count the 3-byte mark, character columns do not: "x" is at byte
        // column 10 (offset 9), the fourth UTF-16 unit and third scalar after the mark.
        #expect(column(1, 10, 9, .utf16CodeUnits) == 4)
        #expect(column(1, 10, 9, .unicodeCodePoints) == 3)
        #expect(column(1, 4, 3, .utf16CodeUnits) == 1)
        // Line 2 starts at offset 12: "c" is at byte column 7 (offset 18).
        #expect(column(2, 7, 18, .utf16CodeUnits) == 5)
        #expect(column(2, 7, 18, .unicodeCodePoints) == 4)
        // A position that does not fit the bytes (another file, or a changed one) is not converted.
        #expect(column(2, 9, 13, .utf16CodeUnits) == nil)
        #expect(column(2, 3, 99, .utf16CodeUnits) == nil)
        #expect(column(2, 4, 14, .utf16CodeUnits) == nil, "a line break before the position on its line")
        // A file that cannot be read keeps its byte columns.
        let columns = SourceColumns(workingDirectory: "/nonexistent-dialint-folder", unit: .utf16CodeUnits)
        #expect(columns.column(of: SourcePosition(line: 1, column: 40, offset: 39), inFileAt: "a.json") == 40)
    }

    /// Far into a long line (a minified file), columns come from checkpoints along the line; they
    /// must equal a count from the line's start, in any order of positions.
    @Test func sourceColumnsFarIntoALongLine() {
        var line = ""
        for index in 0..<3000 { line += index % 7 == 0 ? "é🎉" : index % 5 == 0 ? "\\u00e9" : "abc" }
        let text = "{\n" + line + "\n}\n" + line
        let bytes = [UInt8](text.utf8)
        let columns = SourceColumns(workingDirectory: "/", unit: .utf16CodeUnits, standardInput: (path: "<stdin>", bytes: bytes))
        // Positions at lead bytes of line 2 and line 4, visited forwards, backwards and repeated.
        let lineStarts = [2, 2 + line.utf8.count + 3]
        var positions: [SourcePosition] = []
        for (number, start) in zip([2, 4], lineStarts) {
            for offset in Swift.stride(from: start, to: start + line.utf8.count, by: 997) where bytes[offset] & 0xC0 != 0x80 {
                positions.append(SourcePosition(line: number, column: offset - start + 1, offset: offset))
            }
        }
        for position in positions + positions.reversed() + positions {
            #expect(columns.column(of: position, inFileAt: "<stdin>")
                == SourceColumns.column(of: position, in: bytes, unit: .utf16CodeUnits))
        }
        // A position whose line does not fit the bytes keeps its byte column.
        #expect(columns.column(of: SourcePosition(line: 2, column: 5000, offset: 5000 + lineStarts[1] - 2), inFileAt: "<stdin>") == 5000)
    }

    /// A byte order mark is counted in line 1's byte columns (as clang counts) and left out of its
    /// character columns, near the line's start and far into it (where checkpoints count).
    @Test func sourceColumnsLeaveOutAByteOrderMark() {
        let bytes = [UInt8](("\u{FEFF}" + String(repeating: "abc", count: 3000) + "\nabc").utf8)
        let columns = SourceColumns(workingDirectory: "/", unit: .utf16CodeUnits, standardInput: (path: "<stdin>", bytes: bytes))
        #expect(columns.column(of: SourcePosition(line: 1, column: 14, offset: 13), inFileAt: "<stdin>") == 11)
        #expect(columns.column(of: SourcePosition(line: 1, column: 5004, offset: 5003), inFileAt: "<stdin>") == 5001)
        #expect(columns.column(of: SourcePosition(line: 2, column: 2, offset: 9005), inFileAt: "<stdin>") == 2)
    }

    /// Standard input's columns are counted in its own bytes, in the unit the log declares (UTF-16:
    /// "é" is one unit, "🎉" two, where they are two and four bytes).
    @Test func sarifFromStandardInputCountsItsColumns() throws {
        let tree = try TemporaryTree()
        let spec = #"{"kind": "alert", "title": "Café 🎉 Is Closed", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#
        let log = try #require(try Self.json(CLIRun.run(["--format", "sarif", "-"], in: tree.path, stdin: spec).output) as? [String: Any])
        let result = try #require(((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])?.first)
        let location = try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"]) as? [String: Any])
        #expect((location["region"] as? [String: Int])?["startColumn"] == 37)
        #expect((location["artifactLocation"] as? [String: String])?["uri"] == "%3Cstdin%3E")
    }

    @Test func sarifRulesAndResults() throws {
        let custom = Self.diagnostic(rule: "acme-no-oops", message: "Don't say Oops", dialog: "save")
        let known = Self.diagnostic(severity: .error, rule: "invalid-spec", message: "bad", dialog: nil, pointer: .root)
        let log = try #require(try Self.json(Self.render(SARIFFormat(), [custom, known])) as? [String: Any])
        #expect(log["$schema"] as? String == SARIFFormat.schemaURI)
        #expect(log["version"] as? String == "2.1.0")
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
        #expect(driver["name"] as? String == "dialint")
        #expect(driver["version"] as? String == CLI.version)
        let rules = try #require(driver["rules"] as? [[String: Any]])
        #expect(rules.map { $0["id"] as? String } == (RuleRegistry.ids + ["acme-no-oops"]).map(Optional.some))
        let pronoun = try #require(rules.first { $0["id"] as? String == "personal-pronoun" })
        let description = try #require(RuleRegistry.description(of: "personal-pronoun"))
        #expect((pronoun["shortDescription"] as? [String: String])?["text"] == description.summary)
        #expect((pronoun["fullDescription"] as? [String: String])?["text"] == description.rationale)
        let help = try #require(pronoun["help"] as? [String: String])
        for guideline in description.guidelines {
            #expect(help["text"]?.contains(guideline.quote) == true)
            #expect(help["markdown"]?.contains("> **\(guideline.source):** “\(guideline.quote)”") == true)
        }
        #expect((pronoun["defaultConfiguration"] as? [String: String])?["level"] == "warning")

        let results = try #require(run["results"] as? [[String: Any]])
        for result in results {
            let index = try #require(result["ruleIndex"] as? Int)
            #expect(rules[index]["id"] as? String == result["ruleId"] as? String, "ruleIndex names the result's rule")
        }
        #expect(results.map { $0["level"] as? String } == ["warning", "error"])
        #expect((results[0]["properties"] as? [String: String]) == ["dialog": "save", "pointer": "/dialogs/0/title"])
        #expect((results[1]["properties"] as? [String: String]) == ["pointer": ""])
        #expect(results[0]["fixes"] == nil)
    }

    @Test func sarifURIs() throws {
        let inside = Self.diagnostic(path: "my specs/a:b#1.json")
        let outside = Self.diagnostic(path: "/elsewhere/ä.json")
        // Named otherwise (--stdin-filename takes a name as given): a path that leaves the folder is
        // absolute, an absolute one inside it relative.
        let stepsOut = Self.diagnostic(path: "../other/o.json")
        let absoluteInside = Self.diagnostic(path: "/work/my project/sub/o.json")
        let context = ReportContext(workingDirectory: "/work/my project")
        let log = try #require(try Self.json(Self.render(SARIFFormat(), [inside, outside, stepsOut, absoluteInside], context: context)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        #expect(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: String]) == ["uri": "file:///work/my%20project/"])
        let artifacts = try (run["results"] as? [[String: Any]] ?? []).map { result in
            try #require(((result["locations"] as? [[String: Any]])?.first?["physicalLocation"] as? [String: Any])?["artifactLocation"] as? [String: String])
        }
        #expect(artifacts == [
            ["uri": "my%20specs/a%3Ab%231.json", "uriBaseId": "%SRCROOT%"],
            ["uri": "file:///elsewhere/%C3%A4.json"],
            ["uri": "file:///work/other/o.json"],
            ["uri": "sub/o.json", "uriBaseId": "%SRCROOT%"],
        ])
    }

    // MARK: - Fingerprints

    @Test func sha256() {
        #expect(SHA256.hexDigest([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(SHA256.hexDigest(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hexDigest(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
            == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1", "two blocks")
        #expect(SHA256.hexDigest([UInt8](repeating: 0x61, count: 1_000)) == "41edece42d63e8d9bf515a9ba6932e1c20cbc9f5a5d134645adb5db1b9737ea3")
    }

    /// SARIF and GitLab fingerprints of the findings in one dialog of a spec, in report order.
    static func fingerprints(_ spec: String, dialog: String) throws -> (sarif: [String], gitlab: [String], messages: [String]) {
        let tree = try TemporaryTree(["a.json": spec])
        let log = try #require(try json(CLIRun.run(["--format", "sarif", "a.json"], in: tree.path).output) as? [String: Any])
        let results = try #require((log["runs"] as? [[String: Any]])?.first?["results"] as? [[String: Any]])
        let gitlab = try #require(try json(CLIRun.run(["--format", "gitlab", "a.json"], in: tree.path).output) as? [[String: Any]])
        #expect(results.count == gitlab.count)
        let mine = results.indices.filter { (results[$0]["properties"] as? [String: String])?["dialog"] == dialog }
        return (
            mine.map { (results[$0]["partialFingerprints"] as? [String: String])?[SARIFFormat.fingerprintKey] ?? "" },
            mine.map { gitlab[$0]["fingerprint"] as? String ?? "" },
            mine.map { (results[$0]["message"] as? [String: String])?["text"] ?? "" })
    }

    @Test func fingerprintsSurviveMovedLinesAndInsertedDialogs() throws {
        let photo = #"{"id": "delete", "kind": "alert", "title": "Delete Photo Photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
        let other = #"{"id": "other", "kind": "alert", "title": "Delete This Item?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
        let before = try Self.fingerprints("{\"dialogs\": [\(photo)]}", dialog: "delete")
        #expect(before.messages.count == 2)
        #expect(before.messages[0] == before.messages[1], "the same finding twice in one title")
        #expect(Set(before.sarif).count == 2, "identical findings still get distinct fingerprints")
        #expect(before.sarif == before.gitlab)
        #expect(before.sarif.allSatisfy { $0.count == 64 })
        // Lines added above, and another dialog inserted before it: the same findings, the same fingerprints.
        let after = try Self.fingerprints("{\n\n\n  \"dialogs\": [\n    \(other),\n\n    \(photo)\n  ]\n}", dialog: "delete")
        #expect(after.messages == before.messages)
        #expect(after.sarif == before.sarif)
        // A different message is a different finding.
        let changed = try Self.fingerprints("{\"dialogs\": [\(photo.replacingOccurrences(of: "Photo Photo", with: "Photo Album"))]}", dialog: "delete")
        #expect(changed.messages.count == 2 && changed.messages[1] != before.messages[1])
        #expect(changed.sarif[0] == before.sarif[0])
        #expect(changed.sarif[1] != before.sarif[1])
    }

    @Test func gitlabReport() throws {
        let issues = try #require(try Self.json(Self.render(GitLabFormat(), [
            Self.diagnostic(severity: .error), Self.diagnostic(line: 4, length: 1, severity: .warning), Self.diagnostic(severity: .note),
        ])) as? [[String: Any]])
        #expect(issues.map { $0["severity"] as? String } == ["major", "minor", "info"])
        let first = issues[0]
        #expect(Set(first.keys) == ["description", "check_name", "fingerprint", "severity", "location"])
        #expect(first["description"] as? String == "Avoid \"You\"")
        #expect(first["check_name"] as? String == "personal-pronoun")
        let location = try #require(first["location"] as? [String: Any])
        #expect(location["path"] as? String == "a.json")
        #expect(location["lines"] as? [String: Int] == ["begin": 2, "end": 2])
        #expect(Set(issues.compactMap { $0["fingerprint"] as? String }).count == 3)
    }

    // MARK: - rules and explain

    @Test func rulesAndExplainAsJSON() throws {
        let tree = try TemporaryTree()
        let rules = CLIRun.run(["rules", "--format", "json"], in: tree.path)
        #expect(rules.status == 0)
        let list = try #require(try Self.json(rules.output) as? [[String: Any]])
        #expect(list.compactMap { $0["id"] as? String } == RuleRegistry.ids)
        // "since" is the first edition a rule applies under, as the text listing's "2014+": button-ok is
        // stated in 2014 only, yet applies in 2023.
        let buttonOK = try #require(list.first { $0["id"] as? String == "button-ok" })
        #expect(buttonOK["editions"] as? [Int] == [2014])
        #expect(buttonOK["since"] as? Int == 2014)
        #expect(list.first { $0["id"] as? String == "whitespace" }?["since"] as? Int == 2008, "beyond the HIG: every edition")
        for id in RuleRegistry.ids {
            let explain = CLIRun.run(["explain", id, "--format", "json"], in: tree.path)
            #expect(explain.status == 0)
            let object = try #require(try Self.json(explain.output) as? [String: Any], "explain \(id) --format json is not a JSON object")
            #expect(object["id"] as? String == id)
        }
    }
}
