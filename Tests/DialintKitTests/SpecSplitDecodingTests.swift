import Foundation
import Testing

@testable import DialintKit

/// A large file is decoded in pieces on several cores (`SpecSplitDecoding`): it must give what the
/// whole reading gives, or decline. The size floor is lifted here so that small files take the path.
@Suite("Spec decoding in pieces")
struct SpecSplitDecodingTests {
    private func split(_ data: Data, pieces: Int = 3, defaultLocale: String? = nil) -> SpecFile? {
        SpecSplitDecoding.decode(
            data, defaultLocale: defaultLocale, members: SourceMap.screen(data).memberCount, pieces: pieces, minimumBytes: 0)
    }

    private func split(_ json: String, pieces: Int = 3) -> SpecFile? {
        split(Data(json.utf8), pieces: pieces)
    }

    /// On every fixture the pieces give the careful reading's file, and every canonical fixture with
    /// more than one dialog and nothing unusual is taken in pieces.
    @Test func piecesAgreeWithTheWholeReadingOnEveryFixture() throws {
        let files = SchemaTests.files(under: "Fixtures") { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
        var taken = 0
        for path in files {
            let data = try #require(FileManager.default.contents(atPath: path))
            guard SourceMap.screen(data).error == nil, let careful = try? SpecFile.decode(data, defaultLocale: "en-GB") else { continue }
            for pieces in [2, 3, 7] {
                guard let pieced = split(data, pieces: pieces, defaultLocale: "en-GB") else { continue }
                #expect(careful.issues.isEmpty && careful.shape == .dialogList, "\(path): pieces took a file with defects")
                #expect(pieced.dialogs == careful.dialogs, "\(path), \(pieces) pieces")
                #expect(pieced.settings == careful.settings, "\(path), \(pieces) pieces")
                taken += 1
            }
        }
        #expect(taken > 20)
    }

    @Test func fileSettingsLocaleAndOrderReachEveryPiece() throws {
        let json = """
            \u{FEFF}{"locale": "fr", "buttonOrder": "added", "dialint": {"disable": ["button-ok"], "vocabulary": ["Acme"]},
             "dialogs": [
              {"kind": "alert", "title": "Un \\"[x]\\" {y}", "buttons": [{"title": "OK"}, {"title": "Annuler", "role": "cancel"}]},
              {"kind": "alert", "locale": "en", "title": "Two", "dialint": {"disable": ["title-single-word"]}},
              {"kind": "modal", "title": "Three", "buttonOrder": "display", "textFields": [{"placeholder": "]]", "secure": true}]}
             ],
             "x-after": null}
            """
        // An unknown top-level member after the list: the frame reading declines, like the whole fast reading.
        #expect(split(json) == nil)
        let canonical = json.replacingOccurrences(of: ",\n \"x-after\": null", with: "")
        let whole = try SpecFile.decode(Data(canonical.utf8))
        let pieced = try #require(split(canonical, pieces: 3))
        #expect(pieced.dialogs == whole.dialogs)
        #expect(pieced.settings == whole.settings)
        #expect(pieced.dialogs.map(\.locale) == ["fr", "en", "fr"])
        #expect(pieced.dialogs.map(\.buttonOrder) == [.added, .added, .display])
        let entryPointer: JSONPointer = ["dialogs", .index(1), "dialint", "disable", .index(0)]
        #expect(pieced.dialogs[1].settings.disable.map(\.pointer) == [entryPointer])
    }

    @Test(arguments: [
        // Not canonical, or not plainly so: read whole.
        #"[{"kind": "alert", "title": "A"}, {"kind": "alert", "title": "B"}]"#,
        #"{"kind": "alert", "title": "A"}"#,
        #"{"dialogs": {"a": 1}}"#,
        #"{"dialogs": [{"kind": "alert"}, {"kind": "alert"}], "dialogs": []}"#,
        #"{"dialog\u0073": [{"kind": "alert"}, {"kind": "alert"}]}"#,
        // Something the careful reader must report, in one piece or another.
        #"{"dialogs": [{"kind": "alert", "title": "A"}, {"kind": "alert", "titel": "B"}]}"#,
        #"{"dialogs": [{"kind": "alert", "title": "A"}, {"kind": "sheet", "title": "B"}]}"#,
        #"{"dialogs": [{"kind": "alert", "title": "A"}, {"kind": "alert", "title": 2}]}"#,
        #"{"dialogs": [{"kind": "alert", "title": "A"}, {"kind": "alert", "title": "B", "title": "C"}]}"#,
        #"{"dialogs": [{"kind": "alert", "title": "A"}, 7]}"#,
        #"{"dialogs": [{"kind": "alert", "title": "A"}, {"kind": "alert"}], "locale": 3}"#,
        // One dialog: nothing to share out.
        #"{"dialogs": [{"kind": "alert", "title": "A"}]}"#,
    ])
    func declinesWhatTheWholeReadingMustJudge(json: String) {
        #expect(split(json) == nil)
    }

    @Test func smallFilesAreReadWhole() {
        let json = #"{"dialogs": [{"kind": "alert", "title": "A"}, {"kind": "alert", "title": "B"}]}"#
        #expect(split(json) != nil)
        let data = Data(json.utf8)
        #expect(SpecSplitDecoding.decode(data, defaultLocale: nil, members: SourceMap.screen(data).memberCount) == nil)
    }

    @Test func runsCoverEveryElementOnceInOrder() throws {
        let dialogs = (0..<50).map { #"{"kind": "alert", "title": "Dialog \#($0) [\"x\"]"}"# }
        let data = Data(#"{"dialogs": [ \#(dialogs.joined(separator: " ,\n "))  ]}"#.utf8)
        let cut = try #require(DialogListCut(data))
        #expect(cut.elements.count == 50)
        #expect(try #require(DialogListCut(Data(#"{"dialogs": []}"#.utf8))).runs(count: 3).isEmpty)
        #expect(DialogListCut(Data(#"{"dialogs": [{"kind": "al"#.utf8)) == nil, "cut off")
        for count in [1, 2, 3, 8, 50, 80] {
            let runs = cut.runs(count: count)
            let sizes = try runs.map { try #require(JSONSerialization.jsonObject(with: $0.data) as? [Any]).count }
            #expect(runs.map(\.firstIndex) == sizes.indices.map { sizes[..<$0].reduce(0, +) }, "\(count) runs")
            #expect(sizes.reduce(0, +) == 50, "\(count) runs")
            #expect(!sizes.contains(0))
        }
    }
}
