/// `dialint explain RULE-ID [--format text|json]`: a rule's rationale, guideline text and examples.
enum ExplainCommand {
    static func run(id: String, _ arguments: Arguments, _ environment: CommandEnvironment) -> Int32 {
        guard let description = RuleRegistry.description(of: id) else {
            var message = "unknown rule '\(id)'"
            message += DidYouMean.hint(for: id, among: RuleRegistry.ids, quote: "'")
            environment.reportError("\(message) (see dialint rules)")
            return 2
        }
        switch arguments.format ?? "text" {
        case "text":
            environment.standardOutput.write(text(description))
        case "json":
            environment.standardOutput.write(RuleDocument.encode(RuleDocument(description, withExamples: true)))
        case let other:
            environment.reportError("unknown format '\(other)' for explain; expected text or json")
            return 2
        }
        return 0
    }

    static func text(_ d: RuleDescription) -> String {
        var lines: [String] = []
        lines.append("\(d.id) (\(d.defaultSeverity.rawValue)\(d.fixable ? ", fixable" : ""))")
        lines.append(d.summary)
        lines.append("")
        var scope = "Applies to \(d.kindsLabel); "
        scope += d.isBeyondHIG ? "every edition" : "editions \(d.firstEdition) and later (stated in \(d.editions.map(\.description).joined(separator: ", ")))"
        if d.englishOnly { scope += "; English dialogs only" }
        lines.append(scope + ".")
        for option in d.options {
            lines.append("Option \(option.name) (default \(option.defaultValue)): \(option.summary)")
        }
        lines.append("")
        lines.append("Why:")
        lines.append("  " + d.rationale)
        lines.append("")
        lines.append("Guidelines:")
        for guideline in d.guidelines {
            lines.append("  \(guideline.source): “\(guideline.quote)”")
        }
        if !d.triggering.isEmpty {
            lines.append("")
            lines.append("Reported:")
            for example in d.triggering { lines.append("  " + exampleLine(example)) }
        }
        if !d.nonTriggering.isEmpty {
            lines.append("")
            lines.append("Not reported:")
            for example in d.nonTriggering { lines.append("  " + exampleLine(example)) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func exampleLine(_ example: Example) -> String {
        var line = example.cleanSpec
        if example.edition != .current { line += "  (edition \(example.edition))" }
        if !example.options.isEmpty {
            line += "  (options: " + example.options.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ") + ")"
        }
        return line
    }
}
