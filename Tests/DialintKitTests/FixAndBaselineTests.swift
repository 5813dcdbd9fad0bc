import Foundation
import Testing
@testable import DialintKit

@Suite("--fix and baselines, through the binary")
struct FixAndBaselineTests {
    static let lf = """
        {
        \t"dialogs": [
        \t\t{ "id": "a",   "kind": "alert", "title": "Delete  This Photo...",
        \t\t  "buttons": [ {"title": "cancel", "role": "cancel"},   {"title": "Delete", "role": "destructive"} ] },
        \t\t{"id": "b", "kind": "alert", "title": "Caf\\u00e9 \\"menu\\" Is Ready", "buttons": [{"title": "Later", "role": "cancel"}, {"title": "Open"}]}
        \t]
        }

        """
    static let lfFixed = """
        {
        \t"dialogs": [
        \t\t{ "id": "a",   "kind": "alert", "title": "Delete this photo…",
        \t\t  "buttons": [ {"title": "Cancel", "role": "cancel"},   {"title": "Delete", "role": "destructive"} ] },
        \t\t{"id": "b", "kind": "alert", "title": "Caf\\u00e9 \\"menu\\" is ready", "buttons": [{"title": "Later", "role": "cancel"}, {"title": "Open"}]}
        \t]
        }

        """

    func run(_ arguments: [String], in tree: TemporaryTree) throws -> Binary.Result {
        try Binary.run(arguments, in: URL(fileURLWithPath: tree.path))
    }

    func contents(_ tree: TemporaryTree, _ name: String) throws -> String {
        try String(contentsOfFile: tree.path + "/" + name, encoding: .utf8)
    }

    @Test func fixChangesOnlyTheFixedStrings() throws {
        let tree = try TemporaryTree(["lf.json": Self.lf, "crlf.json": Self.lf.replacingOccurrences(of: "\n", with: "\r\n")])
        try FileManager.default.setAttributes([.posixPermissions: 0o640], ofItemAtPath: tree.path + "/lf.json")
        let result = try run(["--fix", "."], in: tree)
        #expect(try contents(tree, "lf.json") == Self.lfFixed)
        #expect(try contents(tree, "crlf.json") == Self.lfFixed.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(result.errors.contains("dialint: fixed 14 problems in 2 files"))
        #expect(result.output == "", "nothing left to report")
        #expect(result.status == 0)
        let mode = try FileManager.default.attributesOfItem(atPath: tree.path + "/lf.json")[.posixPermissions] as? Int
        #expect(mode == 0o640, "permissions are kept")
        // Idempotent: a second --fix changes nothing.
        let second = try run(["--fix", "."], in: tree)
        #expect(second.errors.contains("fixed 0 problems in 0 files"))
        #expect(try contents(tree, "lf.json") == Self.lfFixed)
    }

