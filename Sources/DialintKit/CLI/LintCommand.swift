import Foundation

/// `dialint [options] [PATH ...]`: lint files, folders and standard input, print the report.
struct LintCommand {
    let arguments: Arguments
    let environment: CommandEnvironment

    func run() -> Int32 {
        let configuration: LintConfiguration
        do {
            configuration = try makeConfiguration()
        } catch {
            environment.standardError.write("dialint: error: \(error.message)\n")
            return 2
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
        let linter = Linter(configuration: configuration)
        var couldNotRun = false

        let paths = arguments.paths.isEmpty ? ["."] : arguments.paths
        let workingDirectory = environment.workingDirectory
        // Paths are opened relative to the run's working directory, and reported relative to it.
        let discovery = FileDiscovery().discover(paths.filter { $0 != "-" }.map { Self.absolutePath($0, workingDirectory: workingDirectory) })
        for missing in discovery.missing {
            environment.standardError.write("dialint: error: no such file or folder: \(Self.displayPath(missing, workingDirectory: workingDirectory))\n")
            couldNotRun = true
        }
        var reports = discovery.files.parallelMap { file -> (FileReport, unreadable: Bool) in
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
                    severity: configuration.severities[FileChecks.unreadableFile.id] ?? .error,
                    ruleID: FileChecks.unreadableFile.id, message: error.message)
                return (FileReport(path: path, diagnostics: [diagnostic], skipped: false, dialogCount: 0), true)
            }
        }
        if paths.contains("-") {
            let name = arguments.stdinFilename.map { Self.displayPath($0, workingDirectory: workingDirectory) } ?? "<stdin>"
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

    private func makeConfiguration() throws(UsageError) -> LintConfiguration {
        var configuration = LintConfiguration()
        configuration.edition = arguments.edition ?? .current
        for id in arguments.enable + arguments.disable where RuleRegistry.description(of: id) == nil {
            var message = "unknown rule '\(id)'"
            if let suggestion = DidYouMean.suggestion(for: id, among: RuleRegistry.ids) {
                message += "; did you mean '\(suggestion)'?"
            }
            throw UsageError(message + " (see dialint rules)")
        }
        configuration.disabled = Set(arguments.disable)
        configuration.enabled = Set(arguments.enable)
        return configuration
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
