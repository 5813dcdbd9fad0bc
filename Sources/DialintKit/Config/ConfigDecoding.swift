import Foundation

extension ConfigFile {
    /// Reads and validates a configuration file. Every defect is reported, located in the file.
    /// `wasFound`: the file was seen a moment ago (the nearest `.dialint.json`), not merely named.
    public static func load(path: String, reportedAs displayPath: String, wasFound: Bool = false) -> Result<ConfigFile, ConfigErrors> {
        switch FileReader.read(path) {
        case .failure(let error):
            let error = wasFound ? error.afterListing : error
            return .failure(ConfigErrors([ConfigError(path: displayPath, position: nil, message: error.message)]))
        case .success(let data):
            let folder = FilePaths.folder(of: path)
            return decode(data, reportedAs: displayPath, folder: folder.isEmpty ? "." : folder)
        }
    }

    /// Validates a configuration's bytes.
    public static func decode(_ data: Data, reportedAs path: String, folder: String) -> Result<ConfigFile, ConfigErrors> {
        let map: SourceMap
        do {
            map = try SourceMap(scanning: data)
        } catch {
            return .failure(ConfigErrors([ConfigError(path: path, position: error.position, message: error.message)]))
        }
        let decoded: ConfigDecoding
        do {
            decoded = try JSONDecoder().decode(ConfigDecoding.self, from: data)
        } catch {
            return .failure(ConfigErrors([ConfigError(path: path, position: map.position(atOffset: 0),
                message: "JSONDecoder could not read the file: \(error)")]))
        }
        // In a configuration every defect is an error: a typo must never silently turn a check off.
        let errors = map.duplicateKeys.map { duplicate in
            ConfigError(path: path, position: duplicate.keyRange.start,
                message: "duplicate key \"\(duplicate.pointer.components.last.map { "\($0)" } ?? "")\"")
        } + decoded.issues.map { issue in
            let range = issue.atKey ? map.keyRange(at: issue.pointer) ?? map.nearestValueRange(at: issue.pointer).range
                : map.nearestValueRange(at: issue.pointer).range
            return ConfigError(path: path, position: range.start, message: issue.message)
        }
        guard errors.isEmpty else {
            return .failure(ConfigErrors(errors.sorted { ($0.position?.offset ?? 0) < ($1.position?.offset ?? 0) }))
        }
        var file = decoded.file
        file.path = path
        file.folder = folder
        return .success(file)
    }
}

/// The top level of `.dialint.json`, read with the same defect-collecting reader as specs.
struct ConfigDecoding: Decodable {
    var file = ConfigFile.empty(folder: ".")
    var issues: [SpecIssue] = []