    @Test func dryRunPrintsADiffThatGitApplies() throws {
        let tree = try TemporaryTree(["lf.json": Self.lf, "crlf.json": Self.lf.replacingOccurrences(of: "\n", with: "\r\n")])
        let result = try run(["--fix-dry-run", "."], in: tree)
        #expect(try contents(tree, "lf.json") == Self.lf, "a dry run writes nothing")
        #expect(result.output.hasPrefix("diff --git a/crlf.json b/crlf.json\n--- a/crlf.json\n+++ b/crlf.json\n@@ -1,7 +1,7 @@\n"))
        #expect(result.output.contains("""
            -\t\t{ "id": "a",   "kind": "alert", "title": "Delete  This Photo...",\r
            -\t\t  "buttons": [ {"title": "cancel", "role": "cancel"},   {"title": "Delete", "role": "destructive"} ] },\r
            -\t\t{"id": "b", "kind": "alert", "title": "Caf\\u00e9 \\"menu\\" Is Ready", "buttons": [{"title": "Later", "role": "cancel"}, {"title": "Open"}]}\r
            +\t\t{ "id": "a",   "kind": "alert", "title": "Delete this photo…",\r
            """), "removed lines, then added lines; CRLF kept")
        #expect(result.errors.contains("would fix 14 problems in 2 files"))
        // The diff applies with git and gives exactly what --fix writes.
        try Data(result.output.utf8).write(to: URL(fileURLWithPath: tree.path + "/fix.patch"))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "--unsafe-paths", "fix.patch"]
        git.currentDirectoryURL = URL(fileURLWithPath: tree.path)
        try git.run()
        git.waitUntilExit()
        #expect(git.terminationStatus == 0)
        #expect(try contents(tree, "lf.json") == Self.lfFixed)
        #expect(try contents(tree, "crlf.json") == Self.lfFixed.replacingOccurrences(of: "\n", with: "\r\n"))
    }

    /// Whether `git` is on the PATH: the tests that hand a diff to `git apply` need it.
    static let gitIsAvailable = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").contains {
        FileManager.default.isExecutableFile(atPath: "\($0)/git")
    }

    /// File names that git writes quoted (a tab, a newline, `"`, `\`, another control character, a
    /// non-ASCII letter) and one it writes as it is but ends with a tab (a space).
    static let awkwardNames = ["q/t\t\".json", "n\nl.json", "b\\s.json", "c\u{1}\u{7F}.json", "é.json", "s p.json"]

    /// The diff's names are written as `git diff` writes them, so that `git apply` finds the files.
    @Test func diffHeadersQuoteNamesAsGitDoes() {
        func header(_ path: String) -> String {
            UnifiedDiff.diff(path: path, before: Array("a\n".utf8), after: Array("b\n".utf8)).components(separatedBy: "@@")[0]
        }
        #expect(header("q/t\t\".json") == #"""
            diff --git "a/q/t\t\".json" "b/q/t\t\".json"
            --- "a/q/t\t\".json"
            +++ "b/q/t\t\".json"

            """#)
        #expect(header("n\nl.json").hasPrefix(#"diff --git "a/n\nl.json" "b/n\nl.json""#))
        #expect(header("/tmp/x.json").hasPrefix("diff --git a/tmp/x.json b/tmp/x.json\n--- a/tmp/x.json\n"),
            "an absolute path as git diff --no-index writes it, not a//tmp")
        #expect(header("b\\s.json").hasPrefix(#"diff --git "a/b\\s.json" "b/b\\s.json""#))
        #expect(header("c\u{1}\u{7F}.json").hasPrefix(#"diff --git "a/c\001\177.json" "b/c\001\177.json""#))
        #expect(header("é.json").hasPrefix(#"diff --git "a/\303\251.json" "b/\303\251.json""#))
        #expect(header("s p.json") == "diff --git a/s p.json b/s p.json\n--- a/s p.json\t\n+++ b/s p.json\t\n")
        #expect(header("Specs/a.json") == "diff --git a/Specs/a.json b/Specs/a.json\n--- a/Specs/a.json\n+++ b/Specs/a.json\n")
    }

    /// A dry run counts and exits as --fix would (as ESLint's does), but its summary says "would remain":
    /// the files on disk still hold what it would fix, and "No problems found" would read as a pass.
    @Test func aDryRunSaysWhatWouldRemainAndExitsAsFixWould() throws {
        let fixable = #"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Ok"}]}"#
        let tree = try TemporaryTree(["fixable.json": fixable])
        let clean = try run(["--fix-dry-run", "--strict", "fixable.json"], in: tree)
        #expect(clean.errors.hasSuffix("would fix 1 problem in 1 file\nNo problems would remain in 1 file\n"))
        #expect(clean.status == 0, "--fix --strict would pass")
        #expect(try contents(tree, "fixable.json") == fixable)
        #expect(try run(["--strict", "fixable.json"], in: tree).status == 1, "the file as it is fails --strict")

        let unfixable = #"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Yes", "role": "cancel"}, {"title": "Ok"}]}"#
        try Data(unfixable.utf8).write(to: URL(fileURLWithPath: tree.path + "/fixable.json"))
        let remaining = try run(["--fix-dry-run", "--strict", "fixable.json"], in: tree)
        #expect(remaining.errors.hasSuffix("would fix 1 problem in 1 file\n1 warning would remain in 1 file\n"))
        #expect(remaining.status == 1)
    }

    /// git itself takes the diff of files with such names, and applying it gives what --fix writes.
    @Test(.enabled(if: gitIsAvailable, "git is not installed")) func gitAppliesTheDiffOfAwkwardNames() throws {
        let spec = #"{"kind": "alert", "title": "Loading...", "buttons": [{"title": "Ok"}, {"title": "Cancel", "role": "cancel"}]}"#
        let fixed = #"{"kind": "alert", "title": "Loading…", "buttons": [{"title": "OK"}, {"title": "Cancel", "role": "cancel"}]}"#
        let files = Dictionary(uniqueKeysWithValues: Self.awkwardNames.map { ($0, spec) })
        let tree = try TemporaryTree(files)
        let dryRun = try run(["--fix-dry-run", "."], in: tree)
        #expect(dryRun.errors.contains("would fix 12 problems in 6 files"))
        try Data(dryRun.output.utf8).write(to: URL(fileURLWithPath: tree.path + "/fix.patch"))
        let git = Process()
        git.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        git.arguments = ["git", "apply", "fix.patch"]
        git.currentDirectoryURL = URL(fileURLWithPath: tree.path)
        let errors = Pipe()
        git.standardError = errors
        try git.run()
        let refusal = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        git.waitUntilExit()
        #expect(git.terminationStatus == 0, "\(refusal)")
        for name in Self.awkwardNames {
            #expect(try contents(tree, name) == fixed, "\(name.debugDescription)")
        }
    }

    @Test func readOnlyFileIsLeftIntact() throws {
        let tree = try TemporaryTree(["ro.json": Self.lf])
        try FileManager.default.setAttributes([.posixPermissions: 0o444], ofItemAtPath: tree.path + "/ro.json")
        let result = try run(["--fix", "ro.json"], in: tree)
        #expect(result.status == 2)
        #expect(result.errors.contains("dialint: error: ro.json: cannot fix the file: it is read-only; it was left unchanged"))
        #expect(try contents(tree, "ro.json") == Self.lf)
        #expect(result.output.contains("[title-capitalization]"), "its findings are still reported")
    }

    /// A rename would leave a hard link holding the old text: such a file is left alone.
    @Test func aFileWithHardLinksIsLeftIntact() throws {
        let tree = try TemporaryTree(["a.json": Self.lf])
        try FileManager.default.linkItem(atPath: tree.path + "/a.json", toPath: tree.path + "/b.json")
        let result = try run(["--fix", "a.json"], in: tree)
        #expect(result.status == 2)
        #expect(result.errors.contains("dialint: error: a.json: cannot fix the file: it has 1 other hard link, which would keep the old text; it was left unchanged"))
        #expect(try contents(tree, "a.json") == Self.lf)
    }

    /// A link and its target named in one run are one file: fixed once, with nothing reported as changed
    /// behind the run's back (blind suite 32).
    @Test func aFileNamedByALinkAndItsTargetIsFixedOnce() throws {
        let tree = try TemporaryTree(["a.json": Self.lf])
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/link.json", withDestinationPath: tree.path + "/a.json")
        let result = try run(["--fix", "link.json", "a.json"], in: tree)
        #expect(result.status == 0, "\(result.errors)")
        #expect(!result.errors.contains("changed while dialint ran"))
        #expect(result.errors.contains("in 1 file"))
        #expect(try contents(tree, "a.json") == Self.lfFixed)
        let dryRun = try run(["--fix-dry-run", "a.json", "link.json"], in: tree)
        #expect(dryRun.output.isEmpty, "nothing left to fix, and one file: \(dryRun.output)")
    }

    /// The rewritten file keeps its owner and group: root fixing a checkout in CI must not leave files
    /// their owner cannot read.
    @Test(.enabled(if: getuid() == 0, "only root gives a file to another user"))
    func aFixKeepsTheOwner() throws {
        let tree = try TemporaryTree(["a.json": Self.lf])
        try FileManager.default.setAttributes([.ownerAccountID: 65534, .groupOwnerAccountID: 65534, .posixPermissions: 0o600],
            ofItemAtPath: tree.path + "/a.json")
        _ = try run(["--fix", "a.json"], in: tree)
        #expect(try contents(tree, "a.json") != Self.lf, "fixed")
        let attributes = try FileManager.default.attributesOfItem(atPath: tree.path + "/a.json")
        #expect(attributes[.ownerAccountID] as? Int == 65534)
        #expect(attributes[.groupOwnerAccountID] as? Int == 65534)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
    }

    /// A file saved by an editor while dialint ran keeps the editor's text: the fixes of the text read
    /// earlier are dropped, not written over it.
    @Test func aFileThatChangedMeanwhileIsLeftAsItNowIs() throws {
        let tree = try TemporaryTree(["a.json": "edited"])
        let error = AtomicWriter.replaceContents(of: tree.path + "/a.json", with: Array("fixed".utf8), original: Data("read".utf8))
        #expect(error == "cannot fix the file: it changed while dialint ran; it was left as it now is")
        #expect(try contents(tree, "a.json") == "edited")
        #expect(try FileManager.default.contentsOfDirectory(atPath: tree.path) == ["a.json"], "no temporary file is left")
        #expect(AtomicWriter.replaceContents(of: tree.path + "/a.json", with: Array("fixed".utf8), original: Data("edited".utf8)) == nil)
        #expect(try contents(tree, "a.json") == "fixed")
    }

    /// With a key written twice, readers disagree on which value counts: a fix could land on the one
    /// the app never reads, so the file is left alone, even its other dialogs' fixes, and the run says why.
    @Test func aFileWithADuplicateKeyIsNotFixed() throws {
        let spec = #"""
            {"dialogs": [{"kind": "actionSheet", "buttons": [{"title": "ok!", "title": "Move..."}, {"title": "Cancel", "role": "cancel"}]},
             {"kind": "actionSheet", "buttons": [{"title": "Move..."}, {"title": "Cancel", "role": "cancel"}]}]}
            """#
        let tree = try TemporaryTree(["a.json": spec])
        let result = try run(["--fix", "a.json"], in: tree)
        #expect(try contents(tree, "a.json") == spec)
        #expect(result.errors.contains("dialint: note: a.json: not fixed: a key appears twice in the file"))
        #expect(result.output.contains("duplicate key \"title\""))
        #expect(result.status == 1)
    }

    /// A Spanish question or exclamation loses its opening mark with its closing one.
    @Test func invertedMarksGoWithTheirPartners() throws {
        let tree = try TemporaryTree(["es.json": #"{"kind": "actionSheet", "locale": "es", "buttons": [{"title": "¿Borrar?"}, {"title": "¡Listo!"}, {"title": "Hola ¿Borrar?"}, {"title": "¿Qué? ¿Borrar?"}, {"title": "¿Qué? Borrar?"}, {"title": "Cancelar", "role": "cancel"}]}"#])
        _ = try run(["--fix", "es.json"], in: tree)
        #expect(try contents(tree, "es.json") == #"{"kind": "actionSheet", "locale": "es", "buttons": [{"title": "Borrar"}, {"title": "Listo"}, {"title": "Hola Borrar"}, {"title": "¿Qué? Borrar"}, {"title": "¿Qué? Borrar"}, {"title": "Cancelar", "role": "cancel"}]}"#)
    }

    /// Doubled no-break spaces become one no-break space, written visibly; a blank button is not emptied.
    @Test func whitespaceFixesKeepWhatTheyMeant() throws {
        let tree = try TemporaryTree(["fr.json": #"{"kind": "alert", "locale": "fr", "title": "Supprimer\u00a0\u00a0?", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": " "}]}"#])
        let result = try run(["--fix", "fr.json"], in: tree)
        #expect(try contents(tree, "fr.json") == #"{"kind": "alert", "locale": "fr", "title": "Supprimer\u00a0?", "buttons": [{"title": "Annuler", "role": "cancel"}, {"title": " "}]}"#)
        #expect(result.output.contains("Button title \" \" is only whitespace"))
    }

    /// In an alert's title, a line break before a capital with no stop before it is fixed by neither rule:
    /// it may wrap one sentence or part two. Joined by a space beside the capitalization fix it became
    /// "Save changes Before closing?" (blind suite 21); read as two sentences, "Sign In\nRequired" became
    /// "Sign in\nRequired" under 2014 (review 48); joined where it seemed to wrap, "Wi-Fi Is Turned
    /// Off\nTurn On Wi-Fi?" became one sentence (review 49).
    @Test func aLineBreakBeforeACapitalIsNotFixed() throws {
        for (title, fixed, edition) in [("Save Changes\\nBefore Closing?", "Save Changes\\nBefore Closing?", "2023"),
                                        ("Unable To Connect\\nTry Again Later", "Unable To Connect\\nTry Again Later", "2014"),
                                        ("Sign In\\nRequired", "Sign In\\nRequired", "2014"),
                                        ("Wi-Fi Is Turned Off\\nTurn On Wi-Fi?", "Wi-Fi Is Turned Off\\nTurn On Wi-Fi?", "2023"),
                                        ("Storage Is\\nfull", "Storage is full", "2023"),
                                        ("Sync Stopped.\\nTry Again", "Sync stopped. Try again", "2023")] {
            let spec = #"{"kind": "alert", "title": "\#(title)", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#
            let tree = try TemporaryTree(["a.json": spec])
            _ = try run(["--fix", "--edition", edition, "a.json"], in: tree)
            #expect(try contents(tree, "a.json") == spec.replacingOccurrences(of: title, with: fixed), "\(title)")
        }
        // A button title or a navigation bar title capitalizes every word: its lines join with a space.
        let titleStyle = #"{"kind": "modal", "title": "New\nPlaylist", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save\nDraft"}]}"#
        let tree = try TemporaryTree(["a.json": titleStyle])
        _ = try run(["--fix", "a.json"], in: tree)
        #expect(try contents(tree, "a.json") == titleStyle.replacingOccurrences(of: "\\n", with: " "))
    }

    /// Two verbs for one control become one "tap", never "Tap or tap"; a verb's "on" goes, a noun's stays.
    @Test func coordinatedVerbsBecomeOneTap() throws {
        for (message, fixed) in [("Click or tap Manage to continue.", "Tap Manage to continue."), ("Tap or click Manage.", "Tap Manage."),
                                 ("Click or press Manage.", "Tap Manage."), ("Click or tap on Manage.", "Tap Manage."),
                                 ("Tap or click on Manage.", "Tap Manage."), ("Click on Manage.", "Tap Manage."),
                                 // A noun keeps its "on": only the word changes.
                                 ("One click on Manage frees space.", "One tap on Manage frees space."),
                                 ("A single click on Manage frees space.", "A single tap on Manage frees space."),
                                 ("No click on Manage is needed.", "No tap on Manage is needed."),
                                 ("Two clicks on Manage free space.", "Two taps on Manage free space."),
                                 ("After that click on Manage.", "After that tap Manage."),
                                 ("Remember to click on Manage.", "Remember to tap Manage."),
                                 // A capital inside a message's sentence is a slip of its own (review 77).
                                 ("Please Click On Manage.", "Please tap Manage."),
                                 // Not quoted, nor after a colon, nor after "either" or "that" (review 78).
                                 ("Next step: Click Manage.", "Next step: Tap Manage."),
                                 ("You can either Press Manage or wait.", "You can either tap Manage or wait."),
                                 ("After that Click Manage.", "After that tap Manage."),
                                 ("To finish, Click Manage.", "To finish, tap Manage."), ("To finish (Click Manage), wait.", "To finish (tap Manage), wait.")] {
            let spec = #"{"kind": "alert", "title": "Storage full", "message": "\#(message)", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage"}]}"#
            let tree = try TemporaryTree(["a.json": spec])
            _ = try run(["--fix", "a.json"], in: tree)
            #expect(try contents(tree, "a.json") == spec.replacingOccurrences(of: message, with: fixed))
        }
    }

    /// A tool that applies every fix of one rule in one go, from the end of the file back, gets what
    /// `--fix` writes: the fixes of one rule never overlap, and none that is needed is left out (blind
    /// suite 40, review 77).
    @Test func oneRuleFixesApplyTogether() throws {
        for (message, fixed) in [("Click or press Manage.", "Tap Manage."), ("Click or touch or press Manage.", "Tap Manage."),
                                 ("Tap or click or press Manage.", "Tap Manage.")] {
            let spec = #"{"kind": "alert", "title": "Storage full", "message": "\#(message)", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage"}]}"#
            let report = Linter(configuration: LintConfiguration(), rules: [TapWordingRule.self])
                .lint(SourceFile(path: "a.json", data: Data(spec.utf8)))
            var bytes = Array(spec.utf8)
            for fix in report.diagnostics.compactMap(\.fix).sorted(by: { $0.sourceRange.start.offset > $1.sourceRange.start.offset }) {
                bytes.replaceSubrange(fix.sourceRange.start.offset..<fix.sourceRange.end.offset, with: Array(fix.fix.replacement.utf8))
            }
            #expect(String(decoding: bytes, as: UTF8.self) == spec.replacingOccurrences(of: message, with: fixed), "\(message)")
        }
    }

    /// "tap" takes the capitals of the verb it replaces, part by part.
    @Test func tapIsCasedLikeTheVerbItReplaces() {
        #expect(TapWordingRule.replacement("tap", casedLike: "Click") == "Tap")
        #expect(TapWordingRule.replacement("tap", casedLike: "click") == "tap")
        #expect(TapWordingRule.replacement("double-tap", casedLike: "Double-click") == "Double-tap")
        #expect(TapWordingRule.replacement("double-tap", casedLike: "Double-Click") == "Double-Tap")
        #expect(TapWordingRule.replacement("double-tapping", casedLike: "double-clicking") == "double-tapping")
        #expect(TapWordingRule.replacement("tap", casedLike: "CLICK") == "Tap", "a verb shouted alone")
        #expect(TapWordingRule.replacement("tap", casedLike: "CLICK", sentenceInCapitals: true) == "TAP", "in capitals (sweep 36)")
        let shouted = AnalyzedText("PLEASE TOUCH RFID TAG! Then CLICK Manage.")
        #expect(shouted.isWrittenInCapitals(shouted.sentences[0]))
        #expect(!shouted.isWrittenInCapitals(shouted.sentences[1]))
    }

    /// A click with the other button or a key held is another gesture: never turned into a tap.
    @Test func aModifiedClickIsNoTap() throws {
        for message in ["Do a right click on the field.", "Use a secondary click on the field.", "Then Option click the field to edit it.",
                        "In Safari Option click the link.", "Select the text and right click the field."] {
            let spec = #"{"kind": "alert", "title": "Edit the name", "message": "\#(message)", "buttons": [{"title": "OK"}]}"#
            let tree = try TemporaryTree(["a.json": spec])
            #expect(!(try run(["a.json"], in: tree).output.contains("[tap-wording]")), "\(message)")
        }
    }

    @Test func unfixableFindingsRemainAndSetTheExitStatus() throws {
        // "Zorbly" might be a name: the capitalization fix is not safe, so nothing is changed.
        let tree = try TemporaryTree(["a.json": #"{"kind": "alert", "title": "Upload This to Zorbly", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Upload"}, {"title": "Later"}]}"#])
        let result = try run(["--fix", "--strict", "a.json"], in: tree)
        #expect(try contents(tree, "a.json").contains("Upload This to Zorbly"))
        #expect(result.output.contains("\"This\" should be \"this\""))
        #expect(result.status == 1)
    }

    @Test func customRuleReplacementsAreFixes() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"{"customRules": [{"id": "no-login", "message": "Say Sign In", "pattern": "Log ?[Ii]n", "fields": ["button"], "replacement": "Sign In"}]}"#,
            "a.json": #"{"kind": "alert", "title": "Session expired", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Login"}]}"#,
        ])
        _ = try run(["--fix", "a.json"], in: tree)
        #expect(try contents(tree, "a.json").contains(#"{"title": "Sign In"}"#))
    }

    /// "$1" in a custom rule's replacement and message is the match's first group; "$$" is "$".
    @Test func customRuleTemplatesTakeTheMatchsGroups() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"{"customRules": [{"id": "no-oops", "message": "Say sorry, not $1 ($$)", "pattern": "\\b(Oops|Whoops),", "fields": ["title"], "replacement": "Sorry ($1)"}]}"#,
            "a.json": #"{"kind": "alert", "title": "Whoops, that failed", "buttons": [{"title": "OK"}]}"#,
        ])
        let result = try run(["a.json"], in: tree)
        #expect(result.output.contains("Say sorry, not Whoops ($) [no-oops]"))
        _ = try run(["--fix", "a.json"], in: tree)
        #expect(try contents(tree, "a.json").contains(#""title": "Sorry (Whoops) that failed""#))
        // A replacement that the pattern matches again is no fix: it would be rewritten on every pass.
        try tree.write(".dialint.json", #"{"customRules": [{"id": "no-oops", "message": "m", "pattern": "Oops", "replacement": "Oops!"}]}"#)
        try tree.write("b.json", #"{"kind": "alert", "title": "Oops", "buttons": [{"title": "OK"}]}"#)
        _ = try run(["--fix", "b.json"], in: tree)
        #expect(try contents(tree, "b.json").contains(#""title": "Oops""#))
    }

    @Test func baselineHidesTodaysFindingsAcrossLineMoves() throws {
        let original = """
            {"dialogs": [
              {"id": "old", "kind": "alert", "title": "Delete This Photo?",
               "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}
            ]}

            """
        let tree = try TemporaryTree(["specs/a.json": original])
        let written = try run(["--write-baseline", "baseline.json", "specs"], in: tree)
        #expect(written.status == 0)
        #expect(written.errors.contains("recorded 2 findings in baseline.json"))
        let baseline = try contents(tree, "baseline.json")
        #expect(baseline.contains(#""file" : "specs/a.json""#))
        #expect(baseline.contains(#""part" : "This""#))
        #expect(try run(["--baseline", "baseline.json", "specs"], in: tree).output == "")

        // Lines inserted above: still hidden.
        let moved = original.replacingOccurrences(of: "{\"dialogs\": [\n", with: "{\"dialogs\": [\n\n\n  {\"id\": \"new\", \"kind\": \"alert\", \"title\": \"Rename\", \"buttons\": [{\"title\": \"Cancel\", \"role\": \"cancel\"}, {\"title\": \"Save\"}]},\n")
        try tree.write("specs/a.json", moved)
        let afterMove = try run(["--baseline", "baseline.json", "specs"], in: tree)
        #expect(!afterMove.output.contains("This"), "recorded findings stay hidden when lines move")
        #expect(afterMove.output.contains("[title-single-word]") || afterMove.output.isEmpty || !afterMove.output.contains("old"))

        // A new violation is reported, and a changed text comes back.
        try tree.write("specs/a.json", original.replacingOccurrences(of: "Delete This Photo?", with: "Delete This Album?"))
        let changed = try run(["--baseline", "baseline.json", "specs"], in: tree)
        #expect(changed.output.contains("\"This\" should be \"this\""))
        #expect(changed.output.contains("\"Album\" should be \"album\""))
        #expect(changed.errors.contains("2 baseline entries in baseline.json no longer match a finding"))
    }

    /// A file that could not be parsed is never recorded nor hidden: its entry would hold the parser's
    /// message, and hide the file, never checked, whatever later broke it the same way.
    @Test func baselineNeverHidesAFileThatCouldNotBeChecked() throws {
        let tree = try TemporaryTree(["a.json": #"{"kind": "alert", "title": "x",,}"#])
        let written = try run(["--write-baseline", "baseline.json", "a.json"], in: tree)
        #expect(written.output.contains("a.json:1:32: error: expected a string key in double quotes [invalid-json]"))
        #expect(written.status == 1)
        #expect(!(try contents(tree, "baseline.json")).contains("invalid-json"))
        try tree.write("a.json", #"{"dialogs": [{"kind": "alert", "title": "Delete This Photo?",,}]}"#)
        let later = try run(["--baseline", "baseline.json", "a.json"], in: tree)
        #expect(later.output.contains("[invalid-json]"))
        #expect(later.status == 1)
    }

    /// A dry run reports what its fixes would leave, while a baseline describes the files as they are:
    /// the entries of findings it would fix are not called stale.
    @Test func aDryRunCallsNoBaselineEntryStale() throws {
        let tree = try TemporaryTree(["a.json": #"{"kind": "alert", "title": "Delete This Photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#])
        #expect(try run(["--write-baseline", "baseline.json", "a.json"], in: tree).status == 0)
        let dryRun = try run(["--fix-dry-run", "--baseline", "baseline.json", "a.json"], in: tree)
        #expect(!dryRun.errors.contains("no longer match"))
        #expect(try run(["--baseline", "baseline.json", "a.json"], in: tree).errors.contains("No problems found"))
    }

    /// An entry of a rule the run does not judge (off, or not in the edition) is not stale: the rule may
    /// be on again in the next run, and pruning the entry would bring its finding back then (audit 28).
    @Test func entriesOfRulesOffAreNotStale() throws {
        let tree = try TemporaryTree(["a.json": #"{"id": "x", "kind": "alert", "title": "Oops", "buttons": [{"title": "OK"}]}"#])
        #expect(try run(["--write-baseline", "baseline.json", "a.json"], in: tree).status == 0)
        for options in [["--disable", "title-single-word"], ["--edition", "2008"]] {
            let result = try run(options + ["--baseline", "baseline.json", "a.json"], in: tree)
            #expect(!result.errors.contains("no longer match"), "\(options)")
        }
        try tree.write("a.json", #"{"id": "x", "kind": "alert", "title": "Storage is full", "buttons": [{"title": "OK"}]}"#)
        let changed = try run(["--disable", "single-button-alert", "--baseline", "baseline.json", "a.json"], in: tree)
        #expect(changed.errors.contains("1 baseline entry in baseline.json no longer matches a finding"))
    }

    /// With --baseline and --write-baseline together, every finding is recorded, the old baseline still
    /// hides what it records, and its stale entries are left out of the new one (audit 28).
    @Test func aBaselineRewrittenInTheSameRunShowsNewFindings() throws {
        let tree = try TemporaryTree(["a.json": #"{"id": "x", "kind": "alert", "title": "Oops", "buttons": [{"title": "OK"}]}"#])
        #expect(try run(["--write-baseline", "old.json", "a.json"], in: tree).status == 0)
        try tree.write("b.json", #"{"id": "y", "kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}"#)
        let result = try run(["--baseline", "old.json", "--write-baseline", "new.json", "a.json", "b.json"], in: tree)
        #expect(result.output.contains("b.json:1:39: warning: Title \"Error\" is a single word"))
        #expect(!result.output.contains("a.json"))
        #expect(!result.errors.contains("no longer match"))
        #expect(result.errors.contains("recorded 4 findings in new.json"))
        try tree.write("a.json", #"{"id": "x", "kind": "alert", "title": "Storage is full", "buttons": [{"title": "OK"}]}"#)
        let pruned = try run(["--baseline", "new.json", "--write-baseline", "newer.json", "a.json", "b.json"], in: tree)
        #expect(pruned.errors.contains("1 baseline entry in new.json no longer matches a finding; left out of newer.json"))
        // What the run did not check is kept: a rule turned off, another file (review 50), named from the
        // new file's folder.
        try FileManager.default.createDirectory(atPath: tree.path + "/ci", withIntermediateDirectories: true)
        let partial = try run(["--disable", "single-button-alert", "--baseline", "newer.json", "--write-baseline", "ci/kept.json", "a.json"], in: tree)
        #expect(partial.errors.contains("recorded 0 findings in ci/kept.json, and kept 3 entries of newer.json this run did not check"))
        let kept = try contents(tree, "ci/kept.json")
        #expect(kept.contains(#""file" : "../a.json""#) && kept.contains(#""rule" : "single-button-alert""#))
        #expect(kept.contains(#""file" : "../b.json""#) && kept.contains(#""rule" : "title-single-word""#))
        #expect(try run(["--baseline", "ci/kept.json", "a.json", "b.json"], in: tree).errors.contains("No problems found"))
        // A file that no longer exists is no file the run left out: its entries go (review 51).
        try FileManager.default.removeItem(atPath: tree.path + "/b.json")
        let removed = try run(["--baseline", "ci/kept.json", "--write-baseline", "after.json", "a.json"], in: tree)
        #expect(removed.errors.contains("recorded 1 finding in after.json; left out 2 entries of files that no longer exist\n"))
        #expect(!(try contents(tree, "after.json")).contains("b.json"))
    }

    /// A baseline in a folder reached through a link names its files the same way when written and when
    /// read back, however its path is spelled (reviews 53 and 54: Foundation followed the link before a
    /// ".." only once the file existed, and nothing written that way matched when read back).
    @Test func aBaselineBehindALinkedFolderMatches() throws {
        let tree = try TemporaryTree(["proj/a.json": #"{"id": "x", "kind": "alert", "title": "Oops", "buttons": [{"title": "OK"}]}"#])
        try FileManager.default.createDirectory(atPath: tree.path + "/elsewhere/ci", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/ci", withDestinationPath: tree.path + "/elsewhere/ci")
        let root = URL(fileURLWithPath: tree.path)
        let proj = root.appendingPathComponent("proj")
        #expect(try Binary.run(["--write-baseline", "../ci/old.json", "a.json"], in: proj).status == 0)
        for (arguments, folder) in [(["--baseline", "../ci/old.json", "a.json"], proj), (["--baseline", "ci/old.json", "proj"], root),
                                    (["--baseline", tree.path + "/ci/old.json", "a.json"], proj)] {
            let read = try Binary.run(arguments, in: folder)
            #expect(read.errors.contains("No problems found"), "\(arguments)")
            #expect(!read.errors.contains("no longer match"), "\(arguments)")
        }
    }

    /// A file that could not be parsed was judged by no rule: its entries are not stale, and a baseline
    /// rewritten in the same run keeps them (review 51).
    @Test func entriesOfAnUnparsableFileAreKept() throws {
        let tree = try TemporaryTree(["a.json": #"{"id": "x", "kind": "alert", "title": "Oops", "buttons": [{"title": "OK"}]}"#])
        #expect(try run(["--write-baseline", "old.json", "a.json"], in: tree).status == 0)
        try tree.write("a.json", #"{"id": "x", "kind": "alert", "title": "Oops",,}"#)
        let result = try run(["--baseline", "old.json", "--write-baseline", "new.json", "a.json"], in: tree)
        #expect(result.output.contains("[invalid-json]"))
        #expect(!result.errors.contains("no longer match"))
        #expect(result.errors.contains("kept 2 entries of old.json this run did not check"))
    }

    /// A dry run reports the files as its fixes would leave them: no baseline can be written of that.
    @Test func aDryRunWritesNoBaseline() throws {
        let tree = try TemporaryTree(["a.json": #"{"kind": "alert", "title": "Oops...", "buttons": [{"title": "OK"}]}"#])
        let result = try run(["--fix-dry-run", "--write-baseline", "b.json", "a.json"], in: tree)
        #expect(result.status == 2)
        #expect(result.errors.contains("--write-baseline records the files as they are"))
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/b.json"))
    }

    /// A baseline names its files relative to its own folder, however it and the paths are spelled,
    /// with ".." steps for files outside that folder, so that it holds in another checkout.
    @Test func baselinePathsHoldHoweverTheyAreSpelled() throws {
        let spec = #"{"kind": "alert", "title": "Delete This Photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
        let tree = try TemporaryTree(["Specs/a.json": spec, "ci/README": "CI files"])
        _ = try run(["--write-baseline", "./ci/../ci/bl.json", "./Specs"], in: tree)
        let baseline = try contents(tree, "ci/bl.json")
        #expect(baseline.contains(#""file" : "../Specs/a.json""#))
        for arguments in [["--baseline", "ci/bl.json", "Specs"], ["--baseline", "./ci/bl.json", "Specs/"],
                          ["--baseline", tree.path + "/ci/bl.json", tree.path + "/Specs/a.json"]] {
            let result = try run(["--strict"] + arguments, in: tree)
            #expect(result.status == 0, "\(arguments)")
            #expect(!result.errors.contains("no longer match"), "\(arguments)")
        }
        // A baseline of another version is refused, not matched as it is.
        try tree.write("v2.json", #"{"version": 2, "findings": []}"#)
        let other = try run(["--baseline", "v2.json", "Specs"], in: tree)
        #expect(other.status == 2)
        #expect(other.errors.contains("v2.json is a version 2 baseline; this dialint reads version 1"))
        // Linting some files says nothing of the other files' entries.
        try tree.write("Specs/b.json", spec)
        _ = try run(["--write-baseline", "bl.json", "Specs"], in: tree)
        let subset = try run(["--strict", "--baseline", "bl.json", "Specs/a.json"], in: tree)
        #expect(subset.status == 0)
        #expect(!subset.errors.contains("no longer match"))
    }

    /// A long string is recorded by its start and a digest: a finding in it no longer copies it
    /// whole into the baseline, and any change of it still brings its findings back.
    @Test func baselineRecordsALongStringByItsDigest() throws {
        let message = String(repeating: "Wait... ", count: 400)
        let spec = { (message: String) in
            #"{"kind": "alert", "title": "Stopped", "message": "\#(message)", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#
        }
        let tree = try TemporaryTree(["a.json": spec(message)])
        let written = try run(["--write-baseline", "bl.json", "a.json"], in: tree)
        // 400 ellipses, the message's length and its trailing space, and the one-word title.
        #expect(written.errors.contains("recorded 403 findings in bl.json"))
        let baseline = try contents(tree, "bl.json")
        #expect(baseline.utf8.count < 403 * 700, "\(baseline.utf8.count) bytes")
        #expect(baseline.contains("… (3200 bytes, sha256 "))
        #expect(try run(["--strict", "--baseline", "bl.json", "a.json"], in: tree).status == 0)

        // One letter changed in the middle: every finding in the string is back, not the title's.
        var changed = Array(message)
        changed[1600] = "w"
        try tree.write("a.json", spec(String(changed)))
        let after = try run(["--format", "jsonl", "--baseline", "bl.json", "a.json"], in: tree)
        #expect(after.output.split(separator: "\n").count == 402)
        #expect(!after.output.contains("title-single-word"))

        // A baseline that recorded the string whole (as dialint did before) still matches it.
        try tree.write("a.json", spec(message))
        let whole = Baseline.recordedText(message)
        try tree.write("old.json", baseline.replacingOccurrences(of: whole, with: message))
        #expect(try contents(tree, "old.json").contains(message))
        #expect(try run(["--strict", "--baseline", "old.json", "a.json"], in: tree).status == 0)
        // Short strings are recorded as they are, and a recorded text is recorded the same way again.
        #expect(Baseline.recordedText("Delete This Photo?") == "Delete This Photo?")
        #expect(Baseline.recordedText(whole) == whole)
    }

    /// A dialog id past 200 bytes is recorded as output shows it; a baseline that recorded it whole (as
    /// dialint did before) still matches. Two spellings of one long text (composed and decomposed) are
    /// recorded each by its own bytes, whatever dialog comes before.
    @Test func baselineRecordsLongIDsAsShownAndEachSpellingByItsBytes() throws {
        let id = "dialog-" + String(repeating: "x", count: 300)
        let tree = try TemporaryTree(["a.json": #"{"id": "\#(id)", "kind": "alert", "title": "Delete This Photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#])
        _ = try run(["--write-baseline", "bl.json", "a.json"], in: tree)
        let baseline = try contents(tree, "bl.json")
        let shown = id.abbreviated(toAtMost: 200)
        #expect(baseline.contains(shown) && !baseline.contains(id))
        try tree.write("old.json", baseline.replacingOccurrences(of: shown, with: id))
        #expect(try run(["--strict", "--baseline", "old.json", "a.json"], in: tree).status == 0)

        let composed = String(repeating: "Le café est fermé... ", count: 30)
        let decomposed = composed.replacingOccurrences(of: "é", with: "e\u{301}")
        #expect(composed == decomposed && !composed.utf8.elementsEqual(decomposed.utf8))
        let dialog = { (id: String, message: String) in
            #"{"id": "\#(id)", "kind": "alert", "title": "Closed", "message": "\#(message)", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#
        }
        try tree.write("b.json", #"{"dialogs": [\#(dialog("a", composed)), \#(dialog("b", decomposed))]}"#)
        _ = try run(["--write-baseline", "bl.json", "b.json"], in: tree)
        // Without dialog "a", "b" is unchanged: its findings stay hidden.
        try tree.write("b.json", #"{"dialogs": [\#(dialog("b", decomposed))]}"#)
        #expect(try run(["--strict", "--baseline", "bl.json", "b.json"], in: tree).status == 0)
    }

    @Test func baselineIsSortedAndStable() throws {
        let tree = try TemporaryTree(["b.json": Self.lf, "a.json": Self.lf])
        _ = try run(["--write-baseline", "one.json", "."], in: tree)
        _ = try run(["--write-baseline", "two.json", "."], in: tree)
        let one = try contents(tree, "one.json")
        #expect(one == (try contents(tree, "two.json")))
        let files = one.components(separatedBy: "\n").filter { $0.contains("\"file\"") }
        #expect(files == files.sorted())
        #expect(try run(["--baseline", "missing.json", "."], in: tree).status == 2)
    }
}

@Suite("Fix application")
struct FixApplierTests {
    @Test func replacementsAreEscapedAsJSON() {
        #expect(FixApplier.jsonStringContent("a\"b\\c\nd\u{1}é") == Array(#"a\"b\\c\nd\u0001é"#.utf8))
    }

    @Test func overlappingFixesWaitForTheNextPass() {
        func diagnostic(_ range: Range<Int>, _ replacement: String, rule: String) -> Diagnostic {
            let start = SourcePosition(line: 1, column: range.lowerBound + 1, offset: range.lowerBound)
            let end = SourcePosition(line: 1, column: range.upperBound + 1, offset: range.upperBound)
            var d = Diagnostic(path: "x", range: SourceRange(start: start, end: end), severity: .warning, ruleID: rule, message: "")
            d.fix = LocatedFix(fix: Fix(range: 0..<1, replacement: replacement), sourceRange: SourceRange(start: start, end: end))
            return d
        }
        let bytes = Array("0123456789".utf8)
        let result = FixApplier.apply([diagnostic(2..<5, "X", rule: "b"), diagnostic(4..<6, "Y", rule: "a"), diagnostic(6..<7, "Z", rule: "c")], to: bytes)
        #expect(String(decoding: result.bytes, as: UTF8.self) == "01X5Z789")
        #expect(result.deferred.map(\.ruleID) == ["a"])
    }

    @Test func diffOfAnUnchangedFileIsEmpty() {
        #expect(UnifiedDiff.diff(path: "x", before: Array("a\n".utf8), after: Array("a\n".utf8)) == "")
    }

    @Test func diffWithoutFinalNewline() {
        let diff = UnifiedDiff.diff(path: "x", before: Array("a\nb".utf8), after: Array("a\nc".utf8))
        #expect(diff.hasSuffix("-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n"))
    }
}
