import Foundation

/// `dialint [options] [PATH ...]`: lint files, folders and standard input, print the report.
struct LintCommand {
    let arguments: Arguments
    let environment: CommandEnvironment

    func run() -> Int32 {
        let workingDirectory = environment.workingDirectory
        var configs = ConfigResolver(
            // Standardized: its folder is what include and exclude are relative to ("./root.json" too).
            explicitPath: arguments.config.map { FilePaths.standardizedAbsolutePath($0, workingDirectory: workingDirectory) },
            workingDirectory: workingDirectory)
        if let target = arguments.printConfig {
            return printConfiguration(for: FilePaths.absolutePath(target, workingDirectory: workingDirectory), &configs)
        }
        let formatName = arguments.format ?? TextFormat.name
        guard let format = OutputFormats.format(named: formatName) else {
            var message = "unknown format '\(formatName)'; expected one of \(OutputFormats.names.joined(separator: ", "))"
            message += DidYouMean.hint(for: formatName, among: OutputFormats.names, quote: "'")
            environment.reportError(message)
            return 2
        }
        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        var (jobs, couldNotRun) = collectJobs(paths, configs: &configs)
        guard configs.errors.isEmpty else {
            for error in configs.errors { environment.standardError.write(error.line + "\n") }
            return 2
        }
        do {
            try checkRuleIDs(customRuleIDs: configs.loaded.values.flatMap { $0.customRules.map(\.id) })
        } catch {
            environment.reportError("\(error.message)")
            return 2
        }
        // Report order is path order, whatever order folders were walked or files named in.
        jobs.sort { $0.reportedPath.utf8.lexicographicallyPrecedes($1.reportedPath.utf8) }

        if arguments.decodeOnly {
            // The benchmark's floor: what the design's use of JSONDecoder costs at the least.
            let decoded = jobs.parallelMap { job -> Int in
                guard let data = job.read().data else { return 0 }
                return (try? SpecFile.decode(data, reading: .unchecked))?.dialogs.count ?? 0
            }
            environment.standardError.write("decoded \(decoded.reduce(0, +)) dialogs in \(decoded.count) files\n")
            return 0
        }
        if arguments.fix && paths.contains("-") {
            environment.reportError("--fix cannot rewrite standard input; use --fix-dry-run")
            return 2
        }

        // One linter per configuration, built once and shared by every file it governs.
        let linters = Dictionary(configs.loaded.values.map { ($0.path, Linter(configuration: effectiveConfiguration($0))) },
            uniquingKeysWith: { first, _ in first })
        let defaultLinter = Linter(configuration: effectiveConfiguration(.empty(folder: workingDirectory)))
        // A rule turned on for an edition that does not hold it checks nothing: say so rather than pass quietly.
        let editions = Set((linters.isEmpty ? [defaultLinter] : Array(linters.values)).map(\.configuration.edition))
        for id in arguments.enable {
            guard let description = RuleRegistry.description(of: id), let latest = editions.max(),
                !description.applies(under: latest)
            else { continue }
            environment.reportNote("--enable \(id) checks nothing under the \(latest) edition; the rule holds from \(description.firstEdition)")
        }

        let baseline: Baseline?
        switch loadBaseline() {
        case .failure(let error):
            environment.reportError("\(error.message)")
            return 2
        case .success(let loaded):
            baseline = loaded
        }
        // The report and the baseline a run writes are no input of it, by whatever path or link they are
        // named. Written over a spec, a baseline or a configuration, they would lose it ("--output
        // good.json" with the path forgotten lints "." and would overwrite good.json).
        if arguments.writeBaseline == "-" {
            environment.reportError("--write-baseline needs a file to write, not standard output")
            return 2
        }
        if let output = arguments.output, let baseline = arguments.writeBaseline, output != "-",
            FilePaths.standardizedAbsolutePath(output, workingDirectory: workingDirectory)
                == FilePaths.standardizedAbsolutePath(baseline, workingDirectory: workingDirectory)
        {
            environment.reportError("--output and --write-baseline name the same file \(output); the baseline would replace the report")
            return 2
        }
        let otherInputs = [arguments.baseline, arguments.config, arguments.stdinFilename].compactMap { $0 }
            .map { FilePaths.standardizedAbsolutePath($0, workingDirectory: workingDirectory) } + configs.loaded.keys
        for (option, target) in [("--output", arguments.output), ("--write-baseline", arguments.writeBaseline)] {
            guard let target, target != "-" else { continue }
            let path = FilePaths.standardizedAbsolutePath(target, workingDirectory: workingDirectory)
            // A file that does not exist yet overwrites nothing.
            guard let identity = FileIdentity(path: path) else { continue }
            let linted = jobs.firstIndex { job in job.filePath.flatMap { FileIdentity(path: $0) } == identity }
            let isOtherInput = otherInputs.contains { FileIdentity(path: $0) == identity }
            if isOtherInput || linted.map({ jobs[$0].isExplicit || !Self.isPlainlyNoSpec(path) }) == true {
                environment.reportError("\(option) \(target) would overwrite a file this run reads; write it elsewhere")
                return 2
            }
            // An earlier report in a walked folder: rewritten, and not linted while it is written.
            if let linted { jobs.remove(at: linted) }
        }
        guard let sink = openOutput() else { return 2 }
        let noColor = !(environment.variables["NO_COLOR"] ?? "").isEmpty
        var reportContext = ReportContext(
            workingDirectory: workingDirectory,
            color: arguments.color ?? (environment.outputIsTerminal && !noColor && arguments.output == nil))
        for job in jobs {
            if case .standardInput(.success(let data)) = job.source { reportContext.standardInput = (job.reportedPath, [UInt8](data)) }
        }
        let context = reportContext
        var report = RunReport(
            format: arguments.fixDryRun ? NoFormat() : format, sink: sink, context: context, quiet: arguments.quiet,
            baseline: baseline, recordBaseline: arguments.writeBaseline != nil,
            baselinePath: baselinePath(relativeTo: arguments.baseline), recordPath: baselinePath(relativeTo: arguments.writeBaseline))

        let fixing = arguments.fix || arguments.fixDryRun
        let dryRun = arguments.fixDryRun
        var fixCount = 0
        var fixedFiles = 0
        // Files are linted on all cores and reported in order as soon as each is done and all before it
        // are: no core waits for a batch to end, and memory holds a window's findings however many files
        // there are. Line formats are rendered on the linting threads too, which then free the
        // diagnostics; the report only writes bytes in order.
        let renderingFormat = report.rendersInWorkers && !dryRun ? format as? any FileRenderingFormat : nil
        let quiet = arguments.quiet
        let linter: @Sendable (String?) -> Linter = { configPath in configPath.flatMap { linters[$0] } ?? defaultLinter }
        jobs.parallelMapInOrder(window: Self.window) { job -> FileOutcome in
            var outcome = Self.process(job, with: linter(job.configPath), fixing: fixing, dryRun: dryRun)
            outcome.configPath = job.configPath
            if let renderingFormat {
                outcome.rendered = RunReport.rendered(outcome.report, format: renderingFormat, context: context, quiet: quiet)
                if outcome.rendered != nil { outcome.report.diagnostics = [] }
            }
            return outcome
        } deliver: { outcome in
            if let error = outcome.fixError {
                environment.reportError("\(outcome.report.path): \(error)")
                couldNotRun = true
            }
            if let note = outcome.fixNote {
                environment.reportNote("\(outcome.report.path): \(note)")
            }
            couldNotRun = couldNotRun || outcome.unreadable
            fixCount += outcome.fixCount
            fixedFiles += outcome.fixCount > 0 ? 1 : 0
            if let diff = outcome.diff { sink.write(diff) }
            // Only a baseline asks which rules judged the file.
            var judging: ((String) -> Bool)?
            if arguments.baseline != nil { judging = linter(outcome.configPath).judges(rule:) }
            report.add(outcome.report, rendered: outcome.rendered, judging: judging)
        }
        report.finish()
        var couldNotWrite = false
        if let file = sink as? FileSink, file !== environment.standardOutput {
            file.flush()
            if let failure = file.failureDescription, let output = arguments.output {
                environment.reportError("cannot write \(output): \(failure)")
                couldNotWrite = true
            }
        }

        if let target = arguments.writeBaseline, let entries = report.recorded {
            let path = FilePaths.absolutePath(target, workingDirectory: workingDirectory)
            // Rewritten from --baseline, the new file keeps what this run did not check: other files'
            // entries, and those of rules it did not judge (off, or not in its edition).
            let (kept, gone) = arguments.baseline.map { rebasedEntries(report.unjudgedBaselineEntries, from: $0, to: target) } ?? ([], 0)
            do {
                try Baseline(findings: entries + kept).encoded().write(to: URL(fileURLWithPath: path), options: .atomic)
            } catch {
                environment.reportError("cannot write the baseline \(target): \(error.localizedDescription)")
                return 2
            }
            var keptNote = kept.isEmpty ? "" : ", and kept \(Self.entries(kept.count)) of \(arguments.baseline!) this run did not check"
            if gone > 0 { keptNote += "; left out \(Self.entries(gone)) of files that no longer exist" }
            environment.standardError.write("dialint: recorded \(entries.count) finding\(entries.count == 1 ? "" : "s") in \(target)\(keptNote)\n")
        }
        // A dry run reports what would remain after its fixes, while the entries describe the files as
        // they still are: entries of findings it would fix are not stale.
        if let source = arguments.baseline, report.unmatchedBaselineEntries > 0, !(fixing && dryRun) {
            let n = report.unmatchedBaselineEntries
            // Written in the same run, the new baseline already leaves them out.
            let advice = arguments.writeBaseline.map { "left out of \($0)" } ?? "rewrite it with --write-baseline to prune"
            environment.standardError.write("dialint: \(Self.entries(n, of: "baseline")) in \(source) no longer match\(n == 1 ? "es" : "") a finding; \(advice)\n")
        }
        if fixing {
            let verb = dryRun ? "would fix" : "fixed"
            environment.standardError.write("dialint: \(verb) \(fixCount) problem\(fixCount == 1 ? "" : "s") in \(fixedFiles) file\(fixedFiles == 1 ? "" : "s")\n")
        }
        environment.standardError.write(Summary.line(
            errors: report.errors, warnings: report.warnings, notes: report.notes,
            filesWithFindings: report.filesWithFindings, filesChecked: report.filesChecked,
            hiddenWarnings: report.hiddenWarnings, afterDryRun: fixing && dryRun) + "\n")
        if environment.exitsAfterCommand {
            // Freeing the linters' tables took 1.6% of the instructions of linting 100 of the bench's
            // files, on one core, after the last line was written.
            _ = Unmanaged.passRetained(ProcessLifetime(linters: linters, defaultLinter: defaultLinter))
        }

        if couldNotRun || couldNotWrite { return 2 }
        if report.errors > 0 { return 1 }
        let warnings = report.warnings + report.hiddenWarnings
        if arguments.strict && warnings > 0 {
            if report.hiddenWarnings > 0 { environment.reportNote("--strict: \(warnings) warning\(warnings == 1 ? "" : "s") (not shown: --quiet)") }
            return 1
        }
        if let limit = arguments.maxWarnings, warnings > limit {
            environment.reportNote("\(warnings) warning\(warnings == 1 ? "" : "s"), more than --max-warnings \(limit)")
            return 1
        }
        return 0
    }

