import Foundation

/// How a rule is set in `.dialint.json`: off, or on with a severity and options.
public struct RuleSetting: Sendable, Hashable {
    /// nil means "off".
    public var severity: Severity?
    public var options: [String: Int]

    public static let off = RuleSetting(severity: nil, options: [:])
}

/// A team's own rule, declared in `.dialint.json` without writing Swift.
public struct CustomRuleDefinition: Sendable, Hashable {
    public enum Field: String, Sendable, Hashable, CaseIterable {
        case title, message, button, textField

        /// The strings of a dialog this field names.
        var stringField: DialogString.Field {
            switch self {
            case .title: .title
            case .message: .message
            case .button: .buttonTitle
            case .textField: .placeholder
            }
        }
    }

    public var id: String
    public var message: String
    public var pattern: String
    public var fields: [Field]
    public var kinds: [Kind]?
    public var severity: Severity
    public var replacement: String?
}

/// A `.dialint.json`, decoded and validated.
public struct ConfigFile: Sendable {
    /// Where it was read from, as reported.
    public var path: String
    /// Its folder: `include` and `exclude` are relative to it.
    public var folder: String
    public var edition: Edition?
    public var locale: String?
    public var rules: [String: RuleSetting]
    public var vocabulary: [String]
    public var include: [Glob]
    public var exclude: [Glob]
    public var customRules: [CustomRuleDefinition]

    public static let fileName = ".dialint.json"
    static let keys = ["edition", "locale", "rules", "vocabulary", "include", "exclude", "customRules"]
    static let customRuleKeys = ["id", "message", "pattern", "fields", "kinds", "severity", "replacement"]

    /// An empty configuration rooted in `folder` (no file found).
    public static func empty(folder: String) -> ConfigFile {
        ConfigFile(path: "", folder: folder, edition: nil, locale: nil, rules: [:], vocabulary: [],
            include: [], exclude: [], customRules: [])
    }

    /// Whether a file found by walking folders is linted: not excluded, and included when `include` is set.
    public func admits(_ absolutePath: String) -> Bool {
        let base = folder.hasSuffix("/") ? folder : folder + "/"
        guard absolutePath.hasPrefix(base) else {
            // A file outside the configuration's folder (a --config kept elsewhere): a pattern that names
            // a file at any depth ("*.draft.json") still excludes it; one anchored to the folder cannot.
            return !exclude.contains { !$0.isAnchored && $0.matches(absolutePath) }
        }
        let relative = String(absolutePath.dropFirst(base.count))
        if exclude.contains(where: { $0.matches(relative) }) { return false }
        return include.isEmpty || include.contains { $0.matches(relative) }
    }
}

/// A defect of a configuration file, located in it: the run stops with exit status 2.
public struct ConfigError: Error, Sendable, Hashable {
    public var path: String
    public var position: SourcePosition?
    public var message: String

    /// `path:line:column: error: message`, as the text format prints diagnostics.
    /// One line: what the message and path quote of the file is escaped (`escapingControlCharacters`).
    public var line: String {
        let message = message.escapingControlCharacters, path = path.escapingControlCharacters
        if let position { return "\(path):\(position.line):\(position.column): error: \(message)" }
        return "\(path): error: \(message)"
    }
}

/// Every defect of a configuration file.
public struct ConfigErrors: Error, Sendable, Hashable {
    public var errors: [ConfigError]
    public init(_ errors: [ConfigError]) { self.errors = errors }
}
