import Dispatch
import Foundation

/// A rule declared in `.dialint.json`: a regular expression over chosen strings of chosen kinds.
/// Its findings are placed at the match, like a built-in word finding.
struct CustomRule: Sendable {
    let definition: CustomRuleDefinition
    let description: RuleDescription
    private let regex: SendableRegex
    private let budget: MatchBudget
    /// The kinds of string the rule reads.
    private let fields: Set<DialogString.Field>

    /// How long one dialog's strings may take before the pattern is given up for the run.
    static let timeLimitSeconds = 2
    static let timeLimit = DispatchTimeInterval.seconds(timeLimitSeconds)
    /// How much processor time all its matches in a run may take before the pattern is given up: a
    /// pattern that takes a second on each dialog, under the limit above every time, made 1,000
    /// dialogs take 18 minutes. A plain pattern takes some 15 µs a dialog: 100,000 dialogs, 1.5 s.
    static let runTimeLimitSeconds = 20

    init?(_ definition: CustomRuleDefinition) {
        guard let regex = try? Regex(definition.pattern) else { return nil }
        self.definition = definition
        self.regex = SendableRegex(regex: regex)
        self.budget = MatchBudget()
        self.fields = Set(definition.fields.map(\.stringField))
        self.description = RuleDescription(
            id: definition.id, summary: definition.message.hasSuffix(".") ? definition.message : definition.message + ".",
            rationale: "A custom rule of this project's .dialint.json: /\(definition.pattern)/.",
            guidelines: [.beyondHIG(".dialint.json", definition.message)],
            kinds: Set(definition.kinds ?? Kind.allCases), englishOnly: false,
            defaultSeverity: definition.severity, fixable: definition.replacement != nil)
    }

    /// The strings of `dialog` this rule reads; empty when it reads none of them, or when its pattern
    /// has run out of time in this run (then it is skipped).
    func input(from dialog: Dialog) -> [DialogString] {
        budget.isExhausted ? [] : dialog.visibleStrings.filter { fields.contains($0.field) }
    }

    /// The rule's matches in `strings`. Slow for a pattern that backtracks catastrophically: run it
    /// under a deadline (`CustomRuleRunner`).
    func matches(in strings: [DialogString]) -> [Finding] {
        var findings: [Finding] = []
        for string in strings {
            let text = string.text
            // Most strings have no match, and the first match costs less to ask for than the list of them.
            guard text.firstMatch(of: regex.regex) != nil else { continue }
            for match in text.matches(of: regex.regex) where !match.range.isEmpty {
                let lower = text.utf8.distance(from: text.startIndex, to: match.range.lowerBound)
                let upper = text.utf8.distance(from: text.startIndex, to: match.range.upperBound)
                // A replacement the pattern matches again would be rewritten on every pass: no fix.
                let replacement = definition.replacement.map { Self.expanding($0, with: match) }
                    .flatMap { (try? regex.regex.firstMatch(in: $0)) == nil ? $0 : nil }
                findings.append(Finding(
                    at: string.pointer, range: lower..<upper, FindingMessage(Self.expanding(definition.message, with: match)),
                    fix: replacement.map { Fix(range: lower..<upper, replacement: $0) }))
            }
        }
        return findings
    }

    /// Gives the pattern up for the rest of the run after it took too long on the dialog whose first
    /// string the rule reads is at `pointer`: the finding that says so, for the first caller only.
    func abandon(at pointer: JSONPointer) -> Finding? {
        givenUp(at: pointer, because: "took longer than \(Self.timeLimitSeconds) seconds on this dialog")
    }

    /// Adds `nanoseconds` of matching on the dialog whose first string the rule reads is at `pointer`
    /// to the run's total; past `runTimeLimitSeconds`, gives the pattern up for the rest of the run: the
    /// finding that says so, for the first caller only.
    func charge(_ nanoseconds: UInt64, at pointer: JSONPointer) -> Finding? {
        guard budget.spend(nanoseconds, limit: UInt64(Self.runTimeLimitSeconds) * 1_000_000_000) else { return nil }
        return givenUp(at: pointer, because: "has taken more than \(Self.runTimeLimitSeconds) seconds in all in this run")
    }

    /// Spends the budget for the rest of the run: the finding that says why, for the first caller only.
    private func givenUp(at pointer: JSONPointer, because reason: String) -> Finding? {
        guard budget.exhaust() else { return nil }
        return Finding(
            at: pointer, "Custom rule \(definition.id): the pattern \(reason); the rule is skipped for the rest of the run",
            severity: .warning)
    }
}

extension CustomRule {
    /// `template` with "$0" to "$9" replaced by the match and its groups (an unmatched group by nothing)
    /// and "$$" by "$", as regular-expression templates write them: "Sorry ($1)" for "Oops|Whoops".
    static func expanding(_ template: String, with match: Regex<AnyRegexOutput>.Match) -> String {
        guard template.contains("$") else { return template }
        var result = ""
        var characters = template.makeIterator()
        while let character = characters.next() {
            guard character == "$" else {
                result.append(character)
                continue
            }
            guard let next = characters.next() else {
                result.append("$")
                break
            }
            if next == "$" {
                result.append("$")
            } else if let group = next.wholeNumberValue, group < match.output.count {
                result += match.output[group].substring.map(String.init) ?? ""
            } else {
                result.append("$")
                result.append(next)
            }
        }
        return result
    }
}

/// `Regex` is a value type that is safe to share once built; the wrapper states it for Swift 6.
private struct SendableRegex: @unchecked Sendable {
    let regex: Regex<AnyRegexOutput>
}

/// Whether a custom rule's pattern has already run out of time, and how long its matches took in
/// all (shared by the threads of a run).
private final class MatchBudget: @unchecked Sendable {
    private let lock = NSLock()
    private var exhausted = false
    private var spent: UInt64 = 0

    var isExhausted: Bool { lock.withLock { exhausted } }

    /// Adds `nanoseconds` to the time spent; true when it is now past `limit`.
    func spend(_ nanoseconds: UInt64, limit: UInt64) -> Bool {
        lock.withLock {
            spent &+= nanoseconds
            return spent > limit
        }
    }

    /// Marks the budget spent; true for the first caller only.
    func exhaust() -> Bool {
        lock.withLock {
            defer { exhausted = true }
            return !exhausted
        }
    }
}
