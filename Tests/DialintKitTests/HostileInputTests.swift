import Foundation
import Testing
@testable import DialintKit

/// Hostile inputs, each through the binary: a clear, located diagnostic, the rest of the run goes on,
/// nothing crashes or hangs (the runner kills and fails a run that exceeds `Binary.hangLimit`).
@Suite("Hostile input")
struct HostileInputTests {
    static let good = #"{"id": "ok", "kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
    static let bad = #"{"kind": "alert", "title": "Error", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#

    func run(_ arguments: [String], _ tree: TemporaryTree, asUser: Int? = nil) throws -> Binary.Result {
        try Binary.run(arguments, in: URL(fileURLWithPath: tree.path), asUser: asUser)
    }

    /// Each hostile file sits beside a file with a known finding, which must still be reported.
    func expectTheRunGoesOn(_ result: Binary.Result, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(result.output.contains("other.json:1:28: warning: Title \"Error\""), "the other file is still linted", sourceLocation: sourceLocation)
        #expect(result.status != 0 || result.output.contains("warning"), sourceLocation: sourceLocation)
        #expect(!result.errors.contains("Fatal error") && !result.errors.contains("Segmentation"), sourceLocation: sourceLocation)
    }

    @Test func aHundredMegabyteFile() throws {
        let dialog = Data((Self.good + ",\n").utf8)
        var data = Data(#"{"dialogs": ["#.utf8)
        data.reserveCapacity(100_000_000 + 1_000)
        while data.count < 100_000_000 { data.append(dialog) }
        data.append(Data((Self.good + "]}\n").utf8))
        let tree = try TemporaryTree(["other.json": Self.bad])
        try tree.write("big.json", data)
        let result = try run(["."], tree)
        #expect(!result.output.contains("big.json"), "a clean 100 MB file gives no findings")
        expectTheRunGoesOn(result)
    }

    @Test func aTenMegabyteString() throws {
        let long = String(repeating: "Lorem ipsum dolor sit amet, ", count: 10_000_000 / 28)
        let tree = try TemporaryTree([
            "other.json": Self.bad,
            "long.json": #"{"kind": "alert", "title": "Note", "message": "\#(long)", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // One word of a million letters: few findings, each of which quotes the title.
            "button.json": #"{"kind": "alert", "title": "Note", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save \#(String(repeating: "a", count: 1_000_000)) now"}]}"#,
        ])
        let result = try run(["."], tree)
        #expect(result.output.contains("long.json:1:") && result.output.contains("[message-length]"))
        // A message quotes the start of the text, not 10 MB of it.
        #expect(result.output.contains("button.json:1:") && result.output.contains("[button-capitalization]"))
        #expect(result.output.split(separator: "\n").allSatisfy { $0.utf8.count < 1_000 })
        expectTheRunGoesOn(result)
    }

    /// Text shaped to make word-by-word work quadratic: each case once took a minute or more in a
    /// release build (a walk, a scan or a lookup repeated per word or per finding), and must stay linear.
    @Test func textShapedForQuadraticWork() throws {
        let tree = try TemporaryTree([
            "other.json": Self.bad,
            // 100,000 opening quotes never closed: 104 s.
            "unclosed.json": #"{"kind": "alert", "title": "Note", "message": "\#(String(repeating: "“a ", count: 100_000))", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // One run of 200,000 capitalized unknown words: 15 s.
            "names.json": #"{"kind": "alert", "title": "Note", "message": "\#(String(repeating: "Zorbly Quix ", count: 100_000))", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // Marks without words between them: each mark looked ahead, or back, across all the others.
            "marks.json": #"{"kind": "alert", "title": "Note", "message": "Hi \#(String(repeating: "😀 ... .- ?, ", count: 40_000)) end.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK\#(String(repeating: "?!", count: 80_000))"}]}"#,
            // A run of marks (each word asked for the marks before it), many sentences (each word asked
            // which sentence starts with it), many distinct capitals (each compared with all before).
            "sentences.json": #"{"kind": "alert", "title": "\#(String(repeating: "Choose Profile Picture. ", count: 20_000))", "message": "Hello \#(String(repeating: ", ", count: 40_000))World. \#((0..<20_000).map { "the Q\($0)x thing" }.joined(separator: " ")).", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // A message that names each of its 10,000 buttons: each name was compared with every title (20,000: 29 s).
            "buttons.json": #"{"kind": "alert", "title": "Note", "message": "\#((0..<10_000).map { "press B\($0)x to continue." }.joined(separator: " "))", "buttons": [\#((0..<10_000).map { #"{"title": "B\#($0)x"}"# }.joined(separator: ", "))]}"#,
            // 100,000 findings in one string written with escapes: 74 s.
            "escaped.json": #"{"kind": "alert", "title": "Note", "message": "\#(String(repeating: #"Tap \u201cDelete\u201d now. "#, count: 50_000))", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#,
            // Fixes located apart from their findings ("Click on" → "Tap"), in a string with escapes: 11 s at 20,000;
            // and each click reading its whole sentence for a computer's name: 600 s.
            "escapedfixes.json": #"{"kind": "alert", "title": "Note", "message": "\u00e9 \#(String(repeating: "Click on Delete, ", count: 20_000))end.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#,
            // Clicks in one sentence in capitals, each reading the sentence to case its fix: 33 s.
            "capitals.json": #"{"kind": "alert", "title": "Note", "message": "\#(String(repeating: "CLICK OK ", count: 20_000))", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // Verbs chained by "or": followed by recursion, 25,000 links overflowed the stack (a crash).
            "chain.json": #"{"kind": "alert", "title": "Note", "message": "Click\#(String(repeating: " or taps", count: 30_000)) Delete now.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#,
            // Runs of unknown capitals in one long sentence, each asking after the sentence's style: 56 s.
            "runs.json": #"{"kind": "alert", "title": "Note", "message": "Delete\#(String(repeating: " Zorbx Qwmpf Blargh and", count: 20_000)) y.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // Verbs inside one long quotation, each looking for its closing mark: 8 s.
            "quoted.json": #"{"kind": "alert", "title": "Note", "message": "“\#(String(repeating: "tap Delete ", count: 40_000))”.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#,
            // Lines of a list (each looked back line by line), and capital "A"s (each looked through its sentence).
            "lines.json": #"{"kind": "alert", "title": "Note", "message": "\#(Array(repeating: "Word", count: 80_000).joined(separator: #"\n"#))", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            "articles.json": #"{"kind": "alert", "title": "Note", "message": "Delete\#(String(repeating: " x A", count: 40_000)) y.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // A title of many line breaks before one capital (each looked ahead for its next word, and each
            // run of spaces looked up among all the breaks): 72 s at 50,000.
            "breaks.json": #"{"kind": "alert", "title": "Sign\#(String(repeating: #"\n-"#, count: 50_000))\nRequired", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // Capitals that both title and message hold (each compared with every other), and pairs of them.
            "shared.json": #"{"kind": "alert", "title": "the \#((0..<10_000).map { "Zq\($0)x" }.joined(separator: " and ")) end", "message": "See \#((0..<10_000).map { "Zq\($0)x" }.joined(separator: " and ")) \#(String(repeating: "the Zx Qx. ", count: 10_000)) Zx Qx.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#,
            // Sentences that open with a declared name, each looked for through all the text's words: 22 s.
            "declared.json": #"{"kind": "alert", "title": "\#(String(repeating: "Will Chen left. ", count: 20_000))", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}], "dialint": {"vocabulary": ["Will Chen"]}}"#,
            // One sentence of runs that meet "you" (each asking whether lowercase words follow), buttons
            // after "or", keys before a button, and alerts to come near a name (each word of its window
            // scanned for a purpose: about twice the time before).
            "keys.json": #"{"kind": "alert", "title": "Note", "message": "\#(String(repeating: "Zorbo You Won Tap Yes or No Press ⌘Q or Quit Tap Allow in the next alert to ", count: 10_000)) ok.", "buttons": [{"title": "Yes"}, {"title": "No"}, {"title": "Quit"}, {"title": "Allow"}]}"#,
            // A capital after a lowercase word that the message writes in lowercase (each looked up among
            // the message's words), names after articles, and plurals after "all" joined by "and".
            "everyday.json": #"{"kind": "alert", "title": "Unable to create \#(String(repeating: "symbolic Link and the Medication and ", count: 10_000)) more", "message": "Enter \#(String(repeating: "a symbolic link and all Notes and Files ", count: 10_000)) the Medication.", "buttons": []}"#,
        ])
        let result = try run(["--format", "jsonl", "."], tree)
        #expect(result.output.contains(#""file":"escaped.json","line":1,"message":"Don’t explain which button to tap"#))
        #expect(result.output.split(separator: "\n").filter { $0.contains(#""rule":"quoted-button-title""#) }.count == 50_000)
        #expect(result.output.contains(#""file":"marks.json""#) && result.output.contains(#""rule":"button-punctuation""#))
        #expect(result.output.split(separator: "\n").filter { $0.contains(#""file":"buttons.json""#) && $0.contains(#""rule":"button-instructions""#) }.count == 10_000)
        let lines = result.output.split(separator: "\n")
        #expect(lines.filter { $0.contains(#""file":"escapedfixes.json""#) && $0.contains(#""rule":"tap-wording""#) && $0.contains(#""fix""#) }.count == 20_000)
        // Each “tap Delete” of the quotation is one instruction, not the rest of the quotation with it.
        // (The last takes in the space and the closing mark after it.)
        #expect(lines.filter { $0.contains(#""file":"quoted.json""#) && $0.contains(#"(\"tap Delete\")"#) }.count == 39_999)
        #expect(lines.contains { $0.contains(#""file":"quoted.json""#) && $0.contains(#"(\"tap Delete ”\")"#) })
        // The chain is linted (its length is reported) and not followed past eight links to "Delete".
        #expect(lines.contains { $0.contains(#""file":"chain.json""#) && $0.contains(#""rule":"message-length""#) })
        #expect(!lines.contains { $0.contains(#""file":"chain.json""#) && $0.contains(#""rule":"tap-wording""#) })
        #expect(lines.filter { $0.contains(#""file":"breaks.json""#) && $0.contains(#""rule":"whitespace""#) }.count == 50_001)
        #expect(lines.filter { $0.contains(#""file":"capitals.json""#) && $0.contains(#""replacement":"TAP""#) }.count == 20_000)
        #expect(lines.contains { $0.contains(#""file":"declared.json""#) && $0.contains(#""rule":"title-length""#) })
        #expect(!lines.contains { $0.contains(#""file":"declared.json""#) && $0.contains(#""rule":"title-punctuation""#) }, "statements")
        #expect(lines.filter { $0.contains(#""file":"everyday.json""#) && $0.contains(#""rule":"title-capitalization""#) }.count == 10_000)
        #expect(result.status == 0 && !result.errors.contains("Fatal error"), "warnings only, and no crash")
    }

    /// A dialog's id is repeated in every finding of it (json, jsonl, SARIF, GitLab, baselines): an
    /// id past 200 bytes is shown by its start and a digest, so that a long id does not make output
    /// (and memory) grow with its length times the findings. Ids alike in their start stay apart.
    @Test func aLongDialogIDInEveryFinding() throws {
        let start = String(repeating: "x", count: 100_000)
        let dialog = { (id: String) in
            #"{"id": "\#(id)", "kind": "alert", "title": "Note", "message": "\#(String(repeating: "Tap Delete... ", count: 2_000))", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
        }
        let tree = try TemporaryTree(["other.json": Self.bad, "long.json": #"{"dialogs": [\#(dialog(start + "a")), \#(dialog(start + "b"))]}"#])
        let result = try run(["--format", "jsonl", "."], tree)
        let lines = result.output.split(separator: "\n").filter { $0.contains("long.json") }
        #expect(lines.count > 8_000)
        #expect(lines.allSatisfy { $0.utf8.count < 1_000 })
        let names = Set(lines.compactMap { line in
            (try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])?["dialog"] as? String
        })
        #expect(names.count == 2)
        #expect(names.allSatisfy { $0.hasPrefix("xxxx") && $0.contains("… (100001 bytes, sha256 ") && $0.utf8.count <= 200 })
        for format in ["sarif", "gitlab", "json"] {
            #expect(try run(["--format", format, "long.json"], tree).output.utf8.count < 20_000_000, "\(format)")
        }
        // A baseline knows the dialogs by the same names.
        #expect(try run(["--write-baseline", "bl.json", "long.json"], tree).status == 0)
        #expect(try run(["--strict", "--baseline", "bl.json", "long.json"], tree).status == 0)
        expectTheRunGoesOn(try run(["."], tree))
    }

    /// Thousands of buttons in one dialog: duplicates are still found (through a table past a handful).
    @Test func anActionSheetOfThousandsOfButtons() throws {
        let titles = (0..<5_000).map { "Option \($0 % 4_990)" }
        let buttons = titles.map { #"{"title": "\#($0)"}"# }.joined(separator: ", ")
        let tree = try TemporaryTree(["other.json": Self.bad, "many.json": #"{"kind": "actionSheet", "buttons": [\#(buttons), {"title": "Cancel", "role": "cancel"}]}"#])
        let result = try run(["."], tree)
        let duplicates = result.output.split(separator: "\n").filter { $0.hasSuffix("[duplicate-button]") }
        #expect(duplicates.count == 10)
        #expect(duplicates.first?.contains("Button title \"Option 0\" repeats \"Option 0\"") == true)
        expectTheRunGoesOn(result)
    }

    /// Every unknown key is reported at its own key: each used to be found by comparing it with every
    /// member of its object (40,000 keys: 3.4 s in a release build, growing with the square).
    @Test func aDialogOfAHundredThousandUnknownKeys() throws {
        let keys = (0..<100_000).map { #"\#n  "extra\#($0)": \#($0)"# }.joined(separator: ",")
        let tree = try TemporaryTree([
            "other.json": Self.bad,
            "keys.json": #"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}],\#(keys)}"#,
        ])
        let result = try run(["."], tree)
        let unknown = result.output.split(separator: "\n").filter { $0.hasPrefix("keys.json:") && $0.hasSuffix("[unknown-key]") }
        #expect(unknown.count == 100_000)
        #expect(unknown.first == #"keys.json:2:3: warning: unknown key "extra0" in a dialog; expected one of: kind, id, title, message, buttons, textFields, locale, buttonOrder, dialint [unknown-key]"#)
        #expect(unknown.last?.hasPrefix(#"keys.json:100001:3: warning: unknown key "extra99999""#) == true)
        expectTheRunGoesOn(result)
    }

    @Test func aHundredThousandNestedArrays() throws {
        let tree = try TemporaryTree(["other.json": Self.bad, "deep.json": String(repeating: "[", count: 100_000)])
        let result = try run(["."], tree)
        #expect(result.output.contains("deep.json:1:257: error: nesting deeper than 256 levels [invalid-json]"))
        expectTheRunGoesOn(result)
    }

    @Test func aMillionDialogsInOneFile() throws {
        let dialog = Data(#"{"kind": "actionSheet", "buttons": [{"title": "Share"}, {"title": "Cancel", "role": "cancel"}]},"#.utf8)
        var data = Data(#"{"dialogs": ["#.utf8)
        data.reserveCapacity(dialog.count * 1_000_000 + 200)
        for _ in 0..<999_999 { data.append(dialog) }
        data.append(Data(#"{"kind": "actionSheet", "buttons": [{"title": "Share"}]}]}"#.utf8))
        let tree = try TemporaryTree(["other.json": Self.bad])
        try tree.write("million.json", data)
        let result = try run(["."], tree)
        #expect(result.output.contains("million.json:1:"), "the one bad dialog, the last, is found")
        #expect(result.output.contains("Action sheet has only 1 button"))
        expectTheRunGoesOn(result)
    }

    @Test func invalidUTF8InTheMiddleOfAString() throws {
        var data = Data(#"{"kind": "alert", "title": "Caf"#.utf8)
        data.append(contentsOf: [0xC3, 0x28])
        data.append(Data(#" menu", "buttons": []}"#.utf8))
        let tree = try TemporaryTree(["other.json": Self.bad])
        try tree.write("latin.json", data)
        let result = try run(["."], tree)
        #expect(result.output.contains("latin.json:1:32: error: invalid UTF-8 byte 0xC3"))
        expectTheRunGoesOn(result)
    }

    @Test func aLoneSurrogateEscape() throws {
        let tree = try TemporaryTree(["other.json": Self.bad, "surrogate.json": #"{"kind": "alert", "title": "A \udc00 B"}"#])
        let result = try run(["."], tree)
        #expect(result.output.contains("surrogate.json:1:31: error: lone surrogate"))
        expectTheRunGoesOn(result)
    }

    @Test func nulBytes() throws {
        let tree = try TemporaryTree(["other.json": Self.bad])
        try tree.write("binary.json", Data([0x7B, 0x00, 0x00, 0x7D, 0xFF, 0xFE]))
        let result = try run(["."], tree)
        #expect(result.output.contains("binary.json:1:2: error: the file contains a NUL byte"))
        expectTheRunGoesOn(result)
    }

    @Test func aFileThatDisappearsBetweenListingAndReading() throws {
        // Listed by the walk, gone when read: skipped quietly, as if never listed.
        let walked = LintCommand.Job(
            source: .file(DiscoveredFile(path: "/nonexistent/dialint/gone.json", isExplicit: false)),
            reportedPath: "gone.json", configPath: "")
        let skipped = LintCommand.process(walked, with: Linter(), fixing: false, dryRun: false)
        #expect(skipped.report.skipped && !skipped.unreadable)
        // Named on the command line and gone: a located error, and the run fails with status 2.
        let named = LintCommand.Job(
            source: .file(DiscoveredFile(path: "/nonexistent/dialint/gone.json", isExplicit: true)),
            reportedPath: "gone.json", configPath: "")
        let reported = LintCommand.process(named, with: Linter(), fixing: false, dryRun: false)
        #expect(reported.unreadable)
        #expect(reported.report.diagnostics.map(\.ruleID) == ["unreadable-file"])
        #expect(reported.report.diagnostics.first?.message == "cannot read the file: it no longer exists (was it removed while dialint ran?)")
    }

    @Test func aSymlinkLoopAndAFIFOInAWalkedFolder() throws {
        let tree = try TemporaryTree(["other.json": Self.bad, "sub/ok.json": Self.good])
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/sub/loop", withDestinationPath: tree.path)
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/sub/self.json", withDestinationPath: tree.path + "/sub/self.json")
        #expect(mkfifo(tree.path + "/sub/pipe.json", 0o644) == 0)
        let result = try run(["."], tree)
        expectTheRunGoesOn(result)
        #expect(result.status == 0, "a FIFO and links in a circle are skipped, never opened")
        #expect(result.errors.contains("in 1 file (2 files checked)"))
    }

    /// A name that is not UTF-8 cannot be opened by the repaired name dialint's paths hold: a spec or a
    /// folder so named is reported, never skipped (a folder holding only such specs passed, "No
    /// problems found in 0 files", exit 0); other files so named are none of dialint's business.
    @Test func namesThatAreNotUTF8() throws {
        let tree = try TemporaryTree(["other.json": Self.bad])
        func path(_ name: [UInt8]) -> [CChar] { (Array(tree.path.utf8) + [0x2F] + name + [0]).map { CChar(bitPattern: $0) } }
        let spec = path(Array("bad".utf8) + [0xFF] + Array("name.json".utf8))
        let descriptor = open(spec, O_CREAT | O_WRONLY, 0o644)
        #expect(descriptor >= 0)
        _ = Self.good.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        #expect(mkdir(path(Array("sub".utf8) + [0xFE] + Array("dir".utf8)), 0o755) == 0)
        #expect(close(open(path(Array("notes".utf8) + [0xFF] + Array(".txt".utf8)), O_CREAT | O_WRONLY, 0o644)) == 0)
        // A link so named, to a folder elsewhere: reported as the folder it leads to.
        let elsewhere = try TemporaryTree(["inner.json": Self.good])
        #expect(symlink(elsewhere.path, path(Array("link".utf8) + [0xFF])) == 0)
        let result = try run(["."], tree)
        expectTheRunGoesOn(result)
        #expect(result.status == 2)
        #expect(result.output.contains("bad\u{FFFD}name.json:1:1: error: cannot read the file: its name is not valid UTF-8"))
        #expect(result.output.contains("sub\u{FFFD}dir:1:1: error: cannot search the folder: its name is not valid UTF-8"))
        #expect(result.output.contains("link\u{FFFD}:1:1: error: cannot search the folder: its name is not valid UTF-8"))
        #expect(!result.output.contains("notes"))
    }

    /// Links are followed last: a file is reported by its own path, and once, however many links
    /// lead to it or to its folder.
    @Test func aFileBehindLinksIsLintedOnceUnderItsOwnPath() throws {
        let tree = try TemporaryTree(["real/a.json": Self.bad])
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/link", withDestinationPath: tree.path + "/real")
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/alias.json", withDestinationPath: tree.path + "/real/a.json")
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/real/loop", withDestinationPath: tree.path)
        let result = try run(["."], tree)
        let paths = Set(result.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        #expect(paths == ["real/a.json"])
        #expect(result.errors.contains("in 1 file"))
        // Across arguments too: the link's folder named first, the file's own folder second.
        try FileManager.default.createDirectory(atPath: tree.path + "/a", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/a/link.json", withDestinationPath: tree.path + "/real/a.json")
        for arguments in [["a", "real"], ["a", "real/a.json"], ["real/a.json", "a"]] {
            let both = try run(arguments, tree)
            #expect(Set(both.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }) == ["real/a.json"], "\(arguments)")
        }
        // Named twice, by a link and by its own path: linted once, under the first name (blind suite 32).
        for (arguments, path) in [(["alias.json", "real/a.json"], "alias.json"), (["real/a.json", "alias.json"], "real/a.json")] {
            let twice = try run(arguments, tree)
            #expect(Set(twice.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }) == [path], "\(arguments)")
            #expect(twice.errors.contains("in 1 file"), "\(arguments)")
        }
        // A file named on the command line is linted even when a folder named with it holds it.
        try tree.write("real/package.json", #"{"name": "x"}"#)
        #expect(try run([".", "real/package.json"], tree).output.contains("real/package.json:1:1: error: not a dialog spec"))
    }

    @Test func aPathWithoutReadPermission() throws {
        let tree = try TemporaryTree(["other.json": Self.bad, "secret.json": Self.good])
        try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: tree.path + "/secret.json")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.path)
        // Root reads anything: run as nobody so that the permission applies.
        let result = try run(["."], tree, asUser: getuid() == 0 ? 65534 : nil)
        #expect(result.output.contains("secret.json:1:1: error: cannot read the file: permission denied [unreadable-file]"))
        #expect(result.status == 2)
        expectTheRunGoesOn(result)
    }

    /// A folder that cannot be searched may hold specs: a run that skipped it quietly would pass
    /// having checked nothing.
    @Test func aFolderWithoutPermissionToSearchIt() throws {
        let tree = try TemporaryTree(["other.json": Self.bad, "locked/secret.json": Self.good, "nested/locked/deep.json": Self.good])
        for folder in ["/locked", "/nested/locked"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o000], ofItemAtPath: tree.path + folder)
        }
        defer {
            for folder in ["/locked", "/nested/locked"] {
                try? FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.path + folder)
            }
        }
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.path)
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: tree.path + "/nested")
        let user = getuid() == 0 ? 65534 : nil
        let result = try run(["."], tree, asUser: user)
        #expect(result.output.contains("locked:1:1: error: cannot search the folder: permission denied [unreadable-file]"))
        #expect(result.output.contains("nested/locked:1:1: error: cannot search the folder: permission denied [unreadable-file]"))
        #expect(result.status == 2)
        expectTheRunGoesOn(result)
        // Named on the command line: the folder, and a file inside it (which exists: it is not missing).
        #expect(try run(["locked"], tree, asUser: user).output.contains("locked:1:1: error: cannot search the folder: permission denied"))
        // Left out by the configuration, it is not reported.
        try tree.write(".dialint.json", #"{"exclude": ["locked/**", "nested/**"]}"#)
        let excluded = try run(["."], tree, asUser: user)
        #expect(!excluded.output.contains("cannot search"), "\(excluded.output)")
        #expect(excluded.status == 0)
        try FileManager.default.removeItem(atPath: tree.path + "/.dialint.json")
        let inside = try run(["locked/secret.json"], tree, asUser: user)
        #expect(inside.output.contains("locked/secret.json:1:1: error: cannot read the file: permission denied"))
        #expect(inside.status == 2)
    }

    /// A folder so deep in folders that its path is longer than the system takes (PATH_MAX) is reported,
    /// not skipped.
    @Test func aPathTooLongToOpen() throws {
        let tree = try TemporaryTree(["other.json": Self.bad])
        let name = String(repeating: "d", count: 200)
        // Built a folder at a time relative to the last one: no call takes the whole path.
        var folder = open(tree.path, O_RDONLY | O_DIRECTORY)
        for _ in 0..<24 {
            mkdirat(folder, name, 0o755)
            let next = openat(folder, name, O_RDONLY | O_DIRECTORY)
            close(folder)
            folder = next
        }
        let file = openat(folder, "deep.json", O_WRONLY | O_CREAT, 0o644)
        _ = Self.good.withCString { write(file, $0, strlen($0)) }
        close(file)
        close(folder)
        defer {
            // rm walks a tree deeper than PATH_MAX; FileManager may not.
            let remove = Process()
            remove.executableURL = URL(fileURLWithPath: "/bin/rm")
            remove.arguments = ["-rf", tree.path + "/" + name]
            try? remove.run()
            remove.waitUntilExit()
        }
        let result = try run(["."], tree)
        // The first folder whose path is too long is reported, once; nothing is said of what lies beyond.
        #expect(result.output.components(separatedBy: "error: cannot search the folder: File name too long [unreadable-file]").count == 2,
            "\(result.output)")
        #expect(result.status == 2)
        expectTheRunGoesOn(result)
    }

    /// A report lost to a full disk must not pass for one that was written (a CI job would go green
    /// with an empty SARIF log); a reader that went away (`dialint | head`) is no failure.
    @Test func aReportThatCannotBeWritten() throws {
        let tree = try TemporaryTree(["other.json": Self.bad])
        let result = try run(["--output", "/dev/full", "other.json"], tree)
        #expect(result.status == 2)
        #expect(result.errors.contains("dialint: error: cannot write /dev/full: No space left on device"))

        let full = FileSink(descriptor: open("/dev/full", O_WRONLY))
        full.write("report")
        full.flush()
        #expect(full.failureDescription == "No space left on device")
        // As the binary does (main.swift): a closed pipe fails the write instead of killing the process.
        // Process-wide, and left so: no test relies on being killed by a closed pipe.
        signal(SIGPIPE, SIG_IGN)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        close(ends[0])
        let closedPipe = FileSink(descriptor: ends[1], closesOnDeinit: true)
        closedPipe.write("report")
        closedPipe.flush()
        #expect(closedPipe.failure == EPIPE)
        #expect(closedPipe.failureDescription == nil)
    }

    /// Past `FileReader.sizeLimit` input is no spec: it is refused before it is read (a sparse file
    /// stands for a disk image here). Standard input is read in the same loop, and stops at the limit.
    @Test func inputLargerThanTheLimit() throws {
        let tree = try TemporaryTree(["other.json": Self.bad, "huge.json": ""])
        let handle = try #require(FileHandle(forWritingAtPath: tree.path + "/huge.json"))
        try handle.truncate(atOffset: UInt64(FileReader.sizeLimit) + 1)
        try handle.close()
        let result = try run(["."], tree)
        #expect(result.output.contains("huge.json:1:1: error: cannot read the file: it is larger than 1 GB, the most dialint reads [unreadable-file]"))
        #expect(result.status == 2)
        expectTheRunGoesOn(result)
    }

    @Test func theSameInputGivesByteIdenticalOutput() throws {
        var files: [String: String] = [:]
        for index in 0..<300 {
            files["f\(index % 7)/spec-\(index).json"] = index % 3 == 0 ? Self.bad : #"{"kind": "alert", "title": "Delete This \#(index)?", "buttons": [{"title": "ok"}]}"#
        }
        let tree = try TemporaryTree(files)
        let first = try run(["."], tree)
        #expect(first.output.split(separator: "\n").count > 300)
        for _ in 0..<3 {
            #expect(try run(["."], tree).output == first.output)
        }
    }
}
