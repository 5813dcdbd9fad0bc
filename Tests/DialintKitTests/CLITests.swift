import Foundation
import Testing
@testable import DialintKit

/// Runs the CLI as a library, in a temporary folder, with captured output.
struct CLIRun {
    var status: Int32
    var output: String
    var errors: String

    static func run(_ arguments: [String], in folder: String, stdin: String = "", variables: [String: String] = [:], terminal: Bool = false) -> CLIRun {
        let out = StringSink()
        let err = StringSink()
        let status = CLI.run(CommandEnvironment(
            arguments: arguments, variables: variables, workingDirectory: folder,
            standardOutput: out, standardError: err, readStandardInput: { .success(Data(stdin.utf8)) }, outputIsTerminal: terminal))
        return CLIRun(status: status, output: out.text, errors: err.text)
    }
}

/// A temporary folder of files, removed at the end of the test.
final class TemporaryTree {
    let path: String

    init(_ files: [String: String] = [:]) throws {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("dialint-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        for (name, contents) in files { try write(name, contents) }
    }

    func write(_ name: String, _ contents: String) throws {
        try write(name, Data(contents.utf8))
    }

    func write(_ name: String, _ data: Data) throws {
        let url = URL(fileURLWithPath: path).appendingPathComponent(name)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: url)
    }

    deinit { try? FileManager.default.removeItem(atPath: path) }
}

@Suite("Command line")
struct CLITests {
    static let goodAlert = #"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#

    @Test func cleanFileExitsZero() throws {
        let tree = try TemporaryTree(["a.json": Self.goodAlert])
        let run = CLIRun.run(["a.json"], in: tree.path)
        #expect(run.status == 0)
        #expect(run.output == "")
        #expect(run.errors == "No problems found in 1 file\n")
    }

    /// Line formats count findings where the files were linted, the others where they are reported:
    /// the summary and the exit status must not tell them apart, with or without `--quiet`.
    @Test func summaryIsTheSameWhereverFindingsAreCounted() throws {
        var files: [String: String] = [:]
        for index in 0..<150 {
            files["f\(1000 + index).json"] = switch index % 3 {
            case 0: #"{"kind": "alert", "title": "Unable to Connect", "buttons": [{"title": "ok"}]}"#
            case 1: "{ not json"
            default: #"{"kind": "alert", "title": "Photo deleted", "buttons": [{"title": "OK"}]}"#
            }
        }
        let tree = try TemporaryTree(files)
        for quiet in [false, true] {
            let expected = quiet ? "50 errors in 50 files (150 files checked; 250 warnings not shown: --quiet)\n" : "250 warnings, 50 errors in 150 files\n"
            for format in ["text", "jsonl", "json", "sarif"] {
                let run = CLIRun.run(["--format", format] + (quiet ? ["--quiet"] : []) + ["."], in: tree.path)
                #expect(run.errors == expected, "\(format), quiet \(quiet)")
                #expect(run.status == 1)
            }
        }
    }

