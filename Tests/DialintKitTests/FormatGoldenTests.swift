import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import DialintKit

/// The machine-readable formats, run through the built binary on `Fixtures/`: golden files, the same
/// findings in the same order as the text output, and SARIF that validates against the OASIS schema.
@Suite("Golden output of every --format on Fixtures/")
struct FormatGoldenTests {
    /// `--format` name and golden file extension. The JSON golden is `bad.json.txt`, not `bad.json`: a
    /// `.json` file under `Fixtures/` would itself be linted by `dialint Fixtures` (`make run`).
    static let formats: [(name: String, ext: String)] = [
        ("json", "json.txt"), ("jsonl", "jsonl"), ("sarif", "sarif"), ("github", "github"),
        ("gitlab", "gitlab"), ("checkstyle", "checkstyle.xml"), ("junit", "junit.xml"),
    ]

    @Test("Fixtures/bad in each format matches Fixtures/expected/formats/", arguments: formats.map(\.name))
    func golden(format: String) throws {
        let ext = Self.formats.first { $0.name == format }!.ext
        let run = try Binary.run(["--format", format, "Fixtures/bad"])
        #expect(run.status == 0 || run.status == 1)
        #expect(run.errors == (try Binary.run(["Fixtures/bad"]).errors), "the summary on standard error is the same in every format")
        var output = run.output
        if format == "sarif" { output = try Self.normalizedSARIF(output) }
        try FileManager.default.createDirectory(
            at: GoldenTests.expected.appendingPathComponent("formats"), withIntermediateDirectories: true)
        try GoldenTests.compare(output, golden: "formats/bad.\(ext)")
    }

    @Test("no golden file ends in .json, which `dialint Fixtures` would lint as a spec")
    func goldenFilesAreNotSpecs() throws {
        let folder = GoldenTests.expected.appendingPathComponent("formats").path
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        #expect(!names.contains { $0.hasSuffix(".json") })
    }

    /// The SARIF log with the working directory (the `%SRCROOT%` base, different on every machine) replaced by `file:///SRCROOT/`.
    static func normalizedSARIF(_ output: String) throws -> String {
        let log = try #require(try JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any])
        let run = try #require((log["runs"] as? [[String: Any]])?.first)
        let base = try #require(((run["originalUriBaseIds"] as? [String: Any])?["%SRCROOT%"] as? [String: Any])?["uri"] as? String)
        #expect(base.hasPrefix("file:///") && base.hasSuffix("/"))
        return output.replacingOccurrences(of: "\"\(base)\"", with: "\"file:///SRCROOT/\"")
    }

    // MARK: - Same findings, same order

    /// A finding as the text output locates it.
    struct Located: Equatable, CustomStringConvertible {
        var file: String
        var line: Int
        var column: Int?
        var rule: String
        var description: String { "\(file):\(line):\(column.map(String.init) ?? "-") [\(rule)]" }
    }

