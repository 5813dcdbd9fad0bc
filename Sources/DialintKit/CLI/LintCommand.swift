import Foundation

/// `dialint [options] [PATH ...]`: lint files, folders and standard input, print the report.
struct LintCommand {
    let arguments: Arguments
    let environment: CommandEnvironment

    func run() -> Int32 {
        do {
            try checkRuleIDs()
        } catch {
            environment.standardError.write("dialint: error: \(error.message)\n")
            return 2
        }
        let workingDirectory = environment.workingDirectory
        var configs = ConfigResolver(
            explicitPath: arguments.config.map { Self.absolutePath($0, workingDirectory: workingDirectory) },
            workingDirectory: workingDirectory)
        if let target = arguments.printConfig {
            return printConfiguration(for: Self.absolutePath(target, workingDirectory: workingDirectory), &configs)
        }
        let formatName = arguments.format ?? TextFormat.name
        guard let format = OutputFormats.format(named: formatName) else {
            var message = "unknown format '\(formatName)'; expected one of \(OutputFormats.names.joined(separator: ", "))"
            if let suggestion = DidYouMean.suggestion(for: formatName, among: OutputFormats.names) {
                message += "; did you mean '\(suggestion)'?"
            }
            environment.standardError.write("dialint: error: \(message)\n")
            return 2
        }
        var couldNotRun = false

        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        // Paths are opened relative to the run's working directory, and reported relative to it.
        let discovery = FileDiscovery().discover(paths.filter { $0 != "-" }.map { Self.absolutePath($0, workingDirectory: workingDirectory) })
        for missing in discovery.missing {
            environment.standardError.write("dialint: error: no such file or folder: \(Self.displayPath(missing, workingDirectory: workingDirectory))\n")
            couldNotRun = true
        }
        // Each file's configuration; files found in folders are filtered by its include and exclude.
        var jobs: [(file: DiscoveredFile, configPath: String)] = []
        for file in discovery.files {
            let config = configs.configuration(forFile: file.path)
            guard file.isExplicit || config.admits(file.path) else { continue }
            jobs.append((file, config.path))
        }
        let stdinFolder = arguments.stdinFilename.map {
            (Self.absolutePath($0, workingDirectory: workingDirectory) as NSString).deletingLastPathComponent
        } ?? workingDirectory
        let stdinConfig = paths.contains("-") ? configs.configuration(forFolder: stdinFolder) : nil
        guard configs.errors.isEmpty else {
            for error in configs.errors { environment.standardError.write(error.line + "\n") }
            return 2
        }
        // One linter per configuration, built once and shared by every file it governs.
        let linters = Dictionary(configs.loaded.values.map { ($0.path, Linter(configuration: effectiveConfiguration($0))) },
            uniquingKeysWith: { first, _ in first })
        let defaultLinter = Linter(configuration: effectiveConfiguration(.empty(folder: workingDirectory)))

        if arguments.fix && paths.contains("-") {
            environment.standardError.write("dialint: error: --fix cannot rewrite standard input; use --fix-dry-run\n")
            return 2
        }
        let fixing = arguments.fix || arguments.fixDryRun
        let dryRun = arguments.fixDryRun
        var reports = jobs.parallelMap { job -> FileOutcome in
            let (file, configPath) = job
            let linter = linters[configPath] ?? defaultLinter
            let path = Self.displayPath(file.path, workingDirectory: workingDirectory)
            switch FileReader.read(file.path) {
            case .success(let data):
                let source = SourceFile(path: path, data: data, isExplicit: file.isExplicit)
                guard fixing else { return FileOutcome(report: linter.lint(source)) }
                return Self.fix(source, at: file.path, with: linter, dryRun: dryRun)
            case .failure(let error):
                // In a searched folder, a file that vanished since it was listed is no failure of the run.
                if !file.isExplicit, error.reason == .notFound {
                    return FileOutcome(report: FileReport(path: path, diagnostics: [], skipped: true, dialogCount: 0))
                }
                let start = SourcePosition(line: 1, column: 1, offset: 0)
                let diagnostic = Diagnostic(
                    path: path, range: SourceRange(start: start, end: start),
                    severity: linter.configuration.severities[FileChecks.unreadableFile.id] ?? .error,
                    ruleID: FileChecks.unreadableFile.id, message: error.message)
                return FileOutcome(report: FileReport(path: path, diagnostics: [diagnostic], skipped: false, dialogCount: 0), unreadable: true)
            }
        }
        if paths.contains("-") {
            let name = arguments.stdinFilename.map { Self.displayPath($0, workingDirectory: workingDirectory) } ?? "<stdin>"
            let linter = stdinConfig.flatMap { linters[$0.path] } ?? defaultLinter
            let source = SourceFile(path: name, data: environment.readStandardInput())
            reports.append(fixing ? Self.fix(source, at: nil, with: linter, dryRun: true) : FileOutcome(report: linter.lint(source)))
        }
        for outcome in reports {
            if let error = outcome.fixError {
                environment.standardError.write("dialint: error: \(outcome.report.path): \(error)\n")
                couldNotRun = true
            }
        }
        couldNotRun = couldNotRun || reports.contains { $0.unreadable }

        let checked = reports.filter { !$0.report.skipped }
        var diagnostics = checked.flatMap(\.report.diagnostics).sorted(by: Diagnostic.reportOrder)
        if arguments.quiet {
            diagnostics.removeAll { $0.severity != .error }
        }
        switch applyBaseline(&diagnostics) {
        case .failure(let message):
            environment.standardError.write("dialint: error: \(message)\n")
            return 2
        case .success(let note):
            if let note { environment.standardError.write(note + "\n") }
        }

        let noColor = !(environment.variables["NO_COLOR"] ?? "").isEmpty
        let context = ReportContext(
            checkedFiles: checked.map(\.report.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) },
            workingDirectory: workingDirectory,
            color: arguments.color ?? (environment.outputIsTerminal && !noColor && arguments.output == nil))
        if dryRun {
            // The diff is the report: it can be piped to `git apply`.
            let diffs = checked.compactMap(\.diff).filter { !$0.text.isEmpty }
                .sorted { $0.path.utf8.lexicographicallyPrecedes($1.path.utf8) }
            for diff in diffs { environment.standardOutput.write(diff.text) }
        } else {
            guard writeReport(diagnostics, format: format, context: context) else { return 2 }
        }
        let fixCount = checked.map(\.fixCount).reduce(0, +)
        if fixing {
            let files = checked.filter { $0.fixCount > 0 }.count
            let verb = dryRun ? "would fix" : "fixed"
            environment.standardError.write("dialint: \(verb) \(fixCount) problem\(fixCount == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n")
        }

