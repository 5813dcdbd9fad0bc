/// What to check and how, for one run (later merged from `.dialint.json` and the command line).
public struct LintConfiguration: Sendable {
    /// The edition the specs are held to.
    public var edition: Edition = .current
    /// Rules turned off.
    public var disabled: Set<String> = []
    /// Rules turned back on (wins over `disabled`).
    public var enabled: Set<String> = []
    /// Severity overrides by rule id.
    public var severities: [String: Severity] = [:]
    /// Rule options by rule id, then option name.
    public var options: [String: [String: Int]] = [:]
    /// Terms that keep their capitals in every file.
    public var vocabulary: [String] = []
    /// The locale of dialogs whose file and dialog name none.
    public var defaultLocale: String?
    /// Rules declared in `.dialint.json`.
    public var customRules: [CustomRuleDefinition] = []

    public init() {}

    /// The configuration a `.dialint.json` gives, before command-line overrides.
    public init(_ file: ConfigFile) {
        edition = file.edition ?? .current
        defaultLocale = file.locale
        vocabulary = file.vocabulary
        customRules = file.customRules
        for (id, setting) in file.rules {
            guard let severity = setting.severity else {
                disabled.insert(id)
                continue
            }
            severities[id] = severity
            if !setting.options.isEmpty { options[id] = setting.options }
        }
    }

    /// Whether the run turns `ruleID` on.
    public func isEnabled(_ ruleID: String) -> Bool {
        enabled.contains(ruleID) || !disabled.contains(ruleID)
    }
}
