import Foundation
import Testing
@testable import DialintKit

/// One example of one rule, for parameterized tests.
struct RuleExampleCase: CustomTestStringConvertible, Sendable {
    var rule: any Rule.Type
    var example: Example
    var triggers: Bool

    var testDescription: String {
        "\(rule.description.id) \(triggers ? "reports" : "allows") \(example.cleanSpec.prefix(80))"
    }

    static let all: [RuleExampleCase] = RuleRegistry.rules.flatMap { rule in
        rule.description.triggering.map { RuleExampleCase(rule: rule, example: $0, triggers: true) }
            + rule.description.nonTriggering.map { RuleExampleCase(rule: rule, example: $0, triggers: false) }
    }

    var sourceLocation: SourceLocation {
        SourceLocation(fileID: "DialintKit/\(URL(fileURLWithPath: example.file).lastPathComponent)",
            filePath: example.file, line: example.line, column: 1)
    }

    /// The example's spec as a file, judged by `linter`.
    func offsets(using linter: Linter) -> [Int] {
        let report = linter.lint(SourceFile(path: "example.json", data: Data(example.cleanSpec.utf8)))
        let id = rule.description.id
        let unexpected = report.diagnostics.filter { ["invalid-json", "invalid-spec", "unknown-key"].contains($0.ruleID) }
        if !unexpected.isEmpty {
            Issue.record("example is not a valid spec: \(unexpected.map(\.message))", sourceLocation: sourceLocation)
        }
        return report.diagnostics.filter { $0.ruleID == id }.map(\.range.start.offset).sorted()
    }

    func configuration() -> LintConfiguration {
        var configuration = LintConfiguration()
        configuration.edition = example.edition
        configuration.options[rule.description.id] = example.options
        return configuration
    }
}

@Suite("Rule examples")
struct RuleExampleTests {
    @Test("every example, the rule alone", arguments: RuleExampleCase.all)
    func ruleAlone(_ example: RuleExampleCase) {
        let linter = Linter(configuration: example.configuration(), rules: [example.rule])
        let found = example.offsets(using: linter)
        #expect(found == example.example.expectedOffsets,
            "findings at \(found), markers at \(example.example.expectedOffsets)", sourceLocation: example.sourceLocation)
        if example.triggers {
            #expect(!found.isEmpty, "a triggering example must report something", sourceLocation: example.sourceLocation)
        }
    }

    @Test("every example, through the whole linter", arguments: RuleExampleCase.all)
    func wholeLinter(_ example: RuleExampleCase) {
        let found = example.offsets(using: Linter(configuration: example.configuration()))
        #expect(found == example.example.expectedOffsets, sourceLocation: example.sourceLocation)
    }

    @Test("every fix of a triggering example changes the text it points at")
    func fixesChangeText() {
        for example in RuleExampleCase.all where example.triggers && example.rule.description.fixable {
            let report = Linter(configuration: example.configuration(), rules: [example.rule])
                .lint(SourceFile(path: "example.json", data: Data(example.example.cleanSpec.utf8)))
            for diagnostic in report.diagnostics {
                guard let fix = diagnostic.fix else { continue }
                let bytes = Array(example.example.cleanSpec.utf8)
                let original = String(decoding: bytes[fix.sourceRange.start.offset..<fix.sourceRange.end.offset], as: UTF8.self)
                #expect(original != fix.fix.replacement, sourceLocation: example.sourceLocation)
            }
        }
    }

    /// A tool that applies every fix of a JSON report, from the end of the file back, must not write
    /// broken JSON for one rule's findings ("↓Click or ↓press Manage": the first fix takes the second
    /// verb along, so the second finding has none; blind suite 40).
    @Test("one rule's fixes never overlap")
    func fixesOfOneRuleDoNotOverlap() {
        for example in RuleExampleCase.all where example.triggers && example.rule.description.fixable {
            let report = Linter(configuration: example.configuration(), rules: [example.rule])
                .lint(SourceFile(path: "example.json", data: Data(example.example.cleanSpec.utf8)))
            let ranges = report.diagnostics.compactMap { $0.fix.map { $0.sourceRange.start.offset..<$0.sourceRange.end.offset } }
                .sorted { $0.lowerBound < $1.lowerBound }
            for (first, second) in zip(ranges, ranges.dropFirst()) {
                #expect(!first.overlaps(second), "\(first) and \(second)", sourceLocation: example.sourceLocation)
            }
        }
    }

    /// The limit is said in words that agree with it (blind suite 41: "one word that say").
    @Test("button-length says its limit in grammatical English", arguments: [(1, "one word that says"), (2, "one or two words that say"), (3, "3 words or fewer that say")])
    func buttonLengthMessage(limit: Int, words: String) {
        var configuration = LintConfiguration()
        configuration.options["button-length"] = ["maxWords": limit]
        let spec = #"{"kind": "alert", "title": "Join?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Join the network now"}]}"#
        let report = Linter(configuration: configuration, rules: [ButtonLengthRule.self]).lint(SourceFile(path: "a.json", data: Data(spec.utf8)))
        #expect(report.diagnostics.map(\.message).contains { $0.contains("keep it to \(words) what the button does") })
    }

    @Test("every rule has triggering and non-triggering examples, a quote and a summary")
    func rulesDescribeThemselves() {
        for rule in RuleRegistry.rules {
            let d = rule.description
            #expect(!d.triggering.isEmpty, "\(d.id) has no triggering example")
            #expect(!d.nonTriggering.isEmpty, "\(d.id) has no non-triggering example")
            #expect(!d.guidelines.isEmpty && d.guidelines.allSatisfy { !$0.quote.isEmpty }, "\(d.id) quotes no guideline")
            #expect(d.summary.hasSuffix("."), "\(d.id): a summary is a sentence")
            #expect(!d.kinds.isEmpty)
        }
    }
}