        let errors = diagnostics.count { $0.severity == .error }
        let warnings = diagnostics.count { $0.severity == .warning }
        let notes = diagnostics.count { $0.severity == .note }
        let filesWithFindings = Set(diagnostics.map(\.path)).count
        environment.standardError.write(Summary.line(
            errors: errors, warnings: warnings, notes: notes,
            filesWithFindings: filesWithFindings, filesChecked: checked.count) + "\n")

        if couldNotRun { return 2 }
        if errors > 0 { return 1 }
        if arguments.strict && warnings > 0 { return 1 }
        if let limit = arguments.maxWarnings, warnings > limit { return 1 }
        return 0
    }

    /// What linting (and maybe fixing) one file gave.
    struct FileOutcome: Sendable {
        var report: FileReport
        var unreadable = false
        var fixCount = 0
        /// With --fix-dry-run: the unified diff of the fixes.
        var diff: (path: String, text: String)?
        /// Why the fixed text could not be written.
        var fixError: String?
    }

    /// Fixes a file: in place (through an atomic write), or as a diff with `dryRun`.
    static func fix(_ source: SourceFile, at path: String?, with linter: Linter, dryRun: Bool) -> FileOutcome {
        let outcome = Fixer(linter: linter).fix(source)
        if outcome.corrupted {
            return FileOutcome(report: outcome.report,
                fixError: "the fixed text would not read as the same spec (a dialint bug); the file was left unchanged")
        }
        guard outcome.fixCount > 0 else { return FileOutcome(report: outcome.report) }
        if dryRun {
            let diff = UnifiedDiff.diff(path: source.path, before: [UInt8](source.data), after: outcome.bytes)
            return FileOutcome(report: outcome.report, fixCount: outcome.fixCount, diff: (source.path, diff))
        }
        if let path, let error = AtomicWriter.replaceContents(of: path, with: outcome.bytes) {
            // The file is as it was: report its findings as they are.
            return FileOutcome(report: linter.lint(source), fixError: error)
        }
        return FileOutcome(report: outcome.report, fixCount: outcome.fixCount)
    }

    /// `--write-baseline` records the findings (and hides them); `--baseline` hides the recorded ones.
    /// Returns a note for standard error, or why the baseline could not be used.
    private func applyBaseline(_ diagnostics: inout [Diagnostic]) -> Result<String?, BaselineError> {
        let workingDirectory = environment.workingDirectory
        func relativePath(to baselinePath: String) -> (Diagnostic) -> String {
            let folder = (baselinePath as NSString).deletingLastPathComponent
            return { diagnostic in
                Self.displayPath(Self.absolutePath(diagnostic.path, workingDirectory: workingDirectory), workingDirectory: folder)
            }
        }
        if let target = arguments.writeBaseline {
            let path = Self.absolutePath(target, workingDirectory: workingDirectory)
            let relative = relativePath(to: path)
            let baseline = Baseline(findings: diagnostics.map { Baseline.entry(for: $0, path: relative($0)) })
            do {
                try baseline.encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                return .failure(BaselineError("cannot write the baseline \(target): \(error.localizedDescription)"))
            }
            let count = diagnostics.count
            diagnostics = []
            return .success("dialint: recorded \(count) finding\(count == 1 ? "" : "s") in \(target)")
        }
        guard let source = arguments.baseline else { return .success(nil) }
        let path = Self.absolutePath(source, workingDirectory: workingDirectory)
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(BaselineError("cannot read the baseline \(source)"))
        }
        guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data) else {
            return .failure(BaselineError("\(source) is not a dialint baseline (write one with --write-baseline)"))
        }
        let (new, unmatched) = baseline.filter(diagnostics, path: relativePath(to: path))
        diagnostics = new
        guard unmatched > 0 else { return .success(nil) }
        return .success("dialint: \(unmatched) baseline entr\(unmatched == 1 ? "y" : "ies") in \(source) no longer match a finding; rewrite it with --write-baseline to prune")
    }

    struct BaselineError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Rule ids named on the command line must exist: a typo must not silently check nothing.
    private func checkRuleIDs() throws(UsageError) {
        for id in arguments.enable + arguments.disable where RuleRegistry.description(of: id) == nil {
            var message = "unknown rule '\(id)'"
            if let suggestion = DidYouMean.suggestion(for: id, among: RuleRegistry.ids) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message + " (see dialint rules)")
        }
    }

    /// A configuration file's settings with the command line's on top.
    func effectiveConfiguration(_ file: ConfigFile) -> LintConfiguration {
        var configuration = LintConfiguration(file)
        if let edition = arguments.edition { configuration.edition = edition }
        configuration.disabled.formUnion(arguments.disable)
        configuration.disabled.subtract(arguments.enable)
        configuration.enabled = Set(arguments.enable)
        return configuration
    }

    /// `--print-config PATH`: the configuration that applies to PATH, as JSON.
    private func printConfiguration(for path: String, _ configs: inout ConfigResolver) -> Int32 {
        var isFolder: ObjCBool = false
        let exists = FileManager.default.fileExists(atPath: path, isDirectory: &isFolder)
        let file = exists && isFolder.boolValue
            ? configs.configuration(forFolder: path) : configs.configuration(forFile: path)
        guard configs.errors.isEmpty else {
            for error in configs.errors { environment.standardError.write(error.line + "\n") }
            return 2
        }
        environment.standardOutput.write(RuleDocument.encode(EffectiveConfiguration(effectiveConfiguration(file), file: file)))
        return 0
    }

    /// Writes the report to standard output or `--output`; false when the file cannot be written.
    private func writeReport(_ diagnostics: [Diagnostic], format: any OutputFormat, context: ReportContext) -> Bool {
        guard let output = arguments.output else {
            format.write(diagnostics, context: context, to: environment.standardOutput)
            return true
        }
        let sink = StringSink()
        format.write(diagnostics, context: context, to: sink)
        let url = URL(fileURLWithPath: Self.absolutePath(output, workingDirectory: environment.workingDirectory))
        do {
            try Data(sink.text.utf8).write(to: url, options: .atomic)
            return true
        } catch {
            environment.standardError.write("dialint: error: cannot write \(output): \(error.localizedDescription)\n")
            return false
        }
    }

    /// The path as reported: relative to the working directory when the file is under it, as compilers print it.
    static func displayPath(_ path: String, workingDirectory: String) -> String {
        let standardized = URL(fileURLWithPath: absolutePath(path, workingDirectory: workingDirectory)).standardizedFileURL.path
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        if standardized.hasPrefix(base) { return String(standardized.dropFirst(base.count)) }
        return standardized
    }

    static func absolutePath(_ path: String, workingDirectory: String) -> String {
        path.hasPrefix("/") ? path : (workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/") + path
    }
}