    static func textFindings(_ text: String) throws -> [Located] {
        let pattern = try Regex(#"^(.+):(\d+):(\d+): (error|warning|note): .* \[([^\]]+)\]$"#)
        return try text.split(separator: "\n").map { line in
            let match = try #require(try pattern.wholeMatch(in: String(line)), "not a text diagnostic: \(line)")
            return Located(
                file: String(match.output[1].substring!), line: Int(match.output[2].substring!)!,
                column: Int(match.output[3].substring!)!, rule: String(match.output[5].substring!))
        }
    }

    @Test("json, jsonl, sarif, gitlab, github and checkstyle report the text output's findings in its order",
          arguments: ["Fixtures/bad", "Fixtures/invalid"])
    func sameFindingsInTheSameOrder(folder: String) throws {
        let text = try Self.textFindings(try Binary.run([folder]).output)
        #expect(!text.isEmpty)

        let json = try #require(try JSONSerialization.jsonObject(with: Data(try Binary.run(["--format", "json", folder]).output.utf8)) as? [[String: Any]])
        #expect(json.map(Self.located) == text)

        let jsonl = try Binary.run(["--format", "jsonl", folder]).output.split(separator: "\n").map { line in
            try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
        #expect(jsonl.map(Self.located) == text)

        // SARIF counts UTF-16 code units: convert the text output's byte columns independently.
        let sarif = try #require(try JSONSerialization.jsonObject(with: Data(try Binary.run(["--format", "sarif", folder]).output.utf8)) as? [String: Any])
        let results = try #require(((sarif["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let sarifFindings = try results.map { result -> Located in
            let physical = try #require(((result["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any])
            let artifact = try #require(physical["artifactLocation"] as? [String: Any])
            let region = try #require(physical["region"] as? [String: Any])
            return Located(
                file: (artifact["uri"] as? String)?.removingPercentEncoding ?? "", line: region["startLine"] as? Int ?? 0,
                column: region["startColumn"] as? Int, rule: result["ruleId"] as? String ?? "")
        }
        let expectedSARIF = text.map { finding in
            var converted = finding
            converted.column = Self.utf16Column(file: finding.file, line: finding.line, byteColumn: finding.column!)
            return converted
        }
        #expect(sarifFindings == expectedSARIF)

        let gitlab = try #require(try JSONSerialization.jsonObject(with: Data(try Binary.run(["--format", "gitlab", folder]).output.utf8)) as? [[String: Any]])
        let gitlabFindings = gitlab.map { issue -> Located in
            let location = issue["location"] as? [String: Any]
            return Located(
                file: location?["path"] as? String ?? "", line: (location?["lines"] as? [String: Any])?["begin"] as? Int ?? 0,
                column: nil, rule: issue["check_name"] as? String ?? "")
        }
        #expect(gitlabFindings == text.map { Located(file: $0.file, line: $0.line, column: nil, rule: $0.rule) })
        #expect(Set(gitlab.compactMap { $0["fingerprint"] as? String }).count == gitlab.count, "GitLab fingerprints are unique")

        // The shape cli.md gives, exactly: file, line, col (the text output's byte column), title.
        let githubPattern = try Regex(#"^::(error|warning|notice) file=([^,]+),line=(\d+),col=(\d+),title=([^:]+)::.+$"#)
        let github = try Binary.run(["--format", "github", folder]).output.split(separator: "\n").map { line in
            let match = try #require(try githubPattern.wholeMatch(in: String(line)), "not a workflow command: \(line)")
            return Located(
                file: String(match.output[2].substring!), line: Int(match.output[3].substring!)!,
                column: Int(match.output[4].substring!)!, rule: String(match.output[5].substring!))
        }
        #expect(github == text)

        let checkstyle = try XMLElements(try Binary.run(["--format", "checkstyle", folder]).output)
        var file = ""
        var checkstyleFindings: [Located] = []
        for element in checkstyle.elements {
            if element.name == "file" { file = element.attributes["name"] ?? "" }
            if element.name == "error" {
                checkstyleFindings.append(Located(
                    file: file, line: Int(element.attributes["line"] ?? "") ?? 0, column: Int(element.attributes["column"] ?? ""),
                    rule: String((element.attributes["source"] ?? "").dropFirst("dialint.".count))))
            }
        }
        #expect(checkstyleFindings == text)
    }

    @Test("JUnit reports every finding once, a testcase each with one failure, with consistent counts",
          arguments: ["Fixtures/bad", "Fixtures/invalid"])
    func junitHasEveryFinding(folder: String) throws {
        let textLines = try Binary.run([folder]).output.split(separator: "\n").map(String.init)
        let xml = try XMLElements(try Binary.run(["--format", "junit", folder]).output)
        let failures = xml.elements.filter { $0.name == "failure" }
        #expect(failures.map(\.text) == textLines, "in report order")
        let suites = xml.elements.filter { $0.name == "testsuite" }
        let cases = xml.elements.filter { $0.name == "testcase" }
        let root = try #require(xml.elements.first)
        #expect(root.name == "testsuites")
        #expect(Int(root.attributes["tests"] ?? "") == cases.count)
        #expect(Int(root.attributes["failures"] ?? "") == failures.count)
        #expect(suites.reduce(0) { $0 + (Int($1.attributes["failures"] ?? "") ?? 0) } == failures.count)
        #expect(root.attributes["errors"] == "0")
        // Each failure is its own testcase, named after its rule and place.
        #expect(Set(failures.map { $0.parentCase.classname + "\u{0}" + $0.parentCase.name }).count == failures.count)
        for failure in failures {
            let rule = failure.parentCase.name.prefix { $0 != " " }
            #expect(failure.text.hasSuffix("[\(rule)]"))
        }
    }

    // MARK: - SARIF schema validation (CI runs it; it needs python3 and the jsonschema package)

    @Test("the SARIF of Fixtures/bad and Fixtures/invalid validates against the SARIF 2.1.0 schema",
          arguments: ["Fixtures/bad", "Fixtures/invalid"])
    func sarifValidates(folder: String) throws {
        let run = try Binary.run(["--format", "sarif", folder])
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("dialint-\(UUID().uuidString).sarif")
        try Data(run.output.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let result = try Self.runPython(["Tests/Scripts/validate-sarif.py", file.path])
        #expect(result.status == 0, """
            Tests/Scripts/validate-sarif.py failed (status \(result.status)) on the SARIF of \(folder). \
            It needs python3 and the jsonschema package (python3 -m pip install jsonschema) and the schema at \
            ../shared/schemas/sarif-schema-2.1.0.json.
            \(result.output)\(result.errors)
            """)
    }

    /// Runs `python3` from the package root; a missing python3 is a failure with a clear message.
    static func runPython(_ arguments: [String]) throws -> Binary.Result {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3"] + arguments
        process.currentDirectoryURL = Binary.packageRoot
        let out = Pipe()
        let err = Pipe()
        process.standardOutput = out
        process.standardError = err
        try process.run()
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = err.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !errorReader.isFinished { usleep(1000) }
        var errors = String(decoding: errorData, as: UTF8.self)
        if process.terminationStatus == 127 { errors += "python3 was not found on PATH; install Python 3 to validate SARIF.\n" }
        return Binary.Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self), errors: errors)
    }

    // MARK: - Helpers

    static func located(_ object: [String: Any]) -> Located {
        Located(file: object["file"] as? String ?? "", line: object["line"] as? Int ?? 0,
            column: object["column"] as? Int, rule: object["rule"] as? String ?? "")
    }

    /// The UTF-16 column of a byte column, computed from the file's text.
    static func utf16Column(file: String, line: Int, byteColumn: Int) -> Int {
        guard let data = FileManager.default.contents(atPath: Binary.packageRoot.appendingPathComponent(file).path) else { return byteColumn }
        var bytes = [UInt8](data)
        var byteColumn = byteColumn
        // Byte columns count a byte order mark on line 1 (as clang does); character columns leave it out.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) {
            bytes.removeFirst(3)
            if line == 1 { byteColumn -= 3 }
        }
        var lines: [[UInt8]] = [[]]
        var i = 0
        while i < bytes.count {
            if bytes[i] == 0x0A || bytes[i] == 0x0D {
                if bytes[i] == 0x0D, i + 1 < bytes.count, bytes[i + 1] == 0x0A { i += 1 }
                lines.append([])
            } else {
                lines[lines.count - 1].append(bytes[i])
            }
            i += 1
        }
        guard line <= lines.count, byteColumn - 1 <= lines[line - 1].count else { return byteColumn }
        return String(decoding: lines[line - 1].prefix(byteColumn - 1), as: UTF8.self).utf16.count + 1
    }
}

/// The elements of an XML document, in document order, parsed with Foundation's XMLParser (so the
/// document is also checked to be well-formed).
final class XMLElements: NSObject, XMLParserDelegate {
    final class Element {
        var name: String
        var attributes: [String: String]
        var text = ""
        weak var parent: Element?
        init(name: String, attributes: [String: String], parent: Element?) {
            self.name = name
            self.attributes = attributes
            self.parent = parent
        }

        /// For a `<failure>`: its testcase's classname and name.
        var parentCase: (classname: String, name: String) {
            (parent?.attributes["classname"] ?? "", parent?.attributes["name"] ?? "")
        }
    }

    private(set) var elements: [Element] = []
    private var stack: [Element] = []
    private var parseError: Error?

    struct NotWellFormed: Error, CustomStringConvertible {
        var description: String
    }

    init(_ xml: String) throws {
        super.init()
        let parser = XMLParser(data: Data(xml.utf8))
        parser.delegate = self
        if !parser.parse() {
            throw NotWellFormed(description: "not well-formed XML: \(parser.parserError.map { "\($0)" } ?? "unknown error")")
        }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let element = Element(name: name, attributes: attributes, parent: stack.last)
        elements.append(element)
        stack.append(element)
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        stack.last?.text += string
    }
}
