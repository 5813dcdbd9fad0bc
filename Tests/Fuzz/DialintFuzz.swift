// libFuzzer entry point: the whole pipeline on one input buffer. `make fuzz` compiles it together
// with DialintKit's sources (one module, so internal API is reachable) with
// `swiftc -sanitize=fuzzer,address`, and runs it on a corpus seeded from Fixtures/.
import Foundation

/// Discards output, so every format runs without I/O.
final class DiscardingSink: OutputSink {
    func write(_ text: String) {}
}

let fuzzLinter = Linter()

@_cdecl("LLVMFuzzerTestOneInput")
public func dialintFuzz(_ start: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)

    // The file as a spec: source map, decoding, every rule, locations.
    let file = SourceFile(path: "fuzz.json", data: data, isExplicit: true)
    let report = fuzzLinter.lint(file)
    for diagnostic in report.diagnostics {
        precondition(diagnostic.range.start.line >= 1 && diagnostic.range.start.column >= 1, "a location before the file")
        precondition(diagnostic.range.start.offset <= count + 3, "a location past the end of the file")
    }
    // The shared linter reuses the findings and analyses of dialogs and strings met in earlier inputs;
    // a linter meeting the file first must find exactly the same.
    precondition(Linter().lint(file).diagnostics == report.diagnostics, "reused findings differ from fresh ones")

    // The fast spec reader must give what the careful one gives wherever it accepts the file.
    let screen = SourceMap.screen(data, watching: OccasionalMembers.keys)
    if screen.error == nil, let careful = try? SpecFile.decode(data) {
        let counted = try? SpecFile.decode(data, reading: .counted(
            members: screen.memberCount, occasional: OccasionalMembers(rawValue: screen.watchedKeysSeen)))
        precondition(
            counted?.dialogs == careful.dialogs && counted?.issues == careful.issues && counted?.settings == careful.settings
                && counted?.shape == careful.shape,
            "the fast spec reader disagrees with the careful one")
    }

    // Large files are decoded in pieces (here any file): a file the pieces take reads as it does whole.
    _ = DialogListCut(data)?.runs(count: 3)
    if screen.error == nil, let pieced = SpecSplitDecoding.decode(
        data, defaultLocale: nil, members: screen.memberCount, occasional: OccasionalMembers(rawValue: screen.watchedKeysSeen),
        pieces: 3, minimumBytes: 0) {
        let careful = try? SpecFile.decode(data)
        precondition(
            careful?.issues.isEmpty == true && careful?.shape == .dialogList && careful?.dialogs == pieced.dialogs
                && careful?.settings == pieced.settings,
            "the pieces disagree with the whole reading")
    }

    // JSON Lines are written by hand: byte for byte what JSONEncoder prints.
    let encoder = JSONText.encoder(pretty: false)
    for diagnostic in report.diagnostics {
        var json = CompactJSON()
        JSONDiagnostic.write(diagnostic, to: &json)
        precondition(json.text == JSONText.encode(JSONDiagnostic(diagnostic), pretty: false, with: encoder), "jsonl differs from JSONEncoder")
    }

    // Every output format.
    let context = ReportContext(checkedFiles: ["fuzz.json"], workingDirectory: "/")
    for format in OutputFormats.all {
        format.init().write(report.diagnostics, context: context, to: DiscardingSink())
    }

    // Fixing: the result must read as a spec again, and a second pass must change nothing.
    let fixer = Fixer(linter: fuzzLinter)
    let fixed = fixer.fix(file)
    if fixed.fixCount > 0 && !fixed.corrupted {
        _ = UnifiedDiff.diff(path: "fuzz.json", before: [UInt8](data), after: fixed.bytes)
        let again = fixer.fix(SourceFile(path: "fuzz.json", data: Data(fixed.bytes), isExplicit: true))
        precondition(again.fixCount == 0 || again.corrupted, "--fix is not idempotent")
    }

    // The same bytes as a configuration file.
    _ = ConfigFile.decode(data, reportedAs: ".dialint.json", folder: "/")

    // The same bytes as UI copy, through the text module.
    let text = String(decoding: data.prefix(4096), as: UTF8.self)
    let words = WordKnowledge(vocabulary: ["Acme Cloud"], buttonTitles: ["Delete", "OK"])
    let analysis = AnalyzedText(text)
    _ = words.sentenceStyle(analysis)
    _ = words.titleStyle(analysis)
    return 0
}
