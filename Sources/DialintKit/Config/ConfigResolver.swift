import Foundation

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
        switch ConfigFile.load(path: configPath, reportedAs: reported) {
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
        var isFolder: ObjCBool = false
        let found: String?
        if FileManager.default.fileExists(atPath: candidate, isDirectory: &isFolder), !isFolder.boolValue {
            found = candidate
        } else {
            let parent = FilePaths.folder(of: folder)
            found = parent.isEmpty || parent == folder ? nil : nearestConfig(from: parent)
        }
        nearest[folder] = found
        return found
    }
}

/// The effective configuration of a file, as `dialint --print-config PATH` prints it.
struct EffectiveConfiguration: Encodable {
    struct Setting: Encodable {
        var severity: String
        var options: [String: Int]?
    }

    var configFile: String?
    var edition: Int
    var locale: String
    var rules: [String: Setting]
    var vocabulary: [String]
    var include: [String]
    var exclude: [String]
    var customRules: [String]

    init(_ configuration: LintConfiguration, file: ConfigFile) {
        configFile = file.path.isEmpty ? nil : file.path
        edition = configuration.edition.rawValue
        locale = configuration.defaultLocale ?? "en"
        var rules: [String: Setting] = [:]
        let all = RuleRegistry.descriptions + configuration.customRules.compactMap(CustomRule.init).map(\.description)
        for description in all {
            let id = description.id
            guard configuration.isEnabled(id) else {
                rules[id] = Setting(severity: "off")
                continue
            }
            let severity = configuration.severities[id] ?? description.defaultSeverity
            var options: [String: Int] = [:]
            for option in description.options { options[option.name] = configuration.options[id]?[option.name] ?? option.defaultValue }
            rules[id] = Setting(severity: severity.rawValue, options: options.isEmpty ? nil : options)
        }
        self.rules = rules
        vocabulary = configuration.vocabulary
        include = file.include.map(\.pattern)
        exclude = file.exclude.map(\.pattern)
        customRules = configuration.customRules.map(\.id)
    }
}
