import Foundation
import Testing
@testable import DialintKit

/// The same specs judged under two editions give different, correct findings (rules.md, Editions).
@Suite("Editions")
struct EditionTests {
    /// Written for 2014: a title-style fragment, and the likely destructive button on the left.
    static let written2014 = """
        {"dialogs": [
          {"id": "a", "kind": "alert", "title": "Unable to Connect", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]},
          {"id": "b", "kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Delete", "role": "destructive"}, {"title": "Cancel", "role": "cancel"}]}
        ]}
        """
    /// Written for 2023: sentence-style titles, Cancel leading and the destructive button trailing.
    static let written2023 = """
        {"dialogs": [
          {"id": "a", "kind": "alert", "title": "Unable to connect", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]},
          {"id": "b", "kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}
        ]}
        """

    func findings(_ spec: String, _ edition: Edition) -> [String] {
        var configuration = LintConfiguration()
        configuration.edition = edition
        return Linter(configuration: configuration).lint(SourceFile(path: "x.json", data: Data(spec.utf8)))
            .diagnostics.filter { ["title-capitalization", "cancel-position"].contains($0.ruleID) }
            .map { "\($0.dialog ?? ""):\($0.ruleID):\($0.range.start.line):\($0.range.start.column)" }
    }

    @Test func copyWrittenFor2014() {
        #expect(findings(Self.written2014, .hig2014) == [])
        #expect(findings(Self.written2014, .hig2023) == [
            "a:title-capitalization:2:52",  // "Connect" should be lowercase
            "b:cancel-position:3:119",      // Cancel should lead
        ])
    }

    @Test func copyWrittenFor2023() {
        #expect(findings(Self.written2023, .hig2023) == [])
        #expect(findings(Self.written2023, .hig2014) == [
            "a:title-capitalization:2:52",  // a fragment wants "Connect"
            "b:cancel-position:3:75",       // the likely destructive button goes on the left
        ])
    }

    @Test func olderEditionsDoNotStateTheRules() {
        #expect(findings(Self.written2014, .hig2010) == [])
        #expect(findings(Self.written2023, .hig2010) == [])
    }
}
