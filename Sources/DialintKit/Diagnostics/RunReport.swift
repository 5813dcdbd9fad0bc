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
    private let baselinePath: (Diagnostic) -> String
    /// Findings held back for a format that needs the whole run.
    private var held: [Diagnostic] = []
    private var began = false

    private(set) var errors = 0
    private(set) var warnings = 0
    private(set) var notes = 0
    private(set) var filesChecked = 0
    private(set) var filesWithFindings = 0

    init(
        format: any OutputFormat, sink: any OutputSink, context: ReportContext, quiet: Bool,
        baseline: Baseline?, recordBaseline: Bool, baselinePath: @escaping (Diagnostic) -> String
    ) {
        self.format = format
        self.sink = sink
        self.context = context
        self.quiet = quiet
        self.baseline = baseline?.matcher()
        self.recorded = recordBaseline ? [] : nil
        self.baselinePath = baselinePath
    }

    /// Whether a file's text can be rendered where it was linted (`rendered(_:)`), and handed to `add`.
    var rendersInWorkers: Bool {
        format is any FileRenderingFormat && baseline == nil && recorded == nil
    }

    /// The text `add` would write for `report`, made beforehand (on the thread that linted the file);
    /// nil for a file with so many findings that its text is better written a slice at a time.
    static func rendered(_ report: FileReport, format: any FileRenderingFormat, context: ReportContext, quiet: Bool) -> [UInt8]? {
        guard report.diagnostics.count <= renderedSliceSize else { return nil }
        return format.render(file: shown(report.diagnostics, quiet: quiet), context: context)
    }

    /// The diagnostics a report shows: with `--quiet`, errors only.
    private static func shown(_ diagnostics: [Diagnostic], quiet: Bool) -> [Diagnostic] {
        quiet ? diagnostics.filter { $0.severity == .error } : diagnostics
    }

    /// One file's findings, in report order; files must arrive in report order. `rendered` is its text
    /// as `rendered(_:format:context:quiet:)` made it, when `rendersInWorkers`.
    mutating func add(_ report: FileReport, rendered: [UInt8]? = nil) {
        guard !report.skipped else { return }
        filesChecked += 1
        context.checkedFiles.append(report.path)
        var diagnostics = Self.shown(report.diagnostics, quiet: quiet)
        if recorded != nil {
            recorded! += diagnostics.map { Baseline.entry(for: $0, path: baselinePath($0)) }
            diagnostics = []
        } else if baseline != nil {
            diagnostics.removeAll { baseline!.isRecorded($0, path: baselinePath($0)) }
        }
        guard !diagnostics.isEmpty else { return }
        filesWithFindings += 1
        for diagnostic in diagnostics {
            switch diagnostic.severity {
            case .error: errors += 1
            case .warning: warnings += 1
            case .note: notes += 1
            }
        }
        if let streaming = format as? any StreamingOutputFormat {
            if !began {
                streaming.begin(context: context, to: sink)
                began = true
            }
            if let rendered {
                sink.write(utf8: rendered)
            } else {
                streaming.write(file: diagnostics, context: context, to: sink)
            }
        } else {
            held += diagnostics
        }
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

    /// Baseline entries that matched no finding.
    var unmatchedBaselineEntries: Int { baseline?.unmatchedCount ?? 0 }
}