    init(from decoder: any Decoder) throws {
        guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
            issues.append(SpecIssue(.invalidSpec, at: .root, "a configuration must be a JSON object"))
            return
        }
        var reader = ObjectReader(container)
        reader.reportUnknownKeys(known: ConfigFile.keys, in: "the configuration")
        file.edition = readEdition(&reader)
        file.locale = reader.locale()
        file.vocabulary = (reader.strings("vocabulary") ?? []).map(\.0)
        file.include = (reader.strings("include") ?? []).map { Glob($0.0) }
        file.exclude = (reader.strings("exclude") ?? []).map { Glob($0.0) }
        file.customRules = reader.array("customRules", expected: "an array of custom rules") { decoder, _, _, issues in
            readCustomRule(decoder, issues: &issues)
        } ?? []
        // Two custom rules under one id would report each finding twice and be disabled together.
        var customIDs = Set<String>()
        for rule in file.customRules where !customIDs.insert(rule.id).inserted {
            reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending("customRules"),
                "custom rule id \"\(rule.id)\" is used twice; give each rule its own"))
        }
        file.rules = readRules(&reader, customIDs: file.customRules.map(\.id))
        issues = reader.issues.map { issue in
            // Every configuration defect stops the run; unknown keys included.
            var issue = issue
            issue.kind = .invalidSpec
            return issue
        }
    }

    private func readEdition(_ reader: inout ObjectReader) -> Edition? {
        guard reader.has("edition") else { return nil }
        let key = AnyKey("edition"), pointer = reader.pointer.appending("edition")
        let written: String
        if let year = try? reader.container.decode(String.self, forKey: key) {
            if let edition = Edition(year: year) { return edition }
            written = year
        } else if let year = try? reader.container.decode(Int.self, forKey: key) {
            // A year written as a number (2014) is read as its string would be.
            if let edition = Edition(rawValue: year) { return edition }
            written = String(year)
        } else {
            // null, true, a list or a fraction is no year at all: say what it is, not which years exist.
            reader.issues.append(SpecIssue(.invalidSpec, at: pointer,
                "\"edition\" must be a string such as \"\(Edition.current)\", not \(reader.writtenValue(of: "edition"))"))
            return nil
        }
        let years = Edition.allCases.map(\.description)
        reader.issues.append(SpecIssue(.invalidSpec, at: pointer,
            "unknown edition \"\(written)\"; expected \(ListFormatting.quotedAlternatives(years))"))
        return nil
    }

    private func readRules(_ reader: inout ObjectReader, customIDs: [String]) -> [String: RuleSetting] {
        guard reader.has("rules") else { return [:] }
        guard let rules = try? reader.container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("rules")) else {
            reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending("rules"),
                "\"rules\" must be an object of rule ids, not \(reader.type(of: "rules").withArticle)"))
            return [:]
        }
        let known = RuleRegistry.ids + customIDs
        var settings: [String: RuleSetting] = [:]
        for key in rules.allKeys {
            let id = key.stringValue
            let pointer = reader.pointer.appending("rules").appending(.key(id))
            guard known.contains(id) else {
                var message = "unknown rule \"\(id)\""
                message += DidYouMean.hint(for: id, among: known)
                reader.issues.append(SpecIssue(.invalidSpec, at: pointer, atKey: true, message))
                continue
            }
            if let level = try? rules.decode(String.self, forKey: key) {
                switch Self.setting(level, of: id) {
                case .success(let setting): settings[id] = setting
                case .failure(let defect): reader.issues.append(SpecIssue(.invalidSpec, at: pointer, defect.message))
                }
                continue
            }
            guard let object = try? rules.nestedContainer(keyedBy: AnyKey.self, forKey: key) else {
                let found = JSONType.of(key, in: rules)
                reader.issues.append(SpecIssue(.invalidSpec, at: pointer,
                    "\"\(id)\" must be \(Self.levels.map { "\"\($0)\"" }.joined(separator: ", ")) or an object with "
                        + "\"severity\" and its options, not \(found.withArticle)"))
                continue
            }
            var options = ObjectReader(object)
            let declared = RuleRegistry.description(of: id)?.options ?? []
            options.reportUnknownKeys(known: ["severity"] + declared.map(\.name), in: "the settings of \(id)")
            var setting = RuleSetting(severity: RuleRegistry.description(of: id)?.defaultSeverity ?? .warning, options: [:])
            if let level = options.string("severity") {
                switch Self.setting(level, of: id) {
                case .success(let chosen): setting.severity = chosen.severity
                case .failure(let defect): options.issues.append(SpecIssue(.invalidSpec, at: pointer.appending("severity"), defect.message))
                }
            }
            for option in declared {
                guard options.has(option.name) else { continue }
                guard let value = try? object.decode(Int.self, forKey: AnyKey(option.name)) else {
                    options.issues.append(SpecIssue(.invalidSpec, at: pointer.appending(.key(option.name)),
                        Self.notAWholeNumber(option, in: options)))
                    continue
                }
                if value < option.minimum {
                    options.issues.append(SpecIssue(.invalidSpec, at: pointer.appending(.key(option.name)),
                        "\(option.name) must be \(option.minimum) or more, not \(value)"))
                } else {
                    setting.options[option.name] = value
                }
            }
            reader.issues += options.issues
            settings[id] = setting
        }
        return settings
    }

    /// File checks that cannot be turned off: a file that could not be read or parsed would pass
    /// unchecked. A lower severity ("note") lets such a file pass while still saying so.
    static let alwaysChecked: Set<String> = [FileChecks.invalidJSON.id, FileChecks.unreadableFile.id]

    static func cannotBeOff(_ id: String) -> String {
        "\(id) cannot be turned off: a file that cannot be checked must not pass unnoticed; set it to \"note\" instead"
    }

    /// Why a level cannot be a rule's setting.
    struct LevelDefect: Error {
        let message: String
    }

    /// The setting a level names for rule `id`, or why it cannot be one (unknown, or off for a file
    /// check that is always on): the same judgement for `"rule": "level"` and `{"severity": "level"}`.
    static func setting(_ level: String, of id: String) -> Result<RuleSetting, LevelDefect> {
        if level == "off", alwaysChecked.contains(id) { return .failure(LevelDefect(message: cannotBeOff(id))) }
        guard let setting = severitySetting(level) else { return .failure(LevelDefect(message: badSeverity(level))) }
        return .success(setting)
    }

    static func severitySetting(_ level: String) -> RuleSetting? {
        if level == "off" { return .off }
        return Severity(rawValue: level).map { RuleSetting(severity: $0, options: [:]) }
    }

    /// What a rule can be set to, besides an object of settings.
    static let levels = ["off"] + Severity.allCases.map(\.rawValue)

    static func badSeverity(_ level: String) -> String {
        var message = "unknown severity \"\(level)\"; expected \(ListFormatting.quotedAlternatives(levels))"
        message += DidYouMean.hint(for: level, among: levels)
        return message
    }

    /// Why an option's value, which is not a whole number that Int holds, cannot be one: a fraction is
    /// quoted ("not 3.5"); a whole number too large to count with is told the range.
    static func notAWholeNumber(_ option: RuleOption, in options: ObjectReader) -> String {
        let name = "\"\(option.name)\"", type = options.type(of: option.name)
        guard type == .number else { return "\(name) must be a whole number, not \(type.withArticle)" }
        let range = "\(name) must be a whole number from \(option.minimum) to \(Int.max)"
        // Beyond Double's range (1e400, 400 digits): too large to spell back, and far beyond Int's.
        guard let number = try? options.container.decode(Double.self, forKey: AnyKey(option.name)) else { return range }
        if number.rounded(.towardZero) != number { return "\(name) must be a whole number, not \(number)" }
        return range + ", not \(number)"
    }
}

