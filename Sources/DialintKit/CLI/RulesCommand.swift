/// `dialint rules [--format text|json|markdown]`: every rule, from its description.
enum RulesCommand {
    static let formats = ["text", "json", "markdown", "config-schema"]

    static func run(_ arguments: Arguments, _ environment: CommandEnvironment) -> Int32 {
        let format = arguments.format ?? "text"
        let descriptions = RuleRegistry.descriptions
        switch format {
        case "text":
            environment.standardOutput.write(table(descriptions))
        case "json":
            environment.standardOutput.write(RuleDocument.encode(descriptions.map { RuleDocument($0, withExamples: false) }))
        case "markdown":
            environment.standardOutput.write(RuleReference.markdown(descriptions))
        case "config-schema":
            environment.standardOutput.write(ConfigSchema.document(descriptions))
        default:
            environment.reportError("unknown format '\(format)' for rules; expected one of \(formats.joined(separator: ", "))")
            return 2
        }
        return 0
    }

    /// An aligned table: id, severity, editions, kinds, fix, summary.
    static func table(_ descriptions: [RuleDescription]) -> String {
        let header = ["RULE", "SEVERITY", "EDITIONS", "KINDS", "FIX", "SUMMARY"]
        let rows = descriptions.map { d in
            [d.id, d.defaultSeverity.rawValue, d.editionsLabel, d.kindLetters, d.fixable ? "fix" : "-", d.summary]
        }
        let widths = (0..<header.count - 1).map { column in
            ([header] + rows).map { $0[column].count }.max() ?? 0
        }
        return ([header] + rows).map { row in
            row.enumerated().map { column, cell in
                column < widths.count ? cell.padding(toLength: widths[column], withPad: " ", startingAt: 0) : cell
            }.joined(separator: "  ")
        }.joined(separator: "\n") + "\n"
    }
}
