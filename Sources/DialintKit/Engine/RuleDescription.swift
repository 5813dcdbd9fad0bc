/// Where a rule comes from: a guideline text of one edition, or a source beyond the HIG.
public struct Guideline: Sendable, Hashable {
    /// The edition that states it; nil for a source beyond the HIG (UIKit, Apple Style Guide).
    public var edition: Edition?
    /// "HIG 2014", "UIKit", "Apple Style Guide".
    public var source: String
    /// A short quote of what the text says.
    public var quote: String

    /// A quote from one edition of the HIG.
    public static func hig(_ edition: Edition, _ quote: String) -> Guideline {
        Guideline(edition: edition, source: "HIG \(edition)", quote: quote)
    }

    /// A quote from a source beyond the HIG.
    public static func beyondHIG(_ source: String, _ quote: String) -> Guideline {
        Guideline(edition: nil, source: source, quote: quote)
    }
}

/// A rule option: its name, what it means, and its default.
public struct RuleOption: Sendable, Hashable {
    public var name: String
    public var summary: String
    public var defaultValue: Int
    /// The least value that makes sense (a limit of action sheet buttons below two reports every sheet).
    public var minimum: Int

    public init(_ name: String, default defaultValue: Int, minimum: Int = 1, _ summary: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.minimum = minimum
        self.summary = summary
    }
}

/// The parts of a dialog a rule reads, besides its kind, locale and button order (which every rule
/// may read). The linter shows a rule that reads less than the whole dialog only those parts, and
/// takes its findings for the next dialog with the same parts instead of running it again: a tree's
/// dialogs share a few sets of buttons ("Cancel" and "Delete") under thousands of different texts.
public struct DialogParts: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The title and the message.
    public static let text = DialogParts(rawValue: 1 << 0)
    public static let buttons = DialogParts(rawValue: 1 << 1)
    public static let textFields = DialogParts(rawValue: 1 << 2)
    public static let all: DialogParts = [.text, .buttons, .textFields]
}

/// Everything a rule says about itself, declared once: `dialint rules`, `dialint explain`,
/// `docs/rules.md`, the SARIF rule table and the rule's tests are all generated from it.
public struct RuleDescription: Sendable {
    /// The kebab-case id, as written in `rules.md` (never derived from a type name).
    public var id: String
    /// One sentence: what the rule reports.
    public var summary: String
    /// Why it matters, in a few sentences.
    public var rationale: String
    /// The guideline texts it rests on, oldest first.
    public var guidelines: [Guideline]
    /// The editions whose guideline text states the rule; it applies from the earliest of them on.
    /// Rules beyond the HIG state every edition.
    public var editions: [Edition]
    /// The kinds of dialog it judges.
    public var kinds: Set<Kind>
    /// Whether it judges English words, and so applies only to English dialogs.
    public var englishOnly: Bool
    public var defaultSeverity: Severity
    /// Whether its findings carry a safe mechanical fix.
    public var fixable: Bool
    public var options: [RuleOption]
    /// What it reads of a dialog (`DialogParts`): the whole dialog unless it says less.
    public var reads: DialogParts
    /// Specs it must report, with `↓` before each place a finding is expected.
    public var triggering: [Example]
    /// Specs it must leave alone.
    public var nonTriggering: [Example]

    public init(
        id: String, summary: String, rationale: String, guidelines: [Guideline],
        editions: [Edition]? = nil, kinds: Set<Kind>, englishOnly: Bool,
        defaultSeverity: Severity = .warning, fixable: Bool = false, options: [RuleOption] = [],
        reads: DialogParts = .all, triggering: [Example] = [], nonTriggering: [Example] = []
    ) {
        self.id = id
        self.summary = summary
        self.rationale = rationale
        self.guidelines = guidelines
        let stated = guidelines.compactMap(\.edition)
        self.editions = editions ?? (stated.isEmpty ? Edition.allCases : Array(Set(stated)).sorted())
        self.kinds = kinds
        self.englishOnly = englishOnly
        self.defaultSeverity = defaultSeverity
        self.fixable = fixable
        self.options = options
        self.reads = reads
        self.triggering = triggering
        self.nonTriggering = nonTriggering
    }

    /// The edition from which the rule applies.
    public var firstEdition: Edition { editions.min() ?? .hig2008 }

    /// Whether the rule applies when a spec is held to `edition`.
    public func applies(under edition: Edition) -> Bool { firstEdition <= edition }

    /// The kinds, in catalog order, as the catalog abbreviates them ("A S M").
    public var kindLetters: String {
        Kind.allCases.filter(kinds.contains).map { kind in
            switch kind {
            case .alert: "A"
            case .actionSheet: "S"
            case .modal: "M"
            }
        }.joined(separator: " ")
    }

    /// Whether the rule comes from a source beyond the HIG.
    public var isBeyondHIG: Bool { guidelines.allSatisfy { $0.edition == nil } }
}
