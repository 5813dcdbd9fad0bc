import Foundation
import Testing

/// The README's `$ dialint … | jq …` examples run as written and print what the README shows.
@Suite("README examples")
struct ReadmeTests {
    struct Example: CustomTestStringConvertible, Sendable {
        var command: String
        var output: String
        var testDescription: String { String(command.prefix(90)) }
    }

    /// Each fenced block that starts with `$ dialint` and pipes into jq: the command, and the lines after it.
    static let examples: [Example] = {
        let url = Binary.packageRoot.appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return [] }
        var examples: [Example] = []
        let lines = text.components(separatedBy: "\n")
        var index = 0
        while index < lines.count {
            let line = lines[index]
            if line.hasPrefix("$ dialint "), line.contains("| jq") {
                var output: [String] = []
                index += 1
                while index < lines.count, lines[index] != "```" {
                    output.append(lines[index])
                    index += 1
                }
                examples.append(Example(command: String(line.dropFirst(2)), output: output.joined(separator: "\n")))
            }
            index += 1
        }
        return examples
    }()

    @Test func thereAreJQExamples() {
        #expect(Self.examples.count >= 3)
    }

    @Test("a README example runs as written", arguments: examples)
    func runsAsWritten(_ example: Example) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/bash")
        let binaryFolder = URL(fileURLWithPath: Binary.path).deletingLastPathComponent().path
        process.arguments = ["-o", "pipefail", "-c", example.command]
        process.currentDirectoryURL = Binary.packageRoot
        var environment = ProcessInfo.processInfo.environment
        environment["PATH"] = binaryFolder + ":" + (environment["PATH"] ?? "/usr/bin:/bin")
        process.environment = environment
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let output = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .newlines)
        #expect(output == example.output, "README example differs: \(example.command)")
    }
}