/// Why `level` is no custom rule's severity. A custom rule always reports at some severity; it is
/// turned off as any rule is, so "off" is answered with how, not listed as if it were accepted.
private func badCustomRuleSeverity(_ level: String, id: String?) -> String {
    let severities = Severity.allCases.map(\.rawValue)
    guard level.lowercased() != "off" else {
        let name = id ?? "its id"
        return "a custom rule's severity is \(ListFormatting.quotedAlternatives(severities)); "
            + "to turn it off, set \"rules\": {\"\(name)\": \"off\"} or pass --disable \(name)"
    }
    return "unknown severity \"\(level)\"; expected \(ListFormatting.quotedAlternatives(severities))"
        + DidYouMean.hint(for: level, among: severities)
}

/// Reads one custom rule; nil (with defects recorded) when it is unusable.
private func readCustomRule(_ decoder: any Decoder, issues: inout [SpecIssue]) -> CustomRuleDefinition? {
    guard let container = try? decoder.container(keyedBy: AnyKey.self) else {
        let found = JSONType(of: decoder)
        issues.append(SpecIssue(.invalidSpec, at: JSONPointer(codingPath: decoder.codingPath),
            "a custom rule must be an object, not \(found.withArticle)"))
        return nil
    }
    var reader = ObjectReader(container)
    reader.reportUnknownKeys(known: ConfigFile.customRuleKeys, in: "a custom rule")
    for required in ["id", "message", "pattern"] where !reader.has(required) {
        reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer, "custom rule is missing \"\(required)\""))
    }
    let id = reader.string("id")
    if let id {
        if RuleRegistry.description(of: id) != nil {
            reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending("id"),
                "custom rule id \"\(id)\" is the id of a built-in rule; choose another"))
        } else if id.isEmpty || !id.allSatisfy({ $0.isLowercase || $0.isNumber || $0 == "-" }) {
            reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending("id"),
                "custom rule id \"\(id)\" must be kebab-case: lowercase letters, digits and hyphens"))
        }
    }
    let message = reader.string("message")
    if message?.allSatisfy(\.isWhitespace) == true {
        reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending("message"),
            "custom rule message is empty; say what is wrong and what to write instead"))
    }
    let pattern = reader.string("pattern")
    if pattern?.isEmpty == true {
        reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending("pattern"),
            "custom rule pattern is empty; it would match everywhere"))
    } else if let pattern {
        do {
            _ = try Regex(pattern)
        } catch {
            reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending("pattern"),
                "invalid regular expression: \(error)"))
        }
    }
    let fieldNames = reader.strings("fields")
    let kindNames = reader.strings("kinds")
    for (key, isEmpty, each) in [("fields", fieldNames?.isEmpty, "field"), ("kinds", kindNames?.isEmpty, "kind")] where isEmpty == true {
        reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending(.key(key)),
            "custom rule \"\(key)\" is empty, so the rule would check nothing; leave it out to check every \(each)"))
    }
    var fields: [CustomRuleDefinition.Field] = []
    for (name, pointer) in fieldNames ?? [] {
        if let field = CustomRuleDefinition.Field(rawValue: name) {
            fields.append(field)
        } else {
            var text = "unknown field \"\(name)\"; expected \(ListFormatting.quotedAlternatives(CustomRuleDefinition.Field.allCases.map(\.rawValue)))"
            text += DidYouMean.hint(for: name, among: CustomRuleDefinition.Field.allCases.map(\.rawValue))
            reader.issues.append(SpecIssue(.invalidSpec, at: pointer, text))
        }
    }
    var kinds: [Kind]?
    if let kindNames {
        kinds = []
        for (name, pointer) in kindNames {
            if let kind = Kind(rawValue: name) {
                kinds?.append(kind)
            } else {
                var text = "unknown kind \"\(name)\"; expected \(ListFormatting.quotedAlternatives(Kind.allCases.map(\.rawValue)))"
                text += DidYouMean.hint(for: name, among: Kind.allCases.map(\.rawValue))
                reader.issues.append(SpecIssue(.invalidSpec, at: pointer, text))
            }
        }
    }
    var severity = Severity.warning
    if let level = reader.string("severity") {
        if let chosen = Severity(rawValue: level) {
            severity = chosen
        } else {
            reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer.appending("severity"),
                badCustomRuleSeverity(level, id: id)))
        }
    }
    let replacement = reader.string("replacement")
    let failed = !reader.issues.isEmpty
    issues += reader.issues
    guard !failed, let id, let message, let pattern else { return nil }
    return CustomRuleDefinition(
        id: id, message: message, pattern: pattern,
        fields: fieldNames == nil ? CustomRuleDefinition.Field.allCases : fields,
        kinds: kinds, severity: severity, replacement: replacement)
}