    /// --quiet decides what is shown, not what fails the run: hidden warnings still count for
    /// --strict and --max-warnings, and a failing limit says why.
    @Test func quietHidesWarningsButTheyStillCount() throws {
        let tree = try TemporaryTree(["a.json": #"{"kind": "alert", "title": "Unable to Connect", "buttons": [{"title": "ok"}]}"#])
        let strict = CLIRun.run(["--quiet", "--strict", "a.json"], in: tree.path)
        #expect(strict.status == 1)
        #expect(strict.output == "")
        #expect(strict.errors.contains("dialint: note: --strict: 4 warnings (not shown: --quiet)"))
        let limit = CLIRun.run(["--quiet", "--max-warnings", "3", "a.json"], in: tree.path)
        #expect(limit.status == 1)
        #expect(limit.errors.contains("dialint: note: 4 warnings, more than --max-warnings 3"))
        #expect(CLIRun.run(["--quiet", "--max-warnings", "4", "a.json"], in: tree.path).status == 0)
        #expect(CLIRun.run(["--quiet", "a.json"], in: tree.path).status == 0)
    }

    /// Paths with nothing to standardize skip Foundation; they must come out as Foundation gives them,
    /// and paths with something to standardize must still be standardized.
    @Test func reportedPathsAndFoldersMatchFoundation() {
        let paths = [
            "/work/specs/alerts.json", "/a.json", "/work/spec s/caf\u{E9} 100%.json", "/work/.hidden/.dialint.json",
            "/work/specs/..json", "/work/specs/.../a.json", "/work//specs/a.json", "/work/./specs/a.json",
            "/work/specs/../a.json", "/work/specs/", "/work/specs/.", "/work/specs/..", "/", "//a.json",
        ]
        for path in paths {
            let foundationPath = URL(fileURLWithPath: path).standardizedFileURL.path
            let expected = foundationPath.hasPrefix("/work/") ? String(foundationPath.dropFirst("/work/".count)) : foundationPath
            #expect(FilePaths.displayPath(path, workingDirectory: "/work") == expected, "\(path)")
            #expect(FilePaths.folder(of: path) == (path as NSString).deletingLastPathComponent, "\(path)")
        }
        #expect(FilePaths.isStandardized("/work/specs/a.json"))
        #expect(!FilePaths.isStandardized("/work/specs/../a.json"))
        #expect(!FilePaths.isStandardized("relative/a.json"))
        // By name alone, as `cd` reads it (where /work/specs does not exist, Foundation agrees).
        for path in paths {
            #expect(FilePaths.lexicallyStandardizedPath(path, workingDirectory: "/work") == URL(fileURLWithPath: path).standardizedFileURL.path, "\(path)")
        }
        #expect(FilePaths.lexicallyStandardizedPath("../ci/old.json", workingDirectory: "/repo/proj") == "/repo/ci/old.json")
        #expect(FilePaths.relativePath(of: "/repo/proj/a.json", from: "/repo/ci") == "../proj/a.json")
    }

    @Test func findingsInCompilerFormat() throws {
        let tree = try TemporaryTree(["a.json": """
            {"kind": "alert", "title": "Unable to Connect",
             "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}
            """])
        let run = CLIRun.run(["a.json"], in: tree.path)
        #expect(run.output == "a.json:1:39: warning: Title should use sentence-style capitalization: \"Connect\" should be \"connect\" (HIG 2023) [title-capitalization]\n")
        #expect(run.errors == "1 warning in 1 file\n")
        #expect(run.status == 0, "warnings alone pass")
        #expect(CLIRun.run(["--strict", "a.json"], in: tree.path).status == 1)
        #expect(CLIRun.run(["--max-warnings", "0", "a.json"], in: tree.path).status == 1)
        #expect(CLIRun.run(["--max-warnings", "1", "a.json"], in: tree.path).status == 0)
        #expect(CLIRun.run(["--edition", "2014", "a.json"], in: tree.path).output == "")
        #expect(CLIRun.run(["--disable", "title-capitalization", "a.json"], in: tree.path).output == "")
        #expect(CLIRun.run(["--quiet", "a.json"], in: tree.path).output == "")
    }

    @Test func foldersAreWalkedAndOutputSorted() throws {
        let tree = try TemporaryTree([
            "b.json": #"{"kind": "alert", "title": "Error", "buttons": [{"title": "ok"}]}"#,
            "sub/a.json": #"{"kind": "alert", "title": "Error", "buttons": [{"title": "ok"}]}"#,
            "package.json": #"{"name": "x", "version": "1.0.0"}"#,
            ".hidden/c.json": #"{"kind": "alert"}"#,
            "sub/.e.json": #"{"kind": "alert"}"#,
            "node_modules/d.json": #"{"kind": "alert"}"#,
            "notes.txt": "hello",
        ])
        let run = CLIRun.run(["."], in: tree.path)
        let paths = run.output.split(separator: "\n").map { $0.split(separator: ":").first.map(String.init) ?? "" }
        #expect(Set(paths) == ["b.json", "sub/a.json"])
        #expect(paths == paths.sorted())
        // A file named on the command line is always linted, even if it is not a spec.
        let named = CLIRun.run(["package.json"], in: tree.path)
        #expect(named.status == 1)
        #expect(named.output.contains("[invalid-spec]"))
    }

    /// A walk passes over what only may be a spec, and never over what plainly is one, mistyped:
    /// dialint's own JSON report (objects that share "message" with a dialog) is skipped, and so is a
    /// JSON Lines report saved as `.json`, so a second run gives what the first gave; a misnamed list
    /// of dialogs, dialogs written as JSON Lines, or a dialog of a mistyped kind ("sheet") fails the run
    /// instead of passing it.
    @Test func aWalkSkipsOnlyWhatIsPlainlyNoSpec() throws {
        let alert = #"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}"#
        let tree = try TemporaryTree([
            "good.json": #"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#,
            "typo.json": #"{"dialog": [\#(alert)]}"#,
            "renamed.json": #"{"alerts": [\#(alert)]}"#,
            "meta.json": #"{"id": 3, "title": "Release notes", "message": "Fixed"}"#,
            "pod.json": #"{"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "web"}}"#,
            "model.json": #"{"kind": "model", "title": "Classifier", "message": "Trained"}"#,
            "tsconfig.json": "{\n  // comments are allowed here\n  \"compilerOptions\": {\"strict\": true,},\n}\n",
            "withLocale.json": #"{"locale": "en", "dialog": [\#(alert)]}"#,
            "byID.json": #"{"deletePhoto": \#(alert)}"#,
            "dialogLines.json": "\(alert)\n\(alert)\n",
            "specAfterALine.json": "{\"name\": \"x\"}\n\(alert)\n",
            "sheet.json": #"{"kind": "sheet", "title": "Delete this photo?", "message": "It is removed from all devices."}"#,
            "bottomSheet.json": #"{"kind": "bottomSheet", "title": "Delete this photo?"}"#,
            "stylesheet.json": #"{"kind": "stylesheet", "title": "Dark", "message": "Colors for dark mode"}"#,
            "spreadsheet.json": #"{"kind": "sheets#spreadsheet", "title": "Budget"}"#,
            "numbered.json": #"{"id": 17, "kind": 4, "title": "Backup finished", "message": "142 files"}"#,
        ])
        let first = CLIRun.run(["--format", "json", "--output", "report.json", "."], in: tree.path)
        #expect(first.status == 1)
        let lines = CLIRun.run(["--format", "jsonl", "--output", "lines.json", "."], in: tree.path)
        #expect(lines.status == 1)
        let second = CLIRun.run(["."], in: tree.path)
        let paths = Set(second.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        #expect(paths == ["typo.json", "renamed.json", "withLocale.json", "byID.json", "dialogLines.json", "specAfterALine.json",
            "sheet.json", "bottomSheet.json"])
        #expect(second.output.contains(#"sheet.json:1:10: error: unknown kind "sheet""#))
        #expect(second.output.contains("dialogLines.json:2:1: error: unexpected content after the top-level value [invalid-json]"))
        #expect(second.output.contains(#"byID.json:1:2: error: no "dialogs" array, but "deletePhoto" looks meant as one; put its dialogs in a "dialogs" array"#))
        #expect(second.output.contains(#"typo.json:1:2: error: no "dialogs" array, but "dialog" looks meant as one; rename it "dialogs" [invalid-spec]"#))
        #expect(second.output.contains(#"renamed.json:1:2: error: no "dialogs" array, but "alerts" looks meant as one"#))
        #expect(CLIRun.run(["meta.json"], in: tree.path).output.contains("[invalid-spec]"), "named, it is linted")
    }

    /// Columns of what came on standard input are counted in those bytes, not in a file of its name.
    @Test func standardInputColumnsComeFromStandardInput() throws {
        let onDisk = #"{"kind": "alert", "title": "ÜÜÜÜÜÜ Delete your photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
        let piped = #"{"kind": "alert", "title": "Delete your photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
        let tree = try TemporaryTree(["buf.json": onDisk])
        let text = CLIRun.run(["--stdin-filename", "buf.json", "-"], in: tree.path, stdin: piped)
        #expect(text.output.contains("buf.json:1:36: warning: Avoid \"your\""))
        let github = CLIRun.run(["--format", "github", "--stdin-filename", "buf.json", "-"], in: tree.path, stdin: piped)
        #expect(github.output.contains("line=1,col=36,title=personal-pronoun"))
    }

    @Test func standardInput() throws {
        let tree = try TemporaryTree()
        let run = CLIRun.run(["-", "--stdin-filename", "specs/x.json"], in: tree.path, stdin: #"{"kind": "alert", "title": "X", "buttons": [{"title": "ok"}, {"title": "Cancel", "role": "cancel"}]}"#)
        #expect(run.output.hasPrefix("specs/x.json:1:"))
        #expect(CLIRun.run(["-"], in: tree.path, stdin: "{").output.hasPrefix("<stdin>:1:2: error: "))
    }

    /// cli.md: "the name to report for -". An editor passes the buffer's path, absolute or not, and
    /// matches findings by that same string.
    @Test func standardInputIsReportedByTheNameGiven() throws {
        let tree = try TemporaryTree()
        for name in [tree.path + "/specs/x.json", "../x.json", "./specs//x.json"] {
            let run = CLIRun.run(["--stdin-filename", name, "-"], in: tree.path, stdin: "{")
            #expect(run.output.hasPrefix(name + ":1:2: error: "), "\(name): \(run.output)")
        }
        // The diff of --fix-dry-run names it as files are named, so that git apply finds it from here.
        let fixable = #"{"kind": "alert", "title": "Delete This Photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#
        let diff = CLIRun.run(["--fix-dry-run", "--stdin-filename", tree.path + "/specs/x.json", "-"], in: tree.path, stdin: fixable)
        #expect(diff.output.hasPrefix("diff --git a/specs/x.json b/specs/x.json\n"), "\(diff.output)")
    }

    @Test func usageErrorsExitTwo() throws {
        let tree = try TemporaryTree()
        let unknown = CLIRun.run(["--formt", "json"], in: tree.path)
        #expect(unknown.status == 2)
        #expect(unknown.errors == "dialint: error: unknown option '--formt'; did you mean '--format'? (see dialint --help)\n")
        #expect(CLIRun.run(["--edition", "2012"], in: tree.path).status == 2)
        #expect(CLIRun.run(["--max-warnings", "many"], in: tree.path).status == 2)
        #expect(CLIRun.run(["--format", "yaml"], in: tree.path).status == 2)
        let rule = CLIRun.run(["--disable", "buton-count", "."], in: tree.path)
        #expect(rule.status == 2)
        #expect(rule.errors.contains("did you mean 'button-count'?"))
        let missing = CLIRun.run(["nope.json"], in: tree.path)
        #expect(missing.status == 2)
        #expect(missing.errors.contains("no such file or folder: nope.json"))
        #expect(CLIRun.run(["help"], in: tree.path).errors.contains("no such file or folder: help; did you mean 'dialint --help'?"))
        let both = CLIRun.run(["--fix", "--fix-dry-run", "."], in: tree.path)
        #expect(both.status == 2)
        #expect(both.errors.contains("--fix and --fix-dry-run contradict each other"))
        let early = CLIRun.run(["--edition", "2008", "--enable", "title-single-word", "."], in: tree.path)
        #expect(early.errors.contains("dialint: note: --enable title-single-word checks nothing under the 2008 edition; the rule holds from 2014"))
        let name = CLIRun.run(["--stdin-filename", "a.json", "."], in: tree.path)
        #expect(name.status == 2)
        #expect(name.errors.contains("--stdin-filename names standard input; add - to the paths to lint it"))
    }

    /// "--output $REPORT --strict" with REPORT unset: an option is never taken for a value, and an
    /// empty path or value names nothing.
    @Test func anOptionOrAnEmptyStringIsNoValue() throws {
        let tree = try TemporaryTree(["w.json": #"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}"#])
        let swallowed = CLIRun.run(["--output", "--strict", "w.json"], in: tree.path)
        #expect(swallowed.status == 2)
        #expect(swallowed.errors == "dialint: error: --output needs a value, not the option '--strict' (for a file of that name, write --output=--strict)\n")
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/--strict"))
        #expect(CLIRun.run(["--print-config", "--edition", "2014", "w.json"], in: tree.path).status == 2)
        #expect(CLIRun.run(["-o", "-q", "w.json"], in: tree.path).status == 2)
        #expect(CLIRun.run(["--output=--strict", "w.json"], in: tree.path).status == 0, "written out in full, the name is meant")
        #expect(CLIRun.run(["--output", "-", "w.json"], in: tree.path).status == 0, "- is standard output")
        let empty = CLIRun.run([""], in: tree.path)
        #expect(empty.status == 2)
        #expect(empty.errors.contains("an empty path names no file or folder"))
        #expect(CLIRun.run(["--output", "", "w.json"], in: tree.path).errors.contains("--output needs a value, not an empty string"))
        #expect(CLIRun.run(["--config", "", "w.json"], in: tree.path).status == 2)
    }

    /// A run that finds nothing to lint passes, with a note that says why: a folder without specs, or a
    /// configuration whose include and exclude leave every spec out (a typo in a pattern).
    @Test func aRunWithNothingToLintSaysWhy() throws {
        let tree = try TemporaryTree()
        try tree.write("docs/readme.txt", "no spec")
        let bare = CLIRun.run(["docs"], in: tree.path)
        #expect(bare.status == 0)
        #expect(bare.errors == "dialint: note: no .json file found under 'docs'\nNo files checked\n")
        try tree.write("specs/a.json", #"{"kind": "alert", "title": "Delete This Photo?", "buttons": [{"title": "OK"}]}"#)
        try tree.write(".dialint.json", #"{"include": ["spec/**"]}"#)
        let excluded = CLIRun.run(["specs", "docs"], in: tree.path)
        #expect(excluded.status == 0)
        #expect(excluded.errors.hasPrefix("dialint: note: the configuration's include and exclude leave out every .json file under 'specs' and 'docs'\n"))
        // Named on the command line, a file is linted whatever the patterns say: no note.
        #expect(!CLIRun.run(["specs/a.json"], in: tree.path).errors.contains("note:"))
    }

    /// Options are read left to right: the last of --enable X and --disable X wins. After "--" every
    /// argument is a path, even "rules".
    @Test func theLastRuleSwitchWinsAndDashDashEndsCommands() throws {
        let tree = try TemporaryTree(["rules/w.json": #"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}"#])
        let off = CLIRun.run(["--enable", "title-single-word", "--disable", "title-single-word", "--", "rules"], in: tree.path)
        #expect(off.output.hasPrefix("rules/w.json:1:"))
        #expect(!off.output.contains("title-single-word"))
        let on = CLIRun.run(["--disable", "title-single-word", "--enable", "title-single-word", "--", "rules"], in: tree.path)
        #expect(on.output.contains("[title-single-word]"))
        let folder = CLIRun.run(["--", "rules"], in: tree.path)
        #expect(folder.output.hasPrefix("rules/w.json:1:"))
    }

    @Test func unreadableAndSpecialFilesDoNotStopTheRun() throws {
        let tree = try TemporaryTree(["ok.json": #"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}, {"title": "Cancel", "role": "cancel"}]}"#])
        #expect(mkfifo(tree.path + "/pipe.json", 0o644) == 0)
        let walked = CLIRun.run(["."], in: tree.path)
        #expect(walked.status == 0, "a FIFO in a searched folder is skipped, never opened")
        let named = CLIRun.run(["pipe.json", "ok.json"], in: tree.path)
        #expect(named.status == 2)
        #expect(named.output.contains("pipe.json:1:1: error: cannot read the file: it is a FIFO, not a regular file [unreadable-file]"))
        try FileManager.default.createDirectory(atPath: tree.path + "/loop", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/loop/again", withDestinationPath: tree.path + "/loop")
        #expect(CLIRun.run(["."], in: tree.path).status == 0, "a link in a circle is walked once")
    }

    /// A baseline that cannot be read stops the run with the reason; a FIFO is refused, never waited on.
    @Test func anUnreadableBaselineSaysWhy() throws {
        let tree = try TemporaryTree(["ok.json": #"{"kind": "alert", "title": "Delete This?", "buttons": [{"title": "OK"}]}"#])
        #expect(mkfifo(tree.path + "/pipe.json", 0o644) == 0)
        try FileManager.default.createDirectory(atPath: tree.path + "/folder", withIntermediateDirectories: true)
        for (baseline, reason) in [("nope.json", "it does not exist"), ("folder", "it is a folder"), ("pipe.json", "it is a FIFO, not a regular file")] {
            let run = CLIRun.run(["--baseline", baseline, "ok.json"], in: tree.path)
            #expect(run.status == 2)
            #expect(run.errors == "dialint: error: cannot read the baseline \(baseline): \(reason)\n")
        }
    }

    /// "Removed while dialint ran?" is said only of a file the run had seen: a path named on the command
    /// line that never existed does not exist, and a link to nothing is a link to nothing.
    @Test func aMissingFileIsToldFromOneThatVanished() throws {
        let tree = try TemporaryTree(["ok.json": #"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}, {"title": "Cancel", "role": "cancel"}]}"#])
        let neverThere = CLIRun.run(["--config", "nope.json", "ok.json"], in: tree.path)
        #expect(neverThere.status == 2)
        #expect(neverThere.errors.hasPrefix("nope.json: error: cannot read the file: it does not exist\n"))
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/link.json", withDestinationPath: tree.path + "/gone.json")
        let link = CLIRun.run(["link.json"], in: tree.path)
        #expect(link.status == 2)
        #expect(link.output == "link.json:1:1: error: cannot read the file: it is a symbolic link to a file that does not exist [unreadable-file]\n")
        #expect(CLIRun.run(["--config", "link.json", "ok.json"], in: tree.path).errors
            .hasPrefix("link.json: error: cannot read the file: it is a symbolic link to a file that does not exist\n"))
        // The nearest configuration was seen when it was looked for: gone when read, it was removed meanwhile.
        let found = ConfigFile.load(path: tree.path + "/gone/.dialint.json", reportedAs: "gone/.dialint.json", wasFound: true)
        #expect(throws: ConfigErrors([ConfigError(path: "gone/.dialint.json", position: nil,
            message: "cannot read the file: it no longer exists (was it removed while dialint ran?)")])) { try found.get() }
    }

    @Test func color() throws {
        let tree = try TemporaryTree(["a.json": #"{"kind": "alert", "title": "Error", "buttons": [{"title": "ok"}]}"#])
        #expect(!CLIRun.run(["a.json"], in: tree.path).output.contains("\u{1B}["))
        #expect(CLIRun.run(["a.json"], in: tree.path, terminal: true).output.contains("\u{1B}["))
        #expect(!CLIRun.run(["a.json"], in: tree.path, variables: ["NO_COLOR": "1"], terminal: true).output.contains("\u{1B}["))
        #expect(!CLIRun.run(["--no-color", "a.json"], in: tree.path, terminal: true).output.contains("\u{1B}["))
        #expect(CLIRun.run(["--color", "a.json"], in: tree.path, variables: ["NO_COLOR": "1"]).output.contains("\u{1B}["))
    }

    /// A message quotes the spec's text: a line break, a carriage return or an escape sequence in it
    /// must not split the diagnostic's line or reach the terminal.
    @Test func aDiagnosticIsOneLine() throws {
        let spec = #"{"kind": "alert", "title": "Delete all?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "delete\nall"}, {"title": "Save\rNow"}, {"title": "ok\u001B[31m"}]}"#
        let tree = try TemporaryTree(["a.json": spec])
        let run = CLIRun.run(["a.json"], in: tree.path)
        let lines = run.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count >= 3)
        for line in lines { #expect(line.hasPrefix("a.json:1:")) }
        #expect(run.output.contains(#""delete\nall""#))
        #expect(run.output.contains(#"Save\rNow"#))
        #expect(run.output.contains(#"\u001B[31m"#))
        #expect(!run.output.utf8.contains(where: { $0 < 0x20 && $0 != 0x0A }))
        // So are a file's name, a configuration error and a usage error.
        try tree.write("we\nird.json", #"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}"#)
        let named = CLIRun.run(["we\nird.json"], in: tree.path)
        #expect(named.output.split(separator: "\n").allSatisfy { $0.hasPrefix(#"we\nird.json:1:"#) })
        try tree.write("c/.dialint.json", "{\"edi\\ntion\": \"2023\"}")
        try tree.write("c/a.json", #"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}"#)
        let config = CLIRun.run(["c/a.json"], in: tree.path)
        #expect(config.status == 2)
        #expect(config.errors.split(separator: "\n").count == 1)
        #expect(config.errors.contains(#"unknown key "edi\ntion""#))
        let usage = CLIRun.run(["--format", "j\nson", "a.json"], in: tree.path)
        #expect(usage.errors.split(separator: "\n").count == 1)
    }

    /// The report a run writes is no input of it, and never overwrites a spec; "-" is standard output.
    @Test func theReportNeverOverwritesASpec() throws {
        let spec = #"{"kind": "alert", "title": "Error", "buttons": [{"title": "OK"}]}"#
        let tree = try TemporaryTree(["good.json": spec])
        // The path forgotten after --output: "." is linted, and good.json would be overwritten.
        let forgotten = CLIRun.run(["--output", "good.json"], in: tree.path)
        #expect(forgotten.status == 2)
        #expect(forgotten.errors.contains("--output good.json would overwrite a file this run reads"))
        #expect(try String(contentsOfFile: tree.path + "/good.json", encoding: .utf8) == spec)
        #expect(CLIRun.run(["--write-baseline", "good.json", "."], in: tree.path).status == 2)
        // Nor a spec that does not parse, one reached through a link, or a configuration.
        try tree.write("broken.json", #"{"kind": "alert", "title": "Oops",}"#)
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/link.json", withDestinationPath: tree.path + "/good.json")
        try tree.write(".dialint.json", "{}")
        for arguments in [[".", "--output", "broken.json"], ["good.json", "--output", "link.json"], [".", "--output", ".dialint.json"],
                          ["-", "--stdin-filename", "good.json", "--output", "good.json"]] {
            #expect(CLIRun.run(arguments, in: tree.path).errors.contains("would overwrite a file this run reads"), "\(arguments)")
        }
        #expect(try String(contentsOfFile: tree.path + "/good.json", encoding: .utf8) == spec)
        #expect(try String(contentsOfFile: tree.path + "/broken.json", encoding: .utf8) == #"{"kind": "alert", "title": "Oops",}"#)
        try FileManager.default.removeItem(atPath: tree.path + "/broken.json")
        try FileManager.default.removeItem(atPath: tree.path + "/link.json")
        #expect(CLIRun.run(["--write-baseline", "-", "."], in: tree.path).status == 2)
        let same = CLIRun.run(["--output", "out.txt", "--write-baseline", "out.txt", "good.json"], in: tree.path)
        #expect(same.status == 2)
        #expect(same.errors.contains("--output and --write-baseline name the same file out.txt"))
        // An earlier report in the walked folder is overwritten, and is not linted while it is written.
        for _ in 0..<2 {
            let run = CLIRun.run(["--format", "json", "--output", "report.json", "."], in: tree.path)
            #expect(run.status == 0)
            #expect(run.errors.contains("in 1 file"))
        }
        let toStandardOutput = CLIRun.run(["--format", "jsonl", "--output", "-", "good.json"], in: tree.path)
        #expect(toStandardOutput.output.contains(#""rule":"single-button-alert""#))
        #expect(!FileManager.default.fileExists(atPath: tree.path + "/-"))
    }

    /// A suppression of a rule that the chosen edition does not hold is not stale: the spec may be
    /// linted under another edition too.
    @Test func aSuppressionOutsideTheEditionIsNotJudged() throws {
        let tree = try TemporaryTree(["a.json": #"{"kind": "alert", "title": "Unable to Connect", "dialint": {"disable": ["title-capitalization"]}, "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#])
        #expect(CLIRun.run(["--edition", "2008", "a.json"], in: tree.path).output == "")
        #expect(CLIRun.run(["--edition", "2014", "a.json"], in: tree.path).output.contains("[unused-suppression]"))
    }

    /// A decoding defect inside a dialog is the dialog's: its own "disable" hides it, and the
    /// diagnostic names the dialog (by its index when the dialog could not be read).
    @Test func aDialogsOwnDefectsAreItsOwn() throws {
        let tree = try TemporaryTree([
            "a.json": #"{"kind": "alert", "title": "Hi there", "dialint": {"disable": ["unknown-key"]}, "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}], "titel": "x"}"#,
            "b.json": #"{"dialogs": [{"id": "first", "kind": "alert", "title": "Hi there", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}], "titel": "x"}, {"kind": "alert", "title": 5}]}"#,
        ])
        #expect(CLIRun.run(["a.json"], in: tree.path).output == "")
        let run = CLIRun.run(["--format", "jsonl", "b.json"], in: tree.path)
        let objects = run.output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(objects.map { "\($0["rule"]!) \($0["dialog"]!)" } == ["unknown-key first", "invalid-spec 1"])
        // A dialog that could not be read is named by its id, and its own "disable" holds.
        try tree.write("c.json", #"{"dialogs": [{"id": "three", "kind": "alert", "title": 5}, {"id": "four", "kind": "alert", "title": 5, "dialint": {"disable": ["invalid-spec"]}}]}"#)
        let unread = CLIRun.run(["--format", "jsonl", "c.json"], in: tree.path)
        let found = unread.output.split(separator: "\n").compactMap { try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any] }
        #expect(found.map { "\($0["rule"]!) \($0["dialog"]!)" } == ["invalid-spec three"])
    }

    @Test func rulesAndExplain() throws {
        let tree = try TemporaryTree()
        let rules = CLIRun.run(["rules"], in: tree.path)
        #expect(rules.status == 0)
        for id in RuleRegistry.ids { #expect(rules.output.contains(id)) }
        let explain = CLIRun.run(["explain", "personal-pronoun"], in: tree.path)
        #expect(explain.status == 0)
        #expect(explain.output.contains("As much as possible, avoid"))
        #expect(explain.output.contains("Reported:"))
        let json = CLIRun.run(["explain", "personal-pronoun", "--format", "json"], in: tree.path)
        let object = try JSONSerialization.jsonObject(with: Data(json.output.utf8)) as? [String: Any]
        #expect(object?["id"] as? String == "personal-pronoun")
        let typo = CLIRun.run(["explain", "personal-pronon"], in: tree.path)
        #expect(typo.status == 2)
        #expect(typo.errors.contains("did you mean 'personal-pronoun'?"))
    }

    @Test func versionAndHelp() throws {
        let tree = try TemporaryTree()
        #expect(CLIRun.run(["--version"], in: tree.path).output == "dialint \(CLI.version)\n")
        #expect(CLIRun.run(["--help"], in: tree.path).output.contains("EXIT STATUS"))
    }
}
