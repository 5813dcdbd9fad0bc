/// A version of Apple's Human Interface Guidelines that a spec can be held to.
///
/// A guideline, once stated, holds in every later edition until a later edition replaces it
/// (see `rules.md`). Rules whose subject was replaced read `RuleContext.edition` themselves.
public enum Edition: Int, Sendable, Hashable, CaseIterable, Codable, Comparable, CustomStringConvertible {
    case hig2008 = 2008
    case hig2010 = 2010
    case hig2014 = 2014
    case hig2016 = 2016
    case hig2023 = 2023

    /// The current guidelines, the default.
    public static let current = Edition.hig2023

    public init?(year: String) {
        guard let value = Int(year), let edition = Edition(rawValue: value) else { return nil }
        self = edition
    }

    public var description: String { String(rawValue) }

    public static func < (lhs: Edition, rhs: Edition) -> Bool { lhs.rawValue < rhs.rawValue }
}
