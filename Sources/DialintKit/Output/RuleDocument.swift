import Foundation

/// A rule's description as JSON: `dialint rules --format json`, `dialint explain ID --format json`.
struct RuleDocument: Encodable {
    struct Option: Encodable {
        var name: String
        var `default`: Int
        var summary: String
    }

    struct Quote: Encodable {
        var source: String
        var edition: Int?
        var quote: String
    }

    struct ExampleDocument: Encodable {
        var spec: String
        var edition: Int
        var options: [String: Int]?
    }

    var id: String
    var summary: String
    var rationale: String
    var severity: String
    /// The editions whose text states the rule.
    var editions: [Int]
    /// The first edition the rule applies under; it applies under every later one too (`rules` shows
    /// "2014+"). A filter for the rules of one edition reads this, not `editions`.
    var since: Int
    var kinds: [String]
    var englishOnly: Bool
    var fixable: Bool
    var options: [Option]
    var guidelines: [Quote]
    var triggering: [ExampleDocument]?
    var nonTriggering: [ExampleDocument]?

    init(_ description: RuleDescription, withExamples: Bool) {
        id = description.id
        summary = description.summary
        rationale = description.rationale
        severity = description.defaultSeverity.rawValue
        editions = description.editions.map(\.rawValue)
        since = description.firstEdition.rawValue
        kinds = Kind.allCases.filter(description.kinds.contains).map(\.rawValue)
        englishOnly = description.englishOnly
        fixable = description.fixable
        options = description.options.map { Option(name: $0.name, default: $0.defaultValue, summary: $0.summary) }
        guidelines = description.guidelines.map { Quote(source: $0.source, edition: $0.edition?.rawValue, quote: $0.quote) }
        if withExamples {
            func document(_ example: Example) -> ExampleDocument {
                ExampleDocument(spec: example.cleanSpec, edition: example.edition.rawValue,
                    options: example.options.isEmpty ? nil : example.options)
            }
            triggering = description.triggering.map(document)
            nonTriggering = description.nonTriggering.map(document)
        }
    }

    static func encode<T: Encodable>(_ value: T) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}

extension RuleDescription {
    /// "2014+" or "all editions", for listings.
    var editionsLabel: String {
        isBeyondHIG ? "all" : "\(firstEdition)+"
    }

    /// "alerts, action sheets and modal views".
    var kindsLabel: String {
        let names = Kind.allCases.filter(kinds.contains).map { "\($0.displayName)s" }
        guard names.count > 1 else { return names.first ?? "" }
        return names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    }
}