    /// The files to lint (walked folders filtered by their configuration's include and exclude, one job
    /// per reported path, standard input last), and whether a named path was missing.
    private func collectJobs(_ paths: [String], configs: inout ConfigResolver) -> (jobs: [Job], missing: Bool) {
        let workingDirectory = environment.workingDirectory
        // Paths are opened relative to the run's working directory, and reported relative to it.
        // Standardized, so that "." or "./bad" walks files whose paths the configuration's patterns match.
        let discovery = FileDiscovery().discover(paths.filter { $0 != "-" }.map {
            FilePaths.standardizedAbsolutePath($0, workingDirectory: workingDirectory)
        })
        for missing in discovery.missing {
            let shown = FilePaths.displayPath(missing, workingDirectory: workingDirectory)
            // "dialint help" or "dialint version": a command that does not exist, more likely than a path.
            // A name with bytes that are not UTF-8 reaches dialint repaired (U+FFFD), a name no file has.
            let hint = ["help", "version"].contains(shown) ? "; did you mean 'dialint --\(shown)'?"
                : shown.contains("\u{FFFD}") ? " (if its name has bytes that are not UTF-8, dialint cannot open it: rename it)" : ""
            environment.reportError("no such file or folder: \(shown)\(hint)")
        }
        var jobs: [Job] = []
        var seenPaths = Set<String>()
        for file in discovery.files {
            let config = configs.configuration(forFile: file.path)
            // A folder that could not be searched is reported where a spec in it would be linted: not in a
            // folder the configuration leaves out ("vendor/**") or outside what it takes in.
            let admitted = file.failure?.isFolder == true ? file.path + "/spec.json" : file.path
            guard file.isExplicit || config.admits(admitted) else { continue }
            let reported = FilePaths.displayPath(file.path, workingDirectory: workingDirectory)
            guard seenPaths.insert(reported).inserted else { continue }
            jobs.append(Job(source: .file(file), reportedPath: reported, configPath: config.path))
        }
        // A run that finds nothing to lint passes; a typo in a pattern or a folder's name must not pass unseen.
        if jobs.isEmpty, discovery.missing.isEmpty, !paths.contains("-") {
            environment.reportNote(discovery.files.isEmpty
                ? "no .json file found under \(Self.quotedList(paths))"
                : "the configuration's include and exclude leave out every .json file under \(Self.quotedList(paths))")
        }
        if paths.contains("-") {
            let folder = arguments.stdinFilename.map {
                FilePaths.folder(of: FilePaths.absolutePath($0, workingDirectory: workingDirectory))
            } ?? workingDirectory
            // Reported exactly as given (cli.md: "the name to report for -"): an editor that passes the
            // buffer's absolute path matches findings to it by that same string.
            let reported = arguments.stdinFilename ?? "<stdin>"
            let data = environment.readStandardInput()
            let patchPath = arguments.stdinFilename.map { FilePaths.displayPath($0, workingDirectory: workingDirectory) }
            jobs.append(Job(source: .standardInput(data), reportedPath: reported, configPath: configs.configuration(forFolder: folder).path,
                patchPath: patchPath))
        }
        return (jobs, !discovery.missing.isEmpty)
    }

