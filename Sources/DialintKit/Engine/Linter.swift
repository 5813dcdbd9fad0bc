import Foundation

/// What linting one file produced.
public struct FileReport: Sendable {
    public var path: String
    /// Sorted in report order.
    public var diagnostics: [Diagnostic]
    /// True when the file was found in a folder and is plainly not a dialog spec.
    public var skipped: Bool
    public var dialogCount: Int
}

/// Runs the rules over files: decodes, applies editions, kinds, locale, configuration and
/// suppression, and locates each finding through the source map.
public struct Linter: Sendable {
    public let configuration: LintConfiguration
    private let rules: [any Rule]

    public init(configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = RuleRegistry.rules) {
        self.configuration = configuration
        self.rules = rules.map { $0.init() }
    }

    /// Lints one file.
    public func lint(_ file: SourceFile) -> FileReport {
        var report = FileReport(path: file.path, diagnostics: [], skipped: false, dialogCount: 0)
        let map: SourceMap
        do {
            map = try SourceMap(scanning: file.data)
        } catch {
            report.diagnostics = [fileDefect(FileChecks.invalidJSON, file.path, error.position, error.message)]
            return report
        }
        let spec: SpecFile
        do {
            spec = try SpecFile.decode(file.data)
        } catch {
            // The scanner accepted what JSONDecoder refused: report it rather than lose the file.
            let start = map.position(atOffset: 0)
            report.diagnostics = [fileDefect(
                FileChecks.invalidJSON, file.path, start, "JSONDecoder could not read the file: \(error)")]
            return report
        }
        if spec.shape == .notASpec && !file.isExplicit {
            report.skipped = true
            return report
        }
        report.dialogCount = spec.dialogs.count
        let located = LocatingContext(map: map, path: file.path)
        let fileDisabled = Set(spec.settings.disable.map(\.ruleID))
        var diagnostics: [Diagnostic] = []

        for issue in spec.issues {
            let id = issue.kind.rawValue
            guard configuration.isEnabled(id), !fileDisabled.contains(id) else { continue }
            let range = issue.atKey
                ? map.keyRange(at: issue.pointer) ?? map.nearestValueRange(at: issue.pointer).range
                : map.nearestValueRange(at: issue.pointer).range
            diagnostics.append(Diagnostic(
                path: file.path, range: range, severity: severity(for: id, default: issue.kind == .invalidSpec ? .error : .warning),
                ruleID: id, message: issue.message, dialog: nil, pointer: issue.pointer))
        }
        if configuration.isEnabled(FileChecks.invalidSpec.id), !fileDisabled.contains(FileChecks.invalidSpec.id) {
            for duplicate in map.duplicateKeys {
                let key = duplicate.pointer.components.last.map { "\($0)" } ?? ""
                diagnostics.append(Diagnostic(
                    path: file.path, range: duplicate.keyRange, severity: severity(for: FileChecks.invalidSpec.id, default: .error),
                    ruleID: FileChecks.invalidSpec.id,
                    message: "duplicate key \"\(key)\"; JSON readers disagree on which value wins, so keep one",
                    pointer: duplicate.pointer))
            }
        }

        for dialog in spec.dialogs {
            let disabled = fileDisabled.union(dialog.settings.disable.map(\.ruleID))
            let words = WordKnowledge(
                vocabulary: configuration.vocabulary + spec.settings.vocabulary + dialog.settings.vocabulary,
                buttonTitles: dialog.buttonTitles)
            for rule in rules {
                let description = type(of: rule).description
                guard applies(description, to: dialog), !disabled.contains(description.id) else { continue }
                let context = RuleContext(
                    edition: configuration.edition, options: configuration.options[description.id] ?? [:], words: words)
                for finding in rule.check(dialog, in: context) {
                    diagnostics.append(located.diagnostic(for: finding, in: dialog, rule: description,
                        severity: severity(for: description.id, default: finding.severity ?? description.defaultSeverity)))
                }
            }
        }
        report.diagnostics = diagnostics.sorted(by: Diagnostic.reportOrder)
        return report
    }

    /// Whether a rule judges this dialog under this run's configuration.
    func applies(_ description: RuleDescription, to dialog: Dialog) -> Bool {
        configuration.isEnabled(description.id)
            && description.applies(under: configuration.edition)
            && description.kinds.contains(dialog.kind)
            && (!description.englishOnly || dialog.isEnglish)
    }

    private func severity(for ruleID: String, default defaultSeverity: Severity) -> Severity {
        configuration.severities[ruleID] ?? defaultSeverity
    }

    private func fileDefect(_ check: RuleDescription, _ path: String, _ position: SourcePosition, _ message: String) -> Diagnostic {
        Diagnostic(
            path: path, range: SourceRange(start: position, end: position),
            severity: severity(for: check.id, default: check.defaultSeverity), ruleID: check.id, message: message)
    }
}

/// Turns a rule's finding (a pointer and maybe a range inside a string) into a located diagnostic.
struct LocatingContext {
    let map: SourceMap
    let path: String

    func diagnostic(for finding: Finding, in dialog: Dialog, rule: RuleDescription, severity: Severity) -> Diagnostic {
        let pointer = dialog.pointer.appending(finding.pointer)
        var range = map.nearestValueRange(at: pointer).range
        if let inner = finding.range, let located = map.sourceRange(ofDecodedUTF8: inner, inStringAt: pointer) {
            range = located
        }
        let fix = finding.fix.flatMap { fix in
            map.sourceRange(ofDecodedUTF8: fix.range, inStringAt: pointer).map { LocatedFix(fix: fix, sourceRange: $0) }
        }
        return Diagnostic(
            path: path, range: range, severity: severity, ruleID: rule.id, message: finding.message,
            dialog: dialog.displayName, pointer: pointer, fix: fix)
    }
}
