import Foundation
import Testing

@testable import DialintKit

/// A dialog with the same content as one linted before takes its findings (`DialogFindings`): what
/// must still be its own is where they are, what it is called, and what it suppresses.
@Suite("Findings of repeated dialogs")
struct DialogFindingsTests {
    private static let buttons = #"[{"title": "Cancel", "role": "cancel"}, {"title": "Sync"}]"#

    private func lines(_ report: FileReport) -> [String] {
        report.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.dialog ?? "-") \($0.ruleID)" }
    }

    /// Rules that read only some parts of a dialog (`RuleDescription.reads`) are shown only those parts,
    /// and what they found is taken for the next dialog with the same parts. Through one linter, every
    /// rule's examples and every fixture (the same buttons under many titles and messages) must give
    /// what running every rule on each whole dialog gives: a rule that read more than it declares would
    /// report the first text's findings under the next.
    @Test func rulesThatReadPartsFindWhatTheyFindInTheWholeDialog() throws {
        let fixtures = Binary.packageRoot.appendingPathComponent("Fixtures")
        let fixtureFiles = try FileManager.default.subpathsOfDirectory(atPath: fixtures.path)
            .filter { $0.hasSuffix(".json") }.sorted()
        let files = RuleExampleCase.all.enumerated().map { index, example in
            SourceFile(path: "example-\(index).json", data: Data(example.example.cleanSpec.utf8))
        } + fixtureFiles.compactMap { path in
            FileManager.default.contents(atPath: fixtures.appendingPathComponent(path).path).map { SourceFile(path: path, data: $0) }
        }
        #expect(files.count > 400)
        let partsRules = RuleRegistry.rules.filter { $0.description.reads != .all }
        #expect(partsRules.count >= 10, "the button rules declare what they read")
        for edition in [Edition.hig2010, LintConfiguration().edition] {
            var configuration = LintConfiguration()
            configuration.edition = edition
            let sharing = Linter(configuration: configuration)
            let whole = Linter(configuration: configuration, sharesPartialFindings: false)
            for file in files {
                let shared = sharing.lint(file).diagnostics
                let alone = whole.lint(file).diagnostics
                #expect(shared == alone, "\(file.path) under \(edition)")
                if shared != alone {
                    let describe = { (d: Diagnostic) in "\(d.range.start.line):\(d.range.start.column) [\(d.ruleID)] \(d.message)" }
                    Issue.record("shared: \(shared.map(describe))\nwhole: \(alone.map(describe))")
                }
            }
        }
    }

    /// A dialog that no enabled rule judges (by kind and language) is skipped before its text is
    /// analysed; one that some rule judges still meets every rule that judges it, English or not.
    @Test func aDialogMeetsExactlyTheRulesThatJudgeIt() {
        let spec = """
            {"dialogs": [
             {"id": "de", "kind": "alert", "locale": "de", "title": "Sync With Acme"},
             {"id": "en", "kind": "alert", "title": "Sync With Acme"}
            ]}
            """
        let file = SourceFile(path: "x.json", data: Data(spec.utf8))
        let found = { (configuration: LintConfiguration) in
            Linter(configuration: configuration).lint(file).diagnostics.map { "\($0.dialog ?? "-") \($0.ruleID)" }
        }
        let everyRule = found(LintConfiguration())
        #expect(everyRule.contains("de button-count"), "button-count judges every language")
        #expect(!everyRule.contains("de title-capitalization"), "an English rule skips German")
        #expect(everyRule.contains("en title-capitalization"))
        #expect(everyRule.contains("en button-count"))

        var capitalizationOnly = LintConfiguration()
        capitalizationOnly.disabled = Set(RuleRegistry.ids).subtracting(["title-capitalization"])
        #expect(found(capitalizationOnly) == ["en title-capitalization"])
        var noRule = LintConfiguration()
        noRule.disabled = Set(RuleRegistry.ids)
        #expect(found(noRule).isEmpty)
    }

    @Test func eachRepeatIsLocatedAtItsOwnWords() {
        // The third dialog spells "you" with an escape: the same decoded content, other columns.
        let spec = """
            {"dialogs": [
             {"id": "first", "kind": "alert", "title": "Can you sync now?", "buttons": \(Self.buttons)},
             {"id": "second", "kind": "alert", "title": "Can you sync now?", "buttons": \(Self.buttons)},
              {"id": "3rd", "kind": "alert", "title": "Can \\u0079ou sync now?", "buttons": \(Self.buttons)}
            ]}
            """
        let report = Linter().lint(SourceFile(path: "x.json", data: Data(spec.utf8)))
        #expect(lines(report) == [
            "2:49 first personal-pronoun", "3:50 second personal-pronoun", "4:48 3rd personal-pronoun",
        ])
    }

    @Test func aRepeatInAnotherFileKeepsThatFilesPath() {
        let linter = Linter()
        let spec = #"{"dialogs": [{"kind": "alert", "title": "Can you sync now?", "buttons": \#(Self.buttons)}]}"#
        let first = linter.lint(SourceFile(path: "a.json", data: Data(spec.utf8)))
        let second = linter.lint(SourceFile(path: "b.json", data: Data(("\n" + spec).utf8)))
        #expect(first.diagnostics.map(\.path) == ["a.json"])
        #expect(second.diagnostics.map(\.path) == ["b.json"])
        #expect(second.diagnostics.map(\.range.start.line) == [2])
    }

    @Test func suppressionsStayTheDialogsOwn() {
        let spec = """
            {"dialogs": [
             {"kind": "alert", "title": "Can you sync now?", "buttons": \(Self.buttons)},
             {"kind": "alert", "title": "Can you sync now?", "buttons": \(Self.buttons),
              "dialint": {"disable": ["personal-pronoun"]}},
             {"kind": "alert", "title": "Can you sync now?", "buttons": \(Self.buttons)}
            ]}
            """
        let report = Linter().lint(SourceFile(path: "x.json", data: Data(spec.utf8)))
        #expect(lines(report) == ["2:34 0 personal-pronoun", "5:34 2 personal-pronoun"])
    }

    /// A dialog with a duplicate key is still checked, with JSONDecoder's first value: left unchecked, it
    /// would be lost from sight once the finding is in a baseline.
    @Test func aDialogWithADuplicateKeyIsStillChecked() {
        let spec = """
            {"dialogs": [
             {"kind": "alert", "title": "Your file is gone", "title": "File is gone", "buttons": \(Self.buttons)},
             {"kind": "alert", "title": "File is gone", "buttons": \(Self.buttons)}
            ]}
            """
        let report = Linter().lint(SourceFile(path: "x.json", data: Data(spec.utf8)))
        #expect(lines(report) == ["2:30 0 personal-pronoun", "2:50 - invalid-spec"])
    }

    /// A file-level "disable" entry may be for a dialog left unchecked: it is not called unused then.
    @Test func aFileLevelDisableIsNotCalledUnusedWhileADialogIsUnchecked() {
        func unused(_ dialogs: String) -> [String] {
            let spec = #"{"dialint": {"disable": ["personal-pronoun"]}, "dialogs": [\#(dialogs)]}"#
            return Linter().lint(SourceFile(path: "x.json", data: Data(spec.utf8))).diagnostics
                .filter { $0.ruleID == "unused-suppression" }.map(\.message)
        }
        #expect(unused(#"{"kind": "alert", "title": "File gone", "buttons": \#(Self.buttons)}"#)
            == ["\"disable\" entry \"personal-pronoun\" suppressed nothing here; remove it"])
        #expect(unused(#"{"kind": "sheet", "title": "Your file is gone", "buttons": \#(Self.buttons)}"#) == [])
    }

    @Test func vocabularyIsPartOfTheContent() {
        let spec = """
            {"dialogs": [
             {"kind": "alert", "title": "Remove Glimmer Sync?", "buttons": \(Self.buttons)},
             {"kind": "alert", "title": "Remove Glimmer Sync?", "buttons": \(Self.buttons),
              "dialint": {"vocabulary": ["Glimmer Sync"]}}
            ]}
            """
        let report = Linter().lint(SourceFile(path: "x.json", data: Data(spec.utf8)))
        #expect(report.diagnostics.map(\.dialog) == ["0", "0"], "the vocabulary spares the second")
    }

    @Test func contentIsComparedByBytesAndByEveryFieldTheRulesRead() {
        let base = Dialog(kind: .alert, id: "a", title: "Café", buttons: [Button(title: "OK")], pointer: ["dialogs", .index(0)])
        func content(_ change: (inout Dialog) -> Void = { _ in }, vocabulary: Int = 0) -> DialogContent {
            var dialog = base
            change(&dialog)
            return DialogContent(dialog: dialog, vocabulary: vocabulary)
        }
        // Where it is and what it is called are not content.
        #expect(content() == content {
            $0.id = "b"
            $0.pointer = ["dialogs", .index(7)]
            $0.index = 7
        })
        // Everything a rule reads is.
        let changes: [(inout Dialog) -> Void] = [
            { $0.title = "Cafe\u{301}" }, { $0.title = nil }, { $0.message = "" }, { $0.kind = .actionSheet },
            { $0.buttons[0].role = .cancel }, { $0.buttons[0].preferred = true }, { $0.buttons[0].title = "Ok" },
            { $0.buttons.append(Button(title: "OK", index: 1)) }, { $0.textFields = [TextField()] },
            { $0.locale = "fr" }, { $0.buttonOrder = .added },
        ]
        for change in changes { #expect(content() != content(change)) }
        #expect(content() != content(vocabulary: 1), "another vocabulary")
        #expect(content(vocabulary: 2) == content(vocabulary: 2))
        #expect(content { $0.title = "ab"; $0.message = "c" } != content { $0.title = "a"; $0.message = "bc" })
    }
}