    /// "'a'", "'a' and 'b'", "'a', 'b' and 'c'".
    private static func quotedList(_ paths: [String]) -> String {
        let quoted = paths.map { "'\($0)'" }
        return quoted.count <= 1 ? quoted.joined() : quoted.dropLast().joined(separator: ", ") + " and " + quoted[quoted.count - 1]
    }

    /// The linters of a run whose process ends with it, kept so that they are never freed.
    private final class ProcessLifetime {
        let linters: [String: Linter]
        let defaultLinter: Linter
        init(linters: [String: Linter], defaultLinter: Linter) {
            self.linters = linters
            self.defaultLinter = defaultLinter
        }
    }

    /// How many files may be linted ahead of the one the report awaits: enough to keep the cores busy
    /// past a slow file.
    static let window = 64

    /// One file to lint: where its bytes come from, how it is reported, which configuration governs it.
    struct Job: Sendable {
        enum Source: Sendable {
            case file(DiscoveredFile)
            case standardInput(Result<Data, ReadError>)
        }

        var source: Source
        var reportedPath: String
        var configPath: String
        /// The path `--fix-dry-run`'s diff names, when it is not the reported one: standard input named by
        /// an absolute path is named as files are shown (relative to the working folder, where `git apply`
        /// runs), since findings take the name exactly as given.
        var patchPath: String? = nil

