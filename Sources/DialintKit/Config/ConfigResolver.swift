import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds and loads the configuration of each file: `--config` if given, else the nearest
/// `.dialint.json` walking up from the file's folder. Each file is read once however many
/// specs share it; folders are looked up once.
struct ConfigResolver {
    private let explicitPath: String?
    private let workingDirectory: String
    private var nearest: [String: String?] = [:]
    private(set) var loaded: [String: ConfigFile] = [:]
    private(set) var errors: [ConfigError] = []

    init(explicitPath: String?, workingDirectory: String) {
        self.explicitPath = explicitPath
        self.workingDirectory = workingDirectory
    }

    /// The configuration for a file (absolute path), or an empty one rooted at the working directory.
    mutating func configuration(forFile path: String) -> ConfigFile {
        configuration(forFolder: FilePaths.folder(of: path))
    }

    mutating func configuration(forFolder folder: String) -> ConfigFile {
        guard let configPath = explicitPath ?? nearestConfig(from: folder) else {
            return .empty(folder: workingDirectory)
        }
        if let file = loaded[configPath] { return file }
        let reported = FilePaths.displayPath(configPath, workingDirectory: workingDirectory)
        switch ConfigFile.load(path: configPath, reportedAs: reported, wasFound: explicitPath == nil) {
        case .success(let file):
            loaded[configPath] = file
            return file
        case .failure(let failure):
            errors += failure.errors
            let empty = ConfigFile.empty(folder: workingDirectory)
            loaded[configPath] = empty
            return empty
        }
    }

    private mutating func nearestConfig(from folder: String) -> String? {
        if let cached = nearest[folder] { return cached }
        let candidate = (folder as NSString).appendingPathComponent(ConfigFile.fileName)
        let found: String?
        // Whatever stands there under the name is the folder's configuration, even a folder or a link to
        // nothing: loading it then fails with the reason (exit 2). Passed over, the configuration of a
        // folder higher up would apply without a word, and a broken link to a shared config would turn
        // off every override it holds.
        var status = stat()
        if lstat(candidate, &status) == 0 {
            found = candidate
        } else {
            let parent = FilePaths.folder(of: folder)
            found = parent.isEmpty || parent == folder ? nil : nearestConfig(from: parent)
        }
        nearest[folder] = found
        return found
    }
}

/// The effective configuration of a file, as `dialint --print-config PATH` prints it: itself a valid
/// `.dialint.json` (every rule at its level, options inline, custom rules whole), so that
/// `dialint --print-config . > .dialint.json` starts a configuration, as ESLint's `--print-config` does.
struct EffectiveConfiguration: Encodable {
    /// A rule's level, or an object with its severity and options, as a configuration writes them.
    enum Setting: Encodable {
        case level(String)
        case withOptions(severity: String, options: [String: Int])

        func encode(to encoder: any Encoder) throws {
            switch self {
            case .level(let level):
                var container = encoder.singleValueContainer()
                try container.encode(level)
            case .withOptions(let severity, let options):
                var container = encoder.container(keyedBy: AnyKey.self)
                try container.encode(severity, forKey: AnyKey("severity"))
                for (name, value) in options { try container.encode(value, forKey: AnyKey(name)) }
            }
        }
    }

    /// A custom rule, with the keys a configuration gives it.
    struct CustomRuleSetting: Encodable {
        var id: String
        var message: String
        var pattern: String
        var fields: [String]
        var kinds: [String]?
        var severity: String
        var replacement: String?

        init(_ definition: CustomRuleDefinition) {
            id = definition.id
            message = definition.message
            pattern = definition.pattern
            fields = definition.fields.map(\.rawValue)
            kinds = definition.kinds?.map(\.rawValue)
            severity = definition.severity.rawValue
            replacement = definition.replacement
        }
    }

    /// The edition as the documented configuration writes it: "2014".
    var edition: String
    var locale: String
    var rules: [String: Setting]
    var vocabulary: [String]
    var include: [String]
    var exclude: [String]
    var customRules: [CustomRuleSetting]

    init(_ configuration: LintConfiguration, file: ConfigFile) {
        edition = configuration.edition.description
        locale = configuration.defaultLocale ?? "en"
        var rules: [String: Setting] = [:]
        let all = RuleRegistry.descriptions + configuration.customRules.compactMap(CustomRule.init).map(\.description)
        for description in all {
            let id = description.id
            guard configuration.isEnabled(id) else {
                rules[id] = .level("off")
                continue
            }
            let severity = (configuration.severities[id] ?? description.defaultSeverity).rawValue
            var options: [String: Int] = [:]
            for option in description.options { options[option.name] = configuration.options[id]?[option.name] ?? option.defaultValue }
            rules[id] = options.isEmpty ? .level(severity) : .withOptions(severity: severity, options: options)
        }
        self.rules = rules
        vocabulary = configuration.vocabulary
        include = file.include.map(\.pattern)
        exclude = file.exclude.map(\.pattern)
        customRules = configuration.customRules.map(CustomRuleSetting.init)
    }
}
