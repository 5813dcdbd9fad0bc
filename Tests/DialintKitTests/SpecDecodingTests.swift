import Foundation
import Testing
@testable import DialintKit

@Suite("Spec decoding")
struct SpecDecodingTests {
    func decode(_ json: String) throws -> SpecFile {
        try SpecFile.decode(Data(json.utf8))
    }

    /// The fast reader and the careful one give the same file wherever the fast one accepts it, on
    /// every fixture; and the fast one hands over anything it does not fully read.
    @Test func fastReadingAgreesWithCarefulReading() throws {
        let files = SchemaTests.files(under: "Fixtures") { $0.hasSuffix(".json") && !$0.hasPrefix(".") }
        #expect(files.count > 20)
        var fast = 0
        for path in files {
            let data = try #require(FileManager.default.contents(atPath: path))
            let screen = SourceMap.screen(data, watching: OccasionalMembers.keys)
            guard screen.error == nil, let careful = try? SpecFile.decode(data) else { continue }
            let counted = try SpecFile.decode(data, reading: .counted(
                members: screen.memberCount, occasional: OccasionalMembers(rawValue: screen.watchedKeysSeen)))
            #expect(counted.dialogs == careful.dialogs, "\(path)")
            #expect(counted.issues == careful.issues, "\(path)")
            #expect(counted.settings == careful.settings, "\(path)")
            #expect(counted.shape == careful.shape, "\(path)")
            if Self.isReadOnTheFastPath(data, screen) { fast += 1 }
        }
        #expect(fast > 10)
    }

    /// Whether the fast reader accepts the file (rather than handing it to the careful one), given the
    /// member count and occasional members of the validating scan.
    static func isReadOnTheFastPath(_ data: Data, _ screen: (error: JSONSyntaxError?, mayHaveDuplicateKeys: Bool, memberCount: Int, watchedKeysSeen: UInt64)) -> Bool {
        let decoder = JSONDecoder()
        decoder.userInfo[SpecFastDecoding.memberCountKey] = screen.memberCount
        decoder.userInfo[SpecFastDecoding.occasionalMembersKey] = OccasionalMembers(rawValue: screen.watchedKeysSeen)
        return (try? decoder.decode(SpecFastDecoding.self, from: data))?.file != nil
    }