        /// The bytes, or why they could not be read.
        func read() -> (data: Data?, error: ReadError?) {
            switch source {
            case .standardInput(.success(let data)): return (data, nil)
            case .standardInput(.failure(let error)): return (nil, error)
            case .file(let file):
                if let failure = file.failure { return (nil, failure) }
                switch FileReader.read(file.path) {
                case .success(let data): return (data, nil)
                // Every file was found before it is read: named ones too were looked up to tell files from folders.
                case .failure(let error): return (nil, error.afterListing)
                }
            }
        }

        var isExplicit: Bool {
            if case .file(let file) = source { return file.isExplicit }
            return true
        }

        var filePath: String? {
            if case .file(let file) = source { return file.path }
            return nil
        }
    }

    /// Reads, lints and maybe fixes one file.
    static func process(_ job: Job, with linter: Linter, fixing: Bool, dryRun: Bool) -> FileOutcome {
        let path = job.reportedPath
        let (data, error) = job.read()
        guard let data else {
            // In a searched folder, a file (or a link's target) that vanished since it was listed is no
            // failure of the run.
            if !job.isExplicit, error?.reason == .removedAfterListing || error?.reason == .danglingLink {
                return FileOutcome(report: FileReport(path: path, diagnostics: [], skipped: true, dialogCount: 0))
            }
            let start = SourcePosition(line: 1, column: 1, offset: 0)
            let diagnostic = Diagnostic(
                path: path, range: SourceRange(start: start, end: start),
                severity: linter.configuration.severities[FileChecks.unreadableFile.id] ?? .error,
                ruleID: FileChecks.unreadableFile.id, message: (error ?? ReadError(reason: .removedAfterListing)).message)
            return FileOutcome(report: FileReport(path: path, diagnostics: [diagnostic], skipped: false, dialogCount: 0), unreadable: true)
        }
        let source = SourceFile(path: path, data: data, isExplicit: job.isExplicit)
        guard fixing else { return FileOutcome(report: linter.lint(source)) }
        return fix(source, at: job.filePath, patchPath: job.patchPath ?? path, with: linter, dryRun: dryRun || job.filePath == nil)
    }

