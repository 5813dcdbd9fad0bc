import Foundation

/// Collects the run's diagnostics file by file, in report order: filters them (`--quiet`,
/// `--baseline`), counts them for the summary and the exit status, and writes them, as each file
/// arrives for a streaming format, or all at the end for the others.
struct RunReport {
    private let format: any OutputFormat
    private let sink: any OutputSink
    private var context: ReportContext
    private let quiet: Bool
    private var baseline: Baseline.Matcher?
    /// With `--write-baseline`: the entries recorded so far.
    private(set) var recorded: [Baseline.Entry]?
    /// A reported path as the baseline of `--baseline` names it, and as the one written names it.
    private let baselinePath: (String) -> String
    private let recordPath: (String) -> String
    /// The checked files, as the baseline names them, with the rules each was judged by: only their
    /// entries can be found stale, and only of those rules.
    private var checkedBaselineFiles: [String: (String) -> Bool] = [:]
    /// Findings held back for a format that needs the whole run.
    private var held: [Diagnostic] = []
    private var began = false

    /// The findings reported so far, by severity.
    private(set) var tally = SeverityTally()
    var errors: Int { tally.errors }
    var warnings: Int { tally.warnings }
    var notes: Int { tally.notes }
    private(set) var filesChecked = 0
    private(set) var filesWithFindings = 0
    /// Warnings `--quiet` kept out of the report: they still count for `--strict` and `--max-warnings`,
    /// which judge the specs, not what is shown of them.
    private(set) var hiddenWarnings = 0

    init(
        format: any OutputFormat, sink: any OutputSink, context: ReportContext, quiet: Bool,
        baseline: Baseline?, recordBaseline: Bool, baselinePath: @escaping (String) -> String,
        recordPath: @escaping (String) -> String
    ) {
        self.format = format
        self.sink = sink
        self.context = context
        self.quiet = quiet
        self.baseline = baseline?.matcher()
        self.recorded = recordBaseline ? [] : nil
        self.baselinePath = baselinePath
        self.recordPath = recordPath
    }

    /// Whether a file's text can be rendered where it was linted (`rendered(_:)`), and handed to `add`.
    var rendersInWorkers: Bool {
        format is any FileRenderingFormat && baseline == nil && recorded == nil
    }

    /// A file's text as `add` would write it, made beforehand on the thread that linted the file,
    /// with the count of what it shows: `add` then needs neither the diagnostics nor their order, and
    /// the thread that made them frees them.
    struct RenderedFile: Sendable {
        var text: [UInt8]
        var tally: SeverityTally
        /// The warnings `--quiet` left out.
        var hiddenWarnings = 0
    }

    /// The file's text and tally for `add`; nil for a file with so many findings that its text is better
    /// written a slice at a time.
    static func rendered(_ report: FileReport, format: any FileRenderingFormat, context: ReportContext, quiet: Bool) -> RenderedFile? {
        guard report.diagnostics.count <= renderedSliceSize else { return nil }
        let diagnostics = shown(report.diagnostics, quiet: quiet)
        let hidden = quiet ? report.diagnostics.count { $0.severity == .warning } : 0
        return RenderedFile(text: format.render(file: diagnostics, context: context), tally: SeverityTally(diagnostics),
            hiddenWarnings: hidden)
    }

    /// The diagnostics a report shows: with `--quiet`, errors only.
    private static func shown(_ diagnostics: [Diagnostic], quiet: Bool) -> [Diagnostic] {
        quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    }

