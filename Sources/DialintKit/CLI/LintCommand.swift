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

        var reports = jobs.parallelMap { job -> (FileReport, unreadable: Bool) in
            let (file, configPath) = job
            let linter = linters[configPath] ?? defaultLinter
            let path = Self.displayPath(file.path, workingDirectory: workingDirectory)
            switch FileReader.read(file.path) {
            case .success(let data):
                return (linter.lint(SourceFile(path: path, data: data, isExplicit: file.isExplicit)), false)
            case .failure(let error):
                // In a searched folder, a file that vanished since it was listed is no failure of the run.
                if !file.isExplicit, error.reason == .notFound {
                    return (FileReport(path: path, diagnostics: [], skipped: true, dialogCount: 0), false)
                }
                let start = SourcePosition(line: 1, column: 1, offset: 0)
                let diagnostic = Diagnostic(
                    path: path, range: SourceRange(start: start, end: start),
                    severity: linter.configuration.severities[FileChecks.unreadableFile.id] ?? .error,
                    ruleID: FileChecks.unreadableFile.id, message: error.message)
                return (FileReport(path: path, diagnostics: [diagnostic], skipped: false, dialogCount: 0), true)
            }
        }
        if paths.contains("-") {
            let name = arguments.stdinFilename.map { Self.displayPath($0, workingDirectory: workingDirectory) } ?? "<stdin>"
            let linter = stdinConfig.flatMap { linters[$0.path] } ?? defaultLinter
            reports.append((linter.lint(SourceFile(path: name, data: environment.readStandardInput())), false))
        }
        couldNotRun = couldNotRun || reports.contains { $0.unreadable }

        let checked = reports.filter { !$0.0.skipped }
        var diagnostics = checked.flatMap(\.0.diagnostics).sorted(by: Diagnostic.reportOrder)
        if arguments.quiet {
            diagnostics.removeAll { $0.severity != .error }
        }

        let noColor = !(environment.variables["NO_COLOR"] ?? "").isEmpty
        let context = ReportContext(
            checkedFiles: checked.map(\.0.path).sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) },
            workingDirectory: workingDirectory,
            color: arguments.color ?? (environment.outputIsTerminal && !noColor && arguments.output == nil))
        guard writeReport(diagnostics, format: format, context: context) else { return 2 }

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
