import Foundation
import Testing
@testable import DialintKit

/// Runs the built `dialint` binary as a user would.
enum Binary {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The binary built with the tests: beside the test bundle, or named by DIALINT_BINARY.
    static var path: String {
        if let explicit = ProcessInfo.processInfo.environment["DIALINT_BINARY"] { return explicit }
        var folder = Bundle.main.bundleURL
        if folder.pathExtension == "xctest" { folder.deleteLastPathComponent() }
        for candidate in [folder, folder.deletingLastPathComponent()] {
            let binary = candidate.appendingPathComponent("dialint").path
            if FileManager.default.isExecutableFile(atPath: binary) { return binary }
        }
        return packageRoot.appendingPathComponent(".build/debug/dialint").path
    }

    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// A run that has not finished after this long is killed and reported as a hang.
    static let hangLimit: TimeInterval = 600

    static func run(_ arguments: [String], in folder: URL = packageRoot, stdin: Data? = nil, asUser: Int? = nil) throws -> Result {
        let process = Process()
        if let user = asUser {
            // Drop root's privileges, so that file permissions apply to the run as they do to a user.
            process.executableURL = URL(fileURLWithPath: "/usr/bin/setpriv")
            process.arguments = ["--reuid=\(user)", "--regid=\(user)", "--clear-groups", path] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: path)
            process.arguments = arguments
        }
        process.currentDirectoryURL = folder
        var environment = ProcessInfo.processInfo.environment
        environment["NO_COLOR"] = "1"
        process.environment = environment
        let out = Pipe()
        let err = Pipe()
        let input = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = input
        try process.run()
        if let stdin { input.fileHandleForWriting.write(stdin) }
        try input.fileHandleForWriting.close()
        // Read both pipes to the end before waiting, so a large report cannot fill a pipe and stall.
        nonisolated(unsafe) var errorData = Data()
        let errorReader = Thread { errorData = err.fileHandleForReading.readDataToEndOfFile() }
        errorReader.start()
        let watchdog = DispatchWorkItem { if process.isRunning { process.terminate() } }
        DispatchQueue.global().asyncAfter(deadline: .now() + hangLimit, execute: watchdog)
        let outputData = out.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        watchdog.cancel()
        while !errorReader.isFinished { usleep(1000) }
        return Result(status: process.terminationStatus,
            output: String(decoding: outputData, as: UTF8.self), errors: String(decoding: errorData, as: UTF8.self))
    }
}

@Suite("Golden output of the binary on Fixtures/")
struct GoldenTests {
    static let expected = Binary.packageRoot.appendingPathComponent("Fixtures/expected")
    static let update = ProcessInfo.processInfo.environment["DIALINT_UPDATE_GOLDEN"] == "1"

    /// Compares `actual` with the golden file, or rewrites it with DIALINT_UPDATE_GOLDEN=1 (`make golden`).
    static func compare(_ actual: String, golden name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let url = expected.appendingPathComponent(name)
        if update {
            try FileManager.default.createDirectory(at: expected, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let golden = (try? String(contentsOf: url, encoding: .utf8)) ?? "<missing \(name)>"
        #expect(actual == golden, "output differs from Fixtures/expected/\(name); run `make golden` if the change is intended", sourceLocation: sourceLocation)
    }

    @Test("Fixtures/good gives no findings")
    func good() throws {
        let run = try Binary.run(["Fixtures/good"])
        #expect(run.output == "", "good fixtures must stay clean")
        #expect(run.status == 0)
        #expect(run.errors.hasPrefix("No problems found in "))
    }

    @Test("Fixtures/bad gives every expected finding")
    func bad() throws {
        let run = try Binary.run(["Fixtures/bad"])
        try Self.compare(run.output, golden: "bad.txt")
        try Self.compare(run.errors, golden: "bad.stderr.txt")
        #expect(run.status == (run.output.contains(": error: ") ? 1 : 0), "the exit status follows the errors")
    }

    @Test("Fixtures/invalid gives located errors and goes on")
    func invalid() throws {
        let run = try Binary.run(["Fixtures/invalid"])
        try Self.compare(run.output, golden: "invalid.txt")
        try Self.compare(run.errors, golden: "invalid.stderr.txt")
        #expect(run.status == 1)
    }

    @Test("every rule of the registry has a finding in Fixtures/bad")
    func badCoversEveryRule() throws {
        let run = try Binary.run(["Fixtures/bad"])
        for rule in RuleRegistry.rules {
            let id = rule.description.id
            #expect(run.output.contains("[\(id)]"), "no finding of \(id) in Fixtures/bad")
        }
    }

    @Test("the output does not depend on the order files finish in")
    func deterministic() throws {
        let first = try Binary.run(["Fixtures"])
        for _ in 0..<3 {
            #expect(try Binary.run(["Fixtures"]).output == first.output)
        }
    }

    /// A checked-in file must equal what a `dialint rules` command generates now.
    static func expectGenerated(by arguments: [String], at path: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let run = try Binary.run(arguments)
        let url = Binary.packageRoot.appendingPathComponent(path)
        if update { try Data(run.output.utf8).write(to: url) }
        let checkedIn = (try? String(contentsOf: url, encoding: .utf8)) ?? ""
        #expect(run.output == checkedIn, "\(path) is stale: run `make docs`", sourceLocation: sourceLocation)
    }

    @Test("docs/rules.md is generated from the rule descriptions")
    func ruleReferenceIsFresh() throws {
        try Self.expectGenerated(by: ["rules", "--format", "markdown"], at: "docs/rules.md")
    }

    @Test("schemas/dialint-config.schema.json is generated from the rule descriptions")
    func configSchemaIsFresh() throws {
        try Self.expectGenerated(by: ["rules", "--format", "config-schema"], at: "schemas/dialint-config.schema.json")
    }
}