    /// One file's findings, in report order; files must arrive in report order. `rendered` is its text
    /// as `rendered(_:format:context:quiet:)` made it, when `rendersInWorkers`; its diagnostics are
    /// then not read.
    /// `judging` tells whether the file was judged by a rule (on, and in the edition; every rule when
    /// nil): the baseline's entries of other rules are kept, not stale, as the rule may be on again in
    /// another run.
    mutating func add(_ report: FileReport, rendered: RenderedFile? = nil, judging: ((String) -> Bool)? = nil) {
        guard !report.skipped else { return }
        filesChecked += 1
        context.checkedFiles.append(report.path)
        // A file's diagnostics share its path: named for the baseline once.
        let pathInBaseline = baseline != nil ? baselinePath(report.path) : ""
        // A file that could not be read or parsed was judged by no rule: its entries are neither stale
        // nor dropped from a baseline rewritten in the same run.
        if baseline != nil {
            checkedBaselineFiles[pathInBaseline] = report.diagnostics.contains { !Baseline.covers($0) } ? { _ in false } : judging ?? { _ in true }
        }
        if let rendered {
            hiddenWarnings += rendered.hiddenWarnings
            guard rendered.tally.total > 0 else { return }
            count(rendered.tally)
            _ = begunStreamingFormat()
            sink.write(utf8: rendered.text)
            return
        }
        // A baseline is written whole and matched against every finding, but a file that could not be
        // checked is never recorded nor hidden (`Baseline.covers`); --quiet then decides what is shown.
        // With both --write-baseline and --baseline, every finding is recorded and the old baseline
        // still decides what is shown: a new finding is not hidden by the run that records it.
        var diagnostics = report.diagnostics
        if recorded != nil {
            var texts = Baseline.TextRecorder()
            let path = recordPath(report.path)
            recorded! += diagnostics.filter(Baseline.covers).map { Baseline.entry(for: $0, path: path, texts: &texts) }
        }
        if baseline != nil {
            diagnostics.removeAll { Baseline.covers($0) && baseline!.isRecorded($0, path: pathInBaseline) }
        } else if recorded != nil {
            diagnostics.removeAll(where: Baseline.covers)
        }
        if quiet {
            hiddenWarnings += diagnostics.count { $0.severity == .warning }
            diagnostics = Self.shown(diagnostics, quiet: true)
        }
        guard !diagnostics.isEmpty else { return }
        count(SeverityTally(diagnostics))
        if let streaming = begunStreamingFormat() {
            streaming.write(file: diagnostics, context: context, to: sink)
        } else {
            held += diagnostics
        }
    }

    /// Counts a file with findings.
    private mutating func count(_ fileTally: SeverityTally) {
        filesWithFindings += 1
        tally.add(fileTally)
    }

    /// The format when it writes file by file, begun before its first file.
    private mutating func begunStreamingFormat() -> (any StreamingOutputFormat)? {
        guard let streaming = format as? any StreamingOutputFormat else { return nil }
        if !began {
            streaming.begin(context: context, to: sink)
            began = true
        }
        return streaming
    }

    /// Ends the report (closing brackets, or the whole of a non-streaming format).
    mutating func finish() {
        if let streaming = format as? any StreamingOutputFormat {
            if !began { streaming.begin(context: context, to: sink) }
            streaming.end(context: context, to: sink)
        } else {
            format.write(held, context: context, to: sink)
        }
    }

    /// Baseline entries of the checked files that matched no finding (a run of some files says nothing
    /// of the others' entries).
    var unmatchedBaselineEntries: Int { baseline?.unmatchedCount(inFiles: checkedBaselineFiles) ?? 0 }

    /// The baseline's entries this run says nothing of (`Baseline.Matcher.unjudgedEntries`), named as
    /// that baseline names them.
    var unjudgedBaselineEntries: [Baseline.Entry] { baseline?.unjudgedEntries(inFiles: checkedBaselineFiles) ?? [] }
}

/// How many diagnostics of each severity.
struct SeverityTally: Sendable, Equatable {
    var errors = 0
    var warnings = 0
    var notes = 0

    init() {}

    init(_ diagnostics: [Diagnostic]) {
        for index in diagnostics.indices {
            switch diagnostics[index].severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
    }

    var total: Int { errors + warnings + notes }

    mutating func add(_ other: SeverityTally) {
        errors += other.errors
        warnings += other.warnings
        notes += other.notes
    }
}