    /// The fast path asks for an occasional member (a dialog's locale, a button's preferred...) only
    /// where the scan saw its key below the top level: a file that has them reads the same, and one
    /// that has them only at its top level is read on the fast path all the same.
    @Test func occasionalMembersAreAskedForWhereTheScanSawThem() throws {
        let buttons = #"[{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive", "preferred": true}]"#
        for (json, isFast) in [
            (#"{"locale": "en-GB", "dialogs": [{"kind": "alert", "title": "A", "buttons": [{"title": "OK"}]}]}"#, true),
            (#"{"dialogs": [{"kind": "alert", "title": "A"}, {"kind": "alert", "title": "B", "locale": "fr", "buttonOrder": "added", "buttons": \#(buttons)}]}"#, true),
            (#"{"dialint": {"disable": ["whitespace"]}, "dialogs": [{"kind": "alert", "title": "A", "dialint": {"vocabulary": ["A"]}, "textFields": [{"placeholder": "Name"}]}]}"#, true),
            (#"{"dialogs": [{"kind": "alert", "title": "A", "\u0070referred": true}]}"#, false),
        ] {
            let data = Data(json.utf8)
            let screen = SourceMap.screen(data, watching: OccasionalMembers.keys)
            #expect(Self.isReadOnTheFastPath(data, screen) == isFast, "\(json)")
            let occasional = OccasionalMembers(rawValue: screen.watchedKeysSeen)
            let counted = try SpecFile.decode(data, reading: .counted(members: screen.memberCount, occasional: occasional))
            let careful = try SpecFile.decode(data)
            #expect(counted.dialogs == careful.dialogs && counted.issues == careful.issues && counted.settings == careful.settings, "\(json)")
        }
        func seen(_ json: String) -> OccasionalMembers {
            OccasionalMembers(rawValue: SourceMap.screen(Data(json.utf8), watching: OccasionalMembers.keys).watchedKeysSeen)
        }
        #expect(seen(#"{"locale": "en-GB", "dialint": {}, "dialogs": [{"kind": "alert"}]}"#) == [], "top-level members are asked for anyway")
        #expect(seen(#"{"dialogs": [{"kind": "alert", "locale": "fr", "buttons": [{"title": "OK", "preferred": true}]}]}"#) == [.locale, .preferred])
        #expect(seen(#"{"dialogs": [{"kind": "alert", "t\u0069tle": "A"}]}"#) == .all, "an escaped key may be any of them")
        // Without the scan's word (the benchmark's floor, a caller that counted nothing), all are asked for.
        #expect(SpecFile.Reading.counted(members: 3).occasionalMembers == .all)
    }

    /// Defects come out in the same order on every decoding (found by the fuzzer: the decoder lists
    /// an object's keys in an order that changes from one decoding to the next).
    @Test func defectsComeOutInTheSameOrderEveryTime() throws {
        let json = #"{"dialogs": [{"kind": "alert", "titel": "A", "mesage": "B", "colour": "red", "sub": 1, "x": 2, "y": 3}]}"#
        let first = try decode(json).issues
        #expect(first.count == 6)
        for _ in 0..<20 { #expect(try decode(json).issues == first) }
    }

    @Test(arguments: [
        #"{"dialogs": [{"kind": "alert", "title": "A", "subtitle": "B"}]}"#,  // unknown member
        #"{"dialogs": [{"kind": "alert", "role": "cancel"}]}"#,  // known name, wrong place
        #"{"dialogs": [{"kind": "alert", "title": null}]}"#,
        #"{"dialogs": [{"kind": "alert", "title": "A", "title": "B"}]}"#,  // repeated
        #"{"dialogs": [{"kind": "sheet"}]}"#,
        #"{"dialogs": [{"kind": "alert", "buttons": [{"title": "OK", "role": "primary"}]}]}"#,
        #"{"dialogs": [{"kind": "alert", "buttons": [{"role": "cancel"}]}]}"#,
        #"{"dialogs": [{"kind": "alert", "dialint": {"disable": ["whitespace", 3]}}]}"#,
        #"{"dialogs": [{"kind": "alert", "textFields": [{"placeholder": "Name", "secure": "yes"}]}]}"#,
        #"{"dialogs": [{"kind": "alert"}], "version": 2}"#,
    ])
    func fastReadingHandsOverWhatItDoesNotKnow(json: String) throws {
        let data = Data(json.utf8)
        let decoder = JSONDecoder()
        decoder.userInfo[SpecFastDecoding.memberCountKey] = SourceMap.screen(data).memberCount
        #expect(try decoder.decode(SpecFastDecoding.self, from: data).file == nil)
        let counted = try SpecFile.decode(data, reading: .counted(members: SourceMap.screen(data).memberCount))
        #expect(counted.issues == (try SpecFile.decode(data)).issues)
    }

    @Test func threeTopLevelShapes() throws {
        let list = try decode(#"{"dialogs": [{"kind": "alert", "title": "A"}, {"kind": "modal"}]}"#)
        #expect(list.shape == .dialogList)
        #expect(list.dialogs.map(\.pointer.description) == ["/dialogs/0", "/dialogs/1"])
        let single = try decode(#"{"kind": "actionSheet", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#)
        #expect(single.shape == .singleDialog)
        #expect(single.dialogs.first?.buttons.first?.role == .cancel)
        let array = try decode(#"[{"kind": "alert"}, {"kind": "alert", "id": "b"}]"#)
        #expect(array.shape == .dialogArray)
        #expect(array.dialogs.map(\.pointer.description) == ["/0", "/1"])
        #expect(array.dialogs.map(\.displayName) == ["0", "b"])
    }

    @Test func plainlyNotASpec() throws {
        #expect(try decode(#"{"name": "my-package", "version": "1.0.0"}"#).shape == .notASpec)
        #expect(try decode(#"[1, 2, 3]"#).shape == .notASpec)
        #expect(try decode(#""text""#).shape == .notASpec)
        // A dialog that only lacks its kind is still a spec, with a defect.
        let missingKind = try decode(#"{"title": "Oops"}"#)
        #expect(missingKind.shape == .singleDialog)
        #expect(missingKind.issues.map(\.message) == [#"dialog is missing "kind"; expected "alert", "actionSheet" or "modal""#])
        #expect(missingKind.mayBeSkippedInAWalk, "only a title: a walk may pass over it")
        // An empty array is an array of no dialogs; a walk passes over it.
        let empty = try decode("[]")
        #expect(empty.shape == .dialogArray && empty.issues.isEmpty && empty.mayBeSkippedInAWalk)
        #expect(try decode(#"["a", "b"]"#).shape == .notASpec)
        #expect(try !decode(#"[{"kind": "alert"}]"#).mayBeSkippedInAWalk)
    }

    @Test func oneBadDialogKeepsTheOthers() throws {
        let file = try decode(#"{"dialogs": [{"kind": "alert", "title": 5}, {"kind": "alert", "title": "Fine"}, {"kind": "sheet"}]}"#)
        #expect(file.dialogs.map(\.title) == ["Fine"])
        #expect(file.issues.map(\.pointer.description) == ["/dialogs/0/title", "/dialogs/2/kind"])
        #expect(file.issues.first?.message == #""title" must be a string, not a number"#)
    }

    @Test func everyDefectOfADialogIsReported() throws {
        let file = try decode(#"{"kind": "alert", "title": true, "buttons": [{"title": "OK", "role": "destrutive"}, {"role": "cancel"}, "x"]}"#)
        #expect(file.dialogs.isEmpty)
        #expect(file.issues.map(\.message) == [
            #""title" must be a string, not a boolean"#,
            #"unknown role "destrutive"; expected "default", "cancel" or "destructive"; did you mean "destructive"?"#,
            #"button is missing "title""#,
            "a button must be an object, not a string",
        ])
    }

    /// A number beyond Double's range is still a number: JSONDecoder reads it as no Swift number, which
    /// once made it look like the one type left over, an array.
    @Test func aNumberTooLargeForDoubleIsCalledANumber() throws {
        let huge = String(repeating: "9", count: 400)
        for number in ["1e400", "-1e400", huge, "-" + huge, "1e-400"] {
            let file = try decode(#"{"kind": "alert", "title": \#(number), "buttons": [{"title": "OK", "preferred": \#(number)}, ["x"]]}"#)
            #expect(file.issues.map(\.message) == [
                #""title" must be a string, not a number"#,
                #""preferred" must be true or false, not a number"#,
                "a button must be an object, not an array",
            ], "\(number.prefix(8))")
        }
    }

    /// A locale that is no language tag would turn the English rules off without a word: it is a defect.
    @Test func aLocaleMustBeALanguageTag() throws {
        for tag in ["en", "en-US", "en_GB", "zh-Hant-TW", "de", "es-419", "de-1901", "sl-rozaj-biske", "en-US-u-ca-buddhist",
                    "x-private", "i-klingon", "en-x-app", "zh-yue-HK", "de-CH-1996"] {
            #expect(LanguageTag.isValid(tag), "\(tag)")
        }
        for tag in ["english", "", "e", "en-", "-en", "en US", "ên", "en-toolongsubtag", "en-U", "en-US-u", "en-a-bbb-a",
                    "de-1901-1901-", "x", "en-x", "en-US-US"] {
            #expect(!LanguageTag.isValid(tag), "\(tag)")
        }
        for json in [#"{"locale": "english", "dialogs": [{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}]}"#,
                     #"{"dialogs": [{"kind": "alert", "locale": "english", "title": "Error", "buttons": [{"title": "OK"}]}]}"#] {
            // With the screen's true member count, as a run reads: the fast path must hand the file over.
            let data = Data(json.utf8)
            let file = try SpecFile.decode(data, reading: .counted(members: SourceMap.screen(data).memberCount))
            #expect(file.issues.map(\.message) == [#"locale "english" is not a BCP 47 language tag such as "en" or "en-US"; did you mean "en"?"#])
            #expect(file.issues.first?.kind == .invalidSpec)
        }
    }

    @Test func unknownKeysWithSuggestions() throws {
        let file = try decode(#"{"dialogs": [{"kind": "alert", "titel": "x", "buttons": [{"title": "OK", "prefered": true}]}], "dialint": {"disabel": []}}"#)
        #expect(file.dialogs.count == 1, "unknown keys do not stop linting")
        #expect(Set(file.issues.map(\.message)) == [
            #"unknown key "titel" in a dialog; did you mean "title"?"#,
            #"unknown key "prefered" in a button; did you mean "preferred"?"#,
            #"unknown key "disabel" in "dialint" settings; did you mean "disable"?"#,
        ])
        #expect(file.issues.allSatisfy { $0.kind == .unknownKey && $0.atKey })
    }

    @Test(arguments: [
        ("en", true), ("EN", true), ("en-US", true), ("en_GB", true), ("En-au", true), ("-en", true),
        ("", false), ("e", false), ("eng", false), ("enx-US", false), ("fr", false), ("de-en", false), ("ên", false),
    ])
    func englishIsTheFirstSubtag(locale: String, english: Bool) {
        #expect(Dialog(kind: .alert, locale: locale).isEnglish == english)
    }

    @Test func fileSettingsAreInherited() throws {
        let file = try decode(#"{"locale": "de", "buttonOrder": "added", "dialogs": [{"kind": "alert"}, {"kind": "alert", "locale": "en-GB"}]}"#)
        #expect(file.dialogs.map(\.locale) == ["de", "en-GB"])
        #expect(file.dialogs.map(\.isEnglish) == [false, true])
        #expect(file.dialogs.allSatisfy { $0.buttonOrder == .added })
    }

    @Test func settingsAreRead() throws {
        let file = try decode(#"{"kind": "alert", "dialint": {"disable": ["button-count"], "vocabulary": ["Acme"]}}"#)
        #expect(file.dialogs.first?.settings.disable.map(\.ruleID) == ["button-count"])
        #expect(file.dialogs.first?.settings.disable.first?.pointer.description == "/dialint/disable/0")
        #expect(file.dialogs.first?.settings.vocabulary == ["Acme"])
    }

    @Test func addedOrderIsDisplayedAsUIKitDoes() {
        let two = Dialog(kind: .alert, buttons: [Button(title: "Delete"), Button(title: "Cancel", role: .cancel)], buttonOrder: .added)
        #expect(two.displayedButtons.map(\.title) == ["Cancel", "Delete"])
        #expect(two.displayedButtons.map(\.index) == [1, 0], "findings still point at the file's order")
        let three = Dialog(kind: .alert, buttons: [Button(title: "Cancel", role: .cancel), Button(title: "A"), Button(title: "B")], buttonOrder: .added)
        #expect(three.displayedButtons.map(\.title) == ["A", "B", "Cancel"])
        let sheet = Dialog(kind: .actionSheet, buttons: [Button(title: "Cancel", role: .cancel), Button(title: "Delete", role: .destructive)], buttonOrder: .added)
        #expect(sheet.displayedButtons.map(\.title) == ["Delete", "Cancel"])
        let asWritten = Dialog(kind: .alert, buttons: [Button(title: "Delete"), Button(title: "Cancel", role: .cancel)])
        #expect(asWritten.displayedButtons.map(\.title) == ["Delete", "Cancel"])
        let modal = Dialog(kind: .modal, buttons: [Button(title: "Done"), Button(title: "Cancel", role: .cancel)], buttonOrder: .added)
        #expect(modal.displayedButtons.map(\.title) == ["Done", "Cancel"])
    }
}
