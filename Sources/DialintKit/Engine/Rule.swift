/// A check of one dialog against one guideline.
///
/// A rule describes itself once (`description`) and checks purely: it reads the dialog and the
/// context and returns findings. Editions, kinds, locale, configuration and suppression are the
/// engine's business, so a rule is only asked about dialogs it applies to.
public protocol Rule: Sendable {
    static var description: RuleDescription { get }
    init()
    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding]
}

extension Rule {
    /// Checks with a fresh rule: a rule holds no state, so the engine keeps rule types, not values.
    static func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        Self().check(dialog, in: context)
    }
}

/// What a rule may know besides the dialog.
public struct RuleContext: Sendable {
    /// The edition the spec is held to.
    public var edition: Edition
    /// The rule's options, by name (missing ones take their declared default).
    public var options: [String: Int]
    /// Word knowledge for this dialog: built-in lexicon, vocabulary, the dialog's button titles.
    public var words: WordKnowledge

    public init(edition: Edition = .current, options: [String: Int] = [:], words: WordKnowledge = WordKnowledge()) {
        self.edition = edition
        self.options = options
        self.words = words
    }

    /// The value of an option, or the default the rule declares.
    public func option(_ option: RuleOption) -> Int {
        options[option.name] ?? option.defaultValue
    }

    /// The latest edition, no later than the chosen one, among those given: the one a message cites.
    public func citedEdition(among editions: [Edition]) -> Edition {
        var cited: Edition?
        for candidate in editions where candidate <= edition && cited.map({ candidate > $0 }) ?? true { cited = candidate }
        return cited ?? edition
    }
}