/// The memo tables' bound: two generations, where what keeps coming back stays.
@Suite("Bounded memo tables")
struct BoundedTableTests {
    @Test func neverHoldsMoreThanItsCapacity() {
        var table = BoundedTable<Int, Int>(capacity: 8)
        for key in 0..<100 {
            table.insert(key * 10, for: key)
            #expect(table.count <= 8)
        }
        // The last entries are there; the first ones aged out.
        #expect(table.value(for: 99) == 990)
        #expect(table.value(for: 0) == nil)
    }

    @Test func anEntryThatComesBackOutlivesTheOnesSeenOnce() {
        var table = BoundedTable<String, Int>(capacity: 4)
        table.insert(1, for: "Cancel")
        var forgotten = BoundedTable<String, Int>(capacity: 4)
        forgotten.insert(1, for: "Cancel")
        for key in 0..<40 {
            // Asked again between every two new entries, it is never dropped.
            #expect(table.value(for: "Cancel") == 1)
            table.insert(key, for: "once \(key)")
            forgotten.insert(key, for: "once \(key)")
        }
        #expect(table.value(for: "Cancel") == 1)
        // Never asked again, it ages out.
        #expect(forgotten.value(for: "Cancel") == nil)
    }
}

/// The memo tables' keys: a string's identity settles a match without reading it, and the bytes
/// settle the rest.
@Suite("Exact text keys")
struct ExactTextTests {
    @Test func aCopyIsTheSameStringAndAnotherStringWithTheSameBytesIsEqual() {
        let long = String(repeating: "Delete this photo from all devices? ", count: 2)
        let copy = long
        // Built afresh: other storage, the same bytes.
        let rebuilt = String(decoding: Array(long.utf8), as: UTF8.self)
        #expect(ExactText(long).identity.isSame(as: ExactText(copy).identity))
        #expect(!ExactText(long).identity.isSame(as: ExactText(rebuilt).identity))
        #expect(ExactText(long) == ExactText(rebuilt))
        #expect(ExactText("OK").identity.isSame(as: ExactText(String("OK")).identity), "a short string's bits are its text")
    }

    @Test func differentTextIsNeverTheSameNorEqual() {
        let pairs: [(String, String)] = [("Cancel", "Delete"), ("Café", "Cafe\u{301}"), ("", "a"), (String(repeating: "a", count: 40), String(repeating: "b", count: 40))]
        for (a, b) in pairs {
            #expect(!ExactText(a).identity.isSame(as: ExactText(b).identity))
            #expect(ExactText(a) != ExactText(b))
        }
    }
}