    /// What linting (and maybe fixing) one file gave.
    struct FileOutcome: Sendable {
        var report: FileReport
        /// The configuration the file was linted under (`linters`' key).
        var configPath: String?
        var unreadable = false
        var fixCount = 0
        /// With --fix-dry-run: the unified diff of the fixes.
        var diff: String?
        /// Why the fixed text could not be written.
        var fixError: String?
        /// Why the file's fixes were left out (the run goes on as it would without them).
        var fixNote: String?
        /// The file's text in the report's format, when it is rendered on the linting thread.
        var rendered: RunReport.RenderedFile?
    }

    /// Fixes a file: in place (through an atomic write), or as a diff with `dryRun`, naming `patchPath`.
    static func fix(_ source: SourceFile, at path: String?, patchPath: String, with linter: Linter, dryRun: Bool) -> FileOutcome {
        let outcome = Fixer(linter: linter).fix(source)
        if outcome.corrupted {
            return FileOutcome(report: outcome.report,
                fixError: "the fixed text would not read as the same spec (a dialint bug); the file was left unchanged")
        }
        guard outcome.fixCount > 0 else { return FileOutcome(report: outcome.report, fixNote: outcome.withheld) }
        if dryRun {
            let diff = UnifiedDiff.diff(path: patchPath, before: [UInt8](source.data), after: outcome.bytes)
            return FileOutcome(report: outcome.report, fixCount: outcome.fixCount, diff: diff)
        }
        if let path, let error = AtomicWriter.replaceContents(of: path, with: outcome.bytes, original: source.data) {
            // The file is as it was: report its findings as they are.
            return FileOutcome(report: linter.lint(source), fixError: error)
        }
        return FileOutcome(report: outcome.report, fixCount: outcome.fixCount)
    }

    /// The baseline of `--baseline`, read and checked before any file is linted.
    private func loadBaseline() -> Result<Baseline?, BaselineError> {
        guard let source = arguments.baseline else { return .success(nil) }
        let path = FilePaths.absolutePath(source, workingDirectory: environment.workingDirectory)
        // Read as specs are: a FIFO or a device named by mistake is refused, never waited on.
        let data: Data
        switch FileReader.read(path) {
        case .success(let contents): data = contents
        case .failure(let error): return .failure(BaselineError("cannot read the baseline \(source): \(error.explanation)"))
        }
        guard let baseline = try? JSONDecoder().decode(Baseline.self, from: data) else {
            return .failure(BaselineError("\(source) is not a dialint baseline (write one with --write-baseline)"))
        }
        // Entries of another version may name findings differently: matched as they are, they would
        // hide nothing, or the wrong findings.
        guard baseline.version == Baseline.currentVersion else {
            return .failure(BaselineError("\(source) is a version \(baseline.version) baseline; this dialint reads version \(Baseline.currentVersion) (rewrite it with --write-baseline)"))
        }
        return .success(baseline)
    }