/// A dialog's findings are its own: linted among every other example of its edition in one file, each
/// example reports what it reports alone. Checks of a string are shared by the dialogs that show it
/// (`WordKnowledge.sharedCheck`); one that read a dialog's buttons would carry them to another dialog
/// with the same string (review 58).
@Suite("Dialogs linted together")
struct DialogIndependenceTests {
    struct Found: Hashable, Comparable {
        var rule: String
        var pointer: String
        var message: String
        static func < (a: Found, b: Found) -> Bool { (a.rule, a.pointer, a.message) < (b.rule, b.pointer, b.message) }
    }

    @Test("every example reports among all the others what it reports alone", arguments: Edition.allCases)
    func examplesTogether(edition: Edition) throws {
        let examples = RuleExampleCase.all.filter { $0.example.edition == edition && $0.example.options.isEmpty }
            .map(\.example.cleanSpec)
            .filter { spec in
                let object = try? JSONSerialization.jsonObject(with: Data(spec.utf8)) as? [String: Any]
                return object?["kind"] != nil && object?["dialogs"] == nil
            }
        guard !examples.isEmpty else { return }
        var configuration = LintConfiguration()
        configuration.edition = edition
        let linter = Linter(configuration: configuration)
        // Twice over, in two orders: whichever dialog shows a string first, the others judge it alike.
        let order = examples + examples.reversed()
        let together = linter.lint(SourceFile(path: "all.json", data: Data("{\"dialogs\": [\(order.joined(separator: ",\n"))]}".utf8)))
        var byDialog: [String: [Found]] = [:]
        for diagnostic in together.diagnostics {
            guard let dialog = diagnostic.dialogPointer?.description else { continue }
            let pointer = String(diagnostic.pointer.description.dropFirst(dialog.count))
            byDialog[dialog, default: []].append(Found(rule: diagnostic.ruleID, pointer: pointer, message: diagnostic.message))
        }
        for (index, spec) in order.enumerated() {
            let alone = linter.lint(SourceFile(path: "one.json", data: Data(spec.utf8))).diagnostics
                .map { Found(rule: $0.ruleID, pointer: $0.pointer.description, message: $0.message) }
            #expect((byDialog["/dialogs/\(index)"] ?? []).sorted() == alone.sorted(), "\(spec.prefix(100))")
        }
    }
}
