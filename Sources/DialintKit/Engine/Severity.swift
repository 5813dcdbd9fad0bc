/// How serious a diagnostic is.
public enum Severity: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case note
    case warning
    case error

    public static func < (lhs: Severity, rhs: Severity) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
