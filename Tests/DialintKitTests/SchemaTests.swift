import Foundation
import Testing
@testable import DialintKit

/// The JSON Schemas in `schemas/` accept every fixture and example config, and reject typos.
/// Needs python3 with the `jsonschema` package (`.ci/run` installs it).
@Suite("JSON Schemas")
struct SchemaTests {
    static let root = Binary.packageRoot

    /// Runs Tests/Scripts/validate-schema.py; returns its exit status and output.
    static func validate(schema: String, files: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", root.appendingPathComponent("Tests/Scripts/validate-schema.py").path,
            root.appendingPathComponent(schema).path] + files
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    static func files(under folder: String, named predicate: (String) -> Bool) -> [String] {
        let base = root.appendingPathComponent(folder)
        let enumerator = FileManager.default.enumerator(atPath: base.path)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            if predicate((relative as NSString).lastPathComponent) { found.append(base.appendingPathComponent(relative).path) }
        }
        return found.sorted()
    }

    @Test func everyGoodAndBadFixtureIsAValidSpec() throws {
        let specs = Self.files(under: "Fixtures/good") { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
            + Self.files(under: "Fixtures/bad") { $0.hasSuffix(".json") }
        #expect(specs.count > 10)
        let result = try Self.validate(schema: "schemas/dialog-spec.schema.json", files: specs)
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theSpecSchemaRejectsWhatDialintRejects() throws {
        let tree = try TemporaryTree([
            "typo.json": #"{"kind": "alert", "titel": "x"}"#,
            "kind.json": #"{"dialogs": [{"kind": "actionsheet"}]}"#,
            "role.json": #"[{"kind": "alert", "buttons": [{"title": "OK", "role": "cancle"}]}]"#,
        ])
        for name in ["typo.json", "kind.json", "role.json"] {
            let result = try Self.validate(schema: "schemas/dialog-spec.schema.json", files: [tree.path + "/" + name])
            #expect(result.status == 1, "\(name) should be rejected: \(result.output)")
        }
    }

    @Test func everyConfigAndExampleIsValid() throws {
        let configs = Self.files(under: "Fixtures") { $0 == ".dialint.json" }
            + [Self.root.appendingPathComponent("docs/examples/dialint.json").path]
        let result = try Self.validate(schema: "schemas/dialint-config.schema.json", files: configs)
        #expect(result.status == 0, "\(result.output)")
        // And dialint itself accepts the example.
        let loaded = ConfigFile.load(path: Self.root.appendingPathComponent("docs/examples/dialint.json").path, reportedAs: "example")
        if case .failure(let errors) = loaded { Issue.record("dialint rejects the example config: \(errors)") }
    }

    /// `--print-config` prints a configuration the published schema accepts, options and custom rules included.
    @Test func thePrintedConfigurationMatchesTheSchema() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"""
                {"rules": {"button-length": {"maxWords": 3}}, "customRules": [{"id": "acme", "message": "m", "pattern": "Oops", "kinds": ["alert"]}]}
                """#,
        ])
        let printed = try Binary.run(["--print-config", "."], in: URL(fileURLWithPath: tree.path))
        #expect(printed.status == 0)
        try tree.write("printed.json", printed.output)
        let result = try Self.validate(schema: "schemas/dialint-config.schema.json", files: [tree.path + "/printed.json"])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test func theConfigSchemaRejectsTypos() throws {
        let tree = try TemporaryTree([
            "rule.json": #"{"rules": {"title-capitalization": {"maxLenght": 3}}}"#,
            "key.json": #"{"vocabluary": []}"#,
            "severity.json": #"{"rules": {"title-capitalization": "eror"}}"#,
        ])
        for name in ["rule.json", "key.json", "severity.json"] {
            let result = try Self.validate(schema: "schemas/dialint-config.schema.json", files: [tree.path + "/" + name])
            #expect(result.status == 1, "\(name) should be rejected: \(result.output)")
        }
    }
}
