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
    /// The rules this configuration runs under its edition, with what each needs per dialog worked
    /// out once: a hundred thousand dialogs must not look up thirty-seven ids and options each.
    private let activeRules: [ActiveRule]
    /// What the per-dialog loop reads of `activeRules`, worked out with them: built per file, the list
    /// cost 35,000 instructions a file (three set lookups for each rule's kinds). The rules that read
    /// the whole dialog come first (`wholeDialogRuns`), then each group of `partialGroups`.
    private let runs: [RuleRun]
    private let wholeDialogRuns: Range<Int>
    /// The rules that read only some parts of a dialog, grouped by those parts (their places in
    /// `runs`): each group's findings are kept by the content of the parts it reads, so that a dialog
    /// whose text is new but whose buttons are not runs only the rules that read the text.
    private let partialGroups: [PartialGroup]

    private struct PartialGroup: Sendable {
        let parts: DialogParts
        let runs: Range<Int>
    }
    private let customRules: [CustomRule]
    /// Analyses of strings, shared by every file this linter checks on one thread.
    private let analysesByThread = ThreadAnalyses()

    /// A rule enabled under the configuration, with what a finding of it needs (the per-dialog loop
    /// reads a `RuleRun`).
    private final class ActiveRule: Sendable {
        let rule: any Rule.Type
        let description: RuleDescription
        let options: [String: Int]
        let severity: Severity?

        init(rule: any Rule.Type, description: RuleDescription, options: [String: Int], severity: Severity?) {
            self.rule = rule
            self.description = description
            self.options = options
            self.severity = severity
        }
    }

    /// What the per-dialog loop reads of an active rule, in a value with nothing to reference-count:
    /// the loop reads the list in place, so threads linting at once never touch the same counts (they
    /// did, when it read `ActiveRule`s, and two cores ran a file of a million like dialogs no faster than one).
    private struct RuleRun: Sendable {
        /// The rule's type: rules are stateless, and a type is a plain pointer, where a rule value in an
        /// existential was copied out (and released) for each rule of each dialog.
        let rule: any Rule.Type
        /// Its place in `activeRules`, for what a finding needs.
        let position: Int
        let alerts: Bool
        let actionSheets: Bool
        let modals: Bool
        let englishOnly: Bool
        let hasOptions: Bool

        init(_ active: ActiveRule, at position: Int) {
            rule = active.rule
            self.position = position
            alerts = active.description.kinds.contains(.alert)
            actionSheets = active.description.kinds.contains(.actionSheet)
            modals = active.description.kinds.contains(.modal)
            englishOnly = active.description.englishOnly
            hasOptions = !active.options.isEmpty
        }

        func judges(_ kind: Kind) -> Bool {
            switch kind {
            case .alert: alerts
            case .actionSheet: actionSheets
            case .modal: modals
            }
        }

        /// Whether the rule judges a dialog of this kind and language.
        func judges(_ kind: Kind, isEnglish: Bool) -> Bool {
            judges(kind) && (isEnglish || !englishOnly)
        }
    }

    /// `sharesPartialFindings` false runs every rule on the whole dialog: a test holds the two ways to
    /// the same findings, so that a rule cannot read more than it declares.
    public init(
        configuration: LintConfiguration = LintConfiguration(), rules: [any Rule.Type] = RuleRegistry.rules,
        sharesPartialFindings: Bool = true
    ) {
        self.configuration = configuration
        self.activeRules = rules.compactMap { type in
            let description = type.description
            guard configuration.isEnabled(description.id), description.applies(under: configuration.edition) else { return nil }
            return ActiveRule(rule: type, description: description,
                options: configuration.options[description.id] ?? [:], severity: configuration.severities[description.id])
        }
        let allRuns = activeRules.enumerated().map { RuleRun($1, at: $0) }
        let reads = activeRules.map { sharesPartialFindings ? $0.description.reads : .all }
        var runs = allRuns.filter { reads[$0.position] == .all }
        wholeDialogRuns = 0..<runs.count
        var partialGroups: [PartialGroup] = []
        for parts in reads where parts != .all && !partialGroups.contains(where: { $0.parts == parts }) {
            let start = runs.count
            runs += allRuns.filter { reads[$0.position] == parts }
            partialGroups.append(PartialGroup(parts: parts, runs: start..<runs.count))
        }
        self.runs = runs
        self.partialGroups = partialGroups
        self.customRules = configuration.customRules.compactMap(CustomRule.init)
    }

    /// Whether files are judged by the rule: on, and stated by the edition (a custom rule, or a check
    /// of the file itself, when it is on).
    public func judges(rule id: String) -> Bool {
        configuration.isEnabled(id) && RuleRegistry.description(of: id).map { $0.applies(under: configuration.edition) } != false
    }

    /// Lints one file.
    public func lint(_ file: SourceFile) -> FileReport {
        var report = FileReport(path: file.path, diagnostics: [], skipped: false, dialogCount: 0)
        // Validation allocates nothing; the source map is built only when a finding needs a location.
        let screen = SourceMap.screen(file.data, watching: OccasionalMembers.keys)
        if let error = screen.error {
            if !file.isExplicit && Self.walkPassesOver(error, in: file.data) {
                report.skipped = true
                return report
            }
            report.diagnostics = [fileDefect(FileChecks.invalidJSON, file.path, error.position, error.message)]
            return report
        }
        let locating = LocatingContext(map: LazySourceMap(file.data), path: file.path)
        let spec: SpecFile
        do {
            spec = try SpecFile.decode(
                file.data, defaultLocale: configuration.defaultLocale,
                reading: .counted(members: screen.memberCount, occasional: OccasionalMembers(rawValue: screen.watchedKeysSeen)))
        } catch {
            // The scanner accepted what JSONDecoder refused: report it rather than lose the file.
            report.diagnostics = [fileDefect(
                FileChecks.invalidJSON, file.path, SourcePosition(line: 1, column: 1, offset: 0),
                "JSONDecoder could not read the file: \(error)")]
            return report
        }
        if spec.mayBeSkippedInAWalk && !file.isExplicit {
            report.skipped = true
            return report
        }
        report.dialogCount = spec.dialogs.count
        var fileSuppressions = Suppressions(spec.settings.disable)
        var diagnostics: [Diagnostic] = []

        // A defect inside a dialog that was read is the dialog's: its own "disable" hides it, and its
        // diagnostic names it. Those of a dialog that could not be read name it by its index.
        var dialogIssues: [Int: [SpecIssue]] = [:]
        let readDialogs = spec.issues.isEmpty ? [] : Set(spec.dialogs.map(\.index))
        var unreadSuppressions = spec.unreadDialogs.mapValues { Suppressions($0.disable) }
        // An unread dialog's name, worked out once: a long id is hashed for it, and such a dialog may
        // have thousands of issues (an 80 KB id and 20,000 unknown keys: 12.5 s when named per issue).
        let unreadNames = Dictionary(uniqueKeysWithValues: spec.unreadDialogs.map { index, dialog in
            (index, Dialog.displayName(id: dialog.id, index: index))
        })
        for issue in spec.issues {
            let owner = Self.dialogIndex(of: issue.pointer, in: spec.shape)
            if let owner, readDialogs.contains(owner) {
                dialogIssues[owner, default: []].append(issue)
                continue
            }
            let id = issue.kind.rawValue
            guard configuration.isEnabled(id), owner.flatMap({ unreadSuppressions[$0]?.suppress(id) }) != true,
                !fileSuppressions.suppress(id)
            else { continue }
            let name = owner.map { unreadNames[$0] ?? Dialog.displayName(id: nil, index: $0) }
            diagnostics.append(diagnostic(for: issue, dialog: name, locating))
        }
        // A dialog with a duplicate key is still checked, with the first value as JSONDecoder reads it: a
        // dialog left unchecked would be lost from sight once the finding is in a baseline.
        if screen.mayHaveDuplicateKeys, configuration.isEnabled(FileChecks.invalidSpec.id),
            !fileSuppressions.suppress(FileChecks.invalidSpec.id)
        {
            for duplicate in locating.map.map?.duplicateKeys ?? [] {
                let key = duplicate.pointer.components.last.map { "\($0)" } ?? ""
                diagnostics.append(Diagnostic(
                    path: file.path, range: duplicate.keyRange,
                    severity: severity(for: FileChecks.invalidSpec.id, default: .error),
                    ruleID: FileChecks.invalidSpec.id,
                    message: "duplicate key \"\(key)\"; JSON readers disagree on which value wins, so keep one",
                    pointer: duplicate.pointer))
            }
        }

        // A file with many dialogs spreads them over the cores; each slice has its own analyses and
        // its own record of which file-level suppressions it used.
        let slices = spec.dialogs.count >= Self.dialogsPerSlice * 2
            ? spec.dialogs.chunked(into: Self.dialogsPerSlice) : [spec.dialogs]
        let initialSuppressions = fileSuppressions
        let issuesByDialog = dialogIssues
        // Each slice sorts its own findings. A dialog's findings lie inside the dialog, and dialogs follow
        // one another in the file, so the sorted slices end to end are in report order already.
        let results = slices.parallelMap { dialogs -> (diagnostics: [Diagnostic], suppressions: Suppressions) in
            var fileSuppressions = initialSuppressions
            var found = lint(dialogs, of: spec, issues: issuesByDialog, fileSuppressions: &fileSuppressions, locating)
            found.sortIntoReportOrder()
            return (found, fileSuppressions)
        }
        var fromDialogs: [Diagnostic] = []
        if results.count == 1 {
            // One slice (most files): its list is taken whole, not copied diagnostic by diagnostic (as
            // reserving room in it would, while `results` holds it too).
            fromDialogs = results[0].diagnostics
        } else {
            fromDialogs.reserveCapacity(results.reduce(0) { $0 + $1.diagnostics.count })
            for result in results { fromDialogs += result.diagnostics }
        }
        for result in results { fileSuppressions.merge(result.suppressions) }
        // The file's own defects (shape, unknown keys, duplicates, unused suppressions) can be anywhere.
        // A dialog left unchecked (unreadable) may be what a file-level entry is for: only an entry
        // naming no rule is reported then.
        diagnostics += unusedSuppressions(fileSuppressions, inDialogNamed: nil, locating, everyDialogChecked: spec.unreadDialogs.isEmpty)
        if diagnostics.isEmpty && fromDialogs.isInReportOrder {
            report.diagnostics = fromDialogs
        } else {
            diagnostics += fromDialogs
            diagnostics.sortIntoReportOrder()
            report.diagnostics = diagnostics
        }
        return report
    }

    /// Whether a folder walk passes over a file with these bytes, as `lint` decides for a file it
    /// did not name: valid JSON that is plainly no spec (`SpecFile.mayBeSkippedInAWalk`), or a tool's
    /// JSON with comments (tsconfig.json) that names nothing of a spec.
    static func walkPassesOver(_ data: Data) -> Bool {
        let screen = SourceMap.screen(data)
        if let error = screen.error { return walkPassesOver(error, in: data) }
        return (try? SpecFile.decode(data, reading: .counted(members: screen.memberCount)))?.mayBeSkippedInAWalk ?? false
    }

    /// A file that is not JSON is passed over only if it plainly is another kind of file: JSON with
    /// comments or trailing commas that holds no key of a spec in quotes, or JSON Lines whose every
    /// line a walk would pass over (a `--format jsonl` report saved as `.json`). A broken spec is reported.
    private static func walkPassesOver(_ error: JSONSyntaxError, in data: Data) -> Bool {
        switch error.resemblance {
        case .none: false
        case .jsonWithComments: !specKeysInQuotes.contains { data.range(of: $0) != nil }
        case .jsonLines: everyLineIsPassedOver(data)
        }
    }

    /// JSON Lines that a walk passes over: every line a JSON value a walk would pass over on its own.
    /// One line that is a spec, or not JSON, and the file is linted (and reported as not JSON).
    private static func everyLineIsPassedOver(_ data: Data) -> Bool {
        data.split(separator: UInt8(ascii: "\n")).allSatisfy { line in
            line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D } || walkPassesOver(Data(line))
        }
    }

    private static let specKeysInQuotes = SpecKeys.marking.map { Data("\"\($0)\"".utf8) }

    /// How many dialogs one core lints at a time in a large file.
    static let dialogsPerSlice = 512

    /// The index of the dialog a pointer lies in, by the file's shape; nil outside any dialog.
    private static func dialogIndex(of pointer: JSONPointer, in shape: SpecFile.Shape) -> Int? {
        let components = pointer.components
        switch shape {
        case .singleDialog: return 0
        case .dialogArray:
            if case .index(let index)? = components.first { return index }
        case .dialogList:
            if components.count >= 2, components[0] == .key("dialogs"), case .index(let index) = components[1] { return index }
        case .notASpec: break
        }
        return nil
    }

    /// The diagnostic of a decoding defect.
    private func diagnostic(for issue: SpecIssue, dialog: String?, _ locating: LocatingContext) -> Diagnostic {
        let id = issue.kind.rawValue
        let range = issue.atKey ? locating.keyRange(at: issue.pointer) : locating.valueRange(at: issue.pointer)
        return Diagnostic(
            path: locating.path, range: range, severity: severity(for: id, default: issue.kind == .invalidSpec ? .error : .warning),
            ruleID: id, message: issue.message, dialog: dialog, pointer: issue.pointer)
    }

    /// Lints some dialogs of a file, in order; `issues` are the file's decoding defects by dialog index.
    private func lint(
        _ dialogs: [Dialog], of spec: SpecFile, issues: [Int: [SpecIssue]], fileSuppressions: inout Suppressions,
        _ locating: LocatingContext
    ) -> [Diagnostic] {
        let analyses = analysesByThread.current
        let fileVocabulary = configuration.vocabulary + spec.settings.vocabulary
        let fileTerms = WordKnowledge.vocabulary(fileVocabulary, cache: analyses)
        var diagnostics: [Diagnostic] = []
        // The benchmark's dialogs average 2.4 findings; grown from empty, the list was copied several times a file.
        diagnostics.reserveCapacity(dialogs.count * 3)
        // This call's own copy of the file's map, taken at its first finding.
        lazy var sourceMap = locating.map.map
        let customFindings = customRules.isEmpty
            ? [] : CustomRuleRunner(rules: customRules).findings(in: dialogs) { applies($0.description, to: $1) }
        for (position, dialog) in dialogs.enumerated() {
            let dialogName = dialog.displayName
            var dialogSuppressions = Suppressions(dialog.settings.disable)
            if !issues.isEmpty {
                for issue in issues[dialog.index] ?? [] {
                    let id = issue.kind.rawValue
                    guard configuration.isEnabled(id), !dialogSuppressions.suppress(id), !fileSuppressions.suppress(id) else { continue }
                    diagnostics.append(diagnostic(for: issue, dialog: dialogName, locating))
                }
            }
            let vocabulary = dialog.settings.vocabulary.isEmpty
                ? fileTerms : WordKnowledge.vocabulary(fileVocabulary + dialog.settings.vocabulary, cache: analyses)
            let found = analyses.findings(for: DialogContent(dialog: dialog, vocabulary: vocabulary.serial)) {
                check(dialog, vocabulary: vocabulary, analyses: analyses)
            }
            // Read once per dialog with findings, not once per finding: each read of the lazy map is a
            // copy, a reference count on each of its four tables.
            let dialogMap = found.byRule.isEmpty ? nil : sourceMap
            var cursor: JSONStringText.Cursor?
            for ruleFindings in found.byRule {
                let active = activeRules[ruleFindings.position]
                // Suppressed rules still run, so that a suppression that hides nothing can be reported.
                guard !dialogSuppressions.suppress(active.description.id),
                    !fileSuppressions.suppress(active.description.id)
                else { continue }
                for finding in ruleFindings.findings {
                    diagnostics.append(locating.diagnostic(for: finding, in: dialog, named: dialogName, ruleID: active.description.id, map: dialogMap,
                        severity: active.severity ?? finding.severity ?? active.description.defaultSeverity, cursor: &cursor))
                }
            }
            for (ruleIndex, findings) in customRules.isEmpty ? [] : customFindings[position] {
                let rule = customRules[ruleIndex]
                guard !dialogSuppressions.suppress(rule.description.id), !fileSuppressions.suppress(rule.description.id) else { continue }
                for finding in findings {
                    diagnostics.append(locating.diagnostic(for: finding, in: dialog, named: dialogName, ruleID: rule.description.id, map: sourceMap,
                        severity: severity(for: rule.description.id, default: rule.description.defaultSeverity), cursor: &cursor))
                }
            }
            diagnostics += unusedSuppressions(dialogSuppressions, inDialogNamed: dialogName, locating, within: fileSuppressions)
        }
        return diagnostics
    }

    /// What the built-in rules find in a dialog: those that read all of it run on it; each group that
    /// reads only some parts takes what it found in a dialog with the same parts, if there was one.
    /// A group that no rule of it judges (by the dialog's kind and language) is passed over before
    /// anything is worked out for it: a configuration that keeps a few rules (or none) paid for the
    /// analysis of every dialog's text, and for a key of its buttons, all the same.
    private func check(_ dialog: Dialog, vocabulary: Vocabulary, analyses: TextAnalysisStore) -> DialogFindings {
        let isEnglish = dialog.isEnglish
        var found = DialogFindings(byRule: [])
        if someRuleJudges(dialog.kind, isEnglish: isEnglish, at: wholeDialogRuns) {
            found = check(dialog, isEnglish: isEnglish, vocabulary: vocabulary, runs: wholeDialogRuns, analyses: analyses)
        }
        for group in partialGroups where someRuleJudges(dialog.kind, isEnglish: isEnglish, at: group.runs) {
            let content = DialogContent(dialog: dialog, vocabulary: vocabulary.serial, parts: group.parts)
            found = found.merged(with: analyses.findings(partial: content) {
                check(dialog.showing(only: group.parts), isEnglish: isEnglish, vocabulary: vocabulary, runs: group.runs,
                    analyses: analyses)
            })
        }
        return found
    }

    /// Whether a rule at `places` in `runs` judges a dialog of this kind and language.
    private func someRuleJudges(_ kind: Kind, isEnglish: Bool, at places: Range<Int>) -> Bool {
        runs.withUnsafeBufferPointer { runs in places.contains { runs[$0].judges(kind, isEnglish: isEnglish) } }
    }

    /// Runs the built-in rules at `places` in `runs` that judge this dialog's kind and language.
    private func check(
        _ dialog: Dialog, isEnglish: Bool, vocabulary: Vocabulary, runs places: Range<Int>, analyses: TextAnalysisStore
    ) -> DialogFindings {
        var dialog = dialog
        dialog.prepareStrings()
        let words = WordKnowledge(
            lexicon: .english, vocabulary: vocabulary,
            buttonTitles: dialog.buttonTitles, dialogText: [dialog.title, dialog.message].compactMap { $0 },
            cache: analyses)
        let context = RuleContext(edition: configuration.edition, options: [:], words: words)
        var byRule: [DialogFindings.ByRule] = []
        // Read in place: copying each rule's entry cost reference counts on every rule of every dialog.
        runs.withUnsafeBufferPointer { runs in
            for index in places {
                guard runs[index].judges(dialog.kind, isEnglish: isEnglish) else { continue }
                let findings: [Finding]
                if runs[index].hasOptions {
                    var withOptions = context
                    withOptions.options = activeRules[runs[index].position].options
                    findings = runs[index].rule.check(dialog, in: withOptions)
                } else {
                    findings = runs[index].rule.check(dialog, in: context)
                }
                if !findings.isEmpty { byRule.append(DialogFindings.ByRule(position: runs[index].position, findings: findings)) }
            }
        }
        return DialogFindings(byRule: byRule)
    }

    /// Whether a rule judges this dialog under this run's configuration.
    func applies(_ description: RuleDescription, to dialog: Dialog) -> Bool {
        configuration.isEnabled(description.id)
            && description.applies(under: configuration.edition)
            && description.kinds.contains(dialog.kind)
            && (!description.englishOnly || dialog.isEnglish)
    }

    /// `unused-suppression` findings: entries that hid nothing, and entries that name no rule. None where
    /// the entries' scope, or the file around a dialog (`outer`), disables unused-suppression itself.
    private func unusedSuppressions(
        _ suppressions: Suppressions, inDialogNamed dialog: String?, _ locating: LocatingContext, everyDialogChecked: Bool = true,
        within outer: Suppressions? = nil
    ) -> [Diagnostic] {
        let id = FileChecks.unusedSuppression.id
        guard !suppressions.isEmpty, configuration.isEnabled(id), !suppressions.names(id), outer?.names(id) != true else { return [] }
        let known = RuleRegistry.ids + customRules.map(\.description.id)
        return suppressions.unused.compactMap { entry in
            let message: String
            if !known.contains(entry.ruleID) {
                var text = "\"disable\" names no rule \"\(entry.ruleID)\""
                text += DidYouMean.hint(for: entry.ruleID, among: known)
                message = text
            } else if !configuration.isEnabled(entry.ruleID) || !everyDialogChecked
                || RuleRegistry.description(of: entry.ruleID)?.applies(under: configuration.edition) == false
            {
                // Turned off by the configuration or the command line, not part of the edition this run
                // holds the spec to, or perhaps for a dialog left unchecked: the entry cannot be judged
                // here (a spec linted under several editions keeps it for the others), so it is not
                // reported as stale.
                return nil
            } else {
                message = "\"disable\" entry \"\(entry.ruleID)\" suppressed nothing here; remove it"
            }
            // Entry pointers are absolute: they come from the decoder's coding path.
            let pointer = entry.pointer
            return Diagnostic(
                path: locating.path, range: locating.valueRange(at: pointer),
                severity: severity(for: id, default: .warning), ruleID: id, message: message,
                dialog: dialog, pointer: pointer)
        }
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

extension Array where Element == Diagnostic {
    /// Sorts into report order: positions are sorted, then the diagnostics swapped into place (a copy
    /// of a diagnostic is a reference count, a swap none, and no finding is held twice).
    mutating func sortIntoReportOrder() {
        guard !isInReportOrder else { return }
        let order = indices.sorted { Diagnostic.reportOrder(self[$0], self[$1]) }
        permute(to: order)
    }

    /// Whether no diagnostic comes before the one ahead of it.
    var isInReportOrder: Bool {
        indices.dropFirst().allSatisfy { !Diagnostic.reportOrder(self[$0], self[$0 - 1]) }
    }
}

extension Array {
    /// Reorders the elements so that the one at `order[i]` ends at `i`, by swaps along each cycle of
    /// the permutation (no element is copied).
    mutating func permute(to order: [Int]) {
        var placed = [Bool](repeating: false, count: count)
        // Swapped in the buffer: moves of memory, with no uniqueness or bounds check per swap.
        withUnsafeMutableBufferPointer { elements in
            for start in elements.indices where !placed[start] {
                // Follow the cycle: position `current` takes the element now at `order[current]`.
                var current = start
                placed[current] = true
                while !placed[order[current]] {
                    elements.swapAt(current, order[current])
                    current = order[current]
                    placed[current] = true
                }
            }
        }
    }
}

/// A `disable` list, and which of its entries have hidden a finding.
struct Suppressions {
    private let entries: [DialintSettings.Entry]
    /// The entries' rule ids, past a handful of entries: each finding was compared with every entry of
    /// a long list (thousands of entries over thousands of findings grew with their product).
    private let ruleIDs: Set<String>?
    private var used: Set<String> = []

    init(_ entries: [DialintSettings.Entry]) {
        self.entries = entries
        ruleIDs = entries.count > 8 ? Set(entries.map(\.ruleID)) : nil
    }

    /// Whether `ruleID` is disabled here; records the use.
    mutating func suppress(_ ruleID: String) -> Bool {
        guard names(ruleID) else { return false }
        used.insert(ruleID)
        return true
    }

    var unused: [DialintSettings.Entry] { entries.filter { !used.contains($0.ruleID) } }

    /// Whether an entry names `ruleID`, without recording a use.
    func names(_ ruleID: String) -> Bool {
        ruleIDs?.contains(ruleID) ?? entries.contains { $0.ruleID == ruleID }
    }

    /// Whether there is no entry at all.
    var isEmpty: Bool { entries.isEmpty }

    /// Takes in the uses another copy of the same list recorded.
    mutating func merge(_ other: Suppressions) {
        used.formUnion(other.used)
    }
}

/// Turns a rule's finding (a pointer and maybe a range inside a string) into a located diagnostic.
struct LocatingContext: Sendable {
    let map: LazySourceMap
    let path: String

    static let fileStart = SourceRange(start: SourcePosition(line: 1, column: 1, offset: 0), end: SourcePosition(line: 1, column: 1, offset: 0))

    /// The range of a value, or of its nearest existing ancestor.
    func valueRange(at pointer: JSONPointer) -> SourceRange {
        map.map?.nearestValueRange(at: pointer).range ?? Self.fileStart
    }

    /// The range of a member's key, else of its value.
    func keyRange(at pointer: JSONPointer) -> SourceRange {
        map.map?.keyRange(at: pointer) ?? valueRange(at: pointer)
    }

    /// `sourceMap` is the caller's own copy of the file's map: threads locating findings of one large
    /// file then share no lock and no reference counts.
    /// `cursor`: where the last finding was found in a string with escapes, for the next to resume from.
    /// `name`: the dialog's `displayName`, worked out once for all its findings.
    func diagnostic(
        for finding: Finding, in dialog: Dialog, named name: String, ruleID: String, map sourceMap: SourceMap?, severity: Severity,
        cursor: inout JSONStringText.Cursor?
    ) -> Diagnostic {
        let pointer = dialog.pointer.appending(finding.pointer)
        let inner = finding.range.flatMap { sourceMap?.sourceRange(ofDecodedUTF8: $0, inStringAt: pointer, cursor: &cursor) }
        let range = inner ?? sourceMap?.nearestValueRange(at: pointer).range ?? Self.fileStart
        let fix = finding.fix.flatMap { fix in
            // Most fixes replace exactly the part the finding points at, already located; the others
            // resume the walk too (from the string's start each, 20,000 "Click on …" in a string with
            // escapes took 11 s).
            let located = fix.range == finding.range
                ? inner : sourceMap?.sourceRange(ofDecodedUTF8: fix.range, inStringAt: pointer, cursor: &cursor)
            return located.map { LocatedFix(fix: fix, sourceRange: $0) }
        }
        let text = dialog.string(at: finding.pointer)
        return Diagnostic(
            path: path, range: range, severity: severity, ruleID: ruleID, message: finding.message,
            dialog: name, pointer: pointer, fix: fix, dialogID: dialog.id, dialogPointer: dialog.pointer,
            concernedText: text, concernedRange: text == nil ? nil : finding.range)
    }
}
