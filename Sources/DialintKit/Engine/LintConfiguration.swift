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

    public init() {}

    /// Whether the run turns `ruleID` on.
    public func isEnabled(_ ruleID: String) -> Bool {
        enabled.contains(ruleID) || !disabled.contains(ruleID)
    }
}