    /// A reported path as a baseline records it: relative to the baseline file's standardized folder, with
    /// ".." steps for files outside it, so the same file gets the same name however the baseline and the
    /// paths were named ("./bl.json", "ci/../bl.json", a baseline in another folder than the specs).
    private func baselinePath(relativeTo baseline: String?) -> (String) -> String {
        let workingDirectory = environment.workingDirectory
        let folder = baseline.map(baselineFolder) ?? workingDirectory
        return { path in
            FilePaths.relativePath(of: FilePaths.absolutePath(path, workingDirectory: workingDirectory), from: folder)
        }
    }

    /// "1 entry", "2 baseline entries".
    private static func entries(_ count: Int, of kind: String? = nil) -> String {
        "\(count) \(kind.map { $0 + " " } ?? "")entr\(count == 1 ? "y" : "ies")"
    }

    /// The folder of a baseline file, standardized by name alone (`FilePaths.lexicallyStandardizedPath`),
    /// so that a baseline behind a linked folder is named the same way however its path is spelled and
    /// whether it exists yet or not.
    private func baselineFolder(_ baseline: String) -> String {
        FilePaths.folder(of: FilePaths.lexicallyStandardizedPath(baseline, workingDirectory: environment.workingDirectory))
    }

    /// Entries of the baseline `source` named as the baseline `target` names their files, and how many
    /// were left out as their files no longer exist (removed, renamed).
    private func rebasedEntries(_ entries: [Baseline.Entry], from source: String, to target: String) -> (kept: [Baseline.Entry], gone: Int) {
        let sourceFolder = baselineFolder(source)
        let name = baselinePath(relativeTo: target)
        var exists: [String: Bool] = [:]
        let kept = entries.compactMap { entry -> Baseline.Entry? in
            // Joined and standardized by name, as the entry was made: through a linked folder, the system
            // would read ".." from the link's target (review 53).
            let path = FilePaths.lexicallyStandardizedPath(entry.file, workingDirectory: sourceFolder)
            if exists[path] == nil { exists[path] = FileManager.default.fileExists(atPath: path) }
            guard exists[path] == true else { return nil }
            var entry = entry
            entry.file = name(path)
            return entry
        }
        return (kept, entries.count - kept.count)
    }

    struct BaselineError: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// Rule ids named on the command line must exist, built in or a custom rule of a configuration the
    /// run uses: a typo must not silently check nothing.
    private func checkRuleIDs(customRuleIDs: [String]) throws(UsageError) {
        let known = RuleRegistry.ids + customRuleIDs
        if let id = arguments.disable.first(where: ConfigDecoding.alwaysChecked.contains) {
            throw UsageError(ConfigDecoding.cannotBeOff(id))
        }
        for id in arguments.enable + arguments.disable where !known.contains(id) {
            var message = "unknown rule '\(id)'"
            message += DidYouMean.hint(for: id, among: known, quote: "'")
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
        // Standard output is the configuration alone, ready to be saved; where it came from goes to standard error.
        environment.reportNote(file.path.isEmpty ? "no configuration file applies; these are the defaults"
            : "read from \(file.path)")
        environment.standardOutput.write(RuleDocument.encode(EffectiveConfiguration(effectiveConfiguration(file), file: file)))
        return 0
    }

    /// Whether the file at `path` holds nothing to lose: one a walk passes over (an earlier report), or
    /// nothing but whitespace (a walk reports it as empty, but overwriting it loses nothing).
    private static func isPlainlyNoSpec(_ path: String) -> Bool {
        guard case .success(let data) = FileReader.read(path) else { return false }
        return data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) || Linter.walkPassesOver(data)
    }

    /// Standard output, or the `--output` file (the summary still goes to standard error).
    private func openOutput() -> (any OutputSink)? {
        guard let output = arguments.output, output != "-" else { return environment.standardOutput }
        let path = FilePaths.absolutePath(output, workingDirectory: environment.workingDirectory)
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            environment.reportError("cannot write \(output): \(String(cString: strerror(errno)))")
            return nil
        }
        return FileSink(descriptor: descriptor, closesOnDeinit: true)
    }
}
