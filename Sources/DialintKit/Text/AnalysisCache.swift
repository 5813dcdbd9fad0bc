/// The analyses of one dialog's strings, memoized: some twenty rules read the same few strings,
/// and tokenizing each of them once instead of once per rule is most of dialint's speed.
///
/// A cache lives inside the `WordKnowledge` of one dialog, which exists only during the one
/// `Linter.lint` call (on one thread) that made it; it is never shared between threads.
final class AnalysisCache: @unchecked Sendable {
    private var texts: [String: AnalyzedText] = [:]
    private var protections: [String: [Bool]] = [:]
    private var protectionsForButtonTitles: [String: [Bool]] = [:]

    func analyzed(_ text: String) -> AnalyzedText {
        if let cached = texts[text] { return cached }
        let analysis = AnalyzedText(text)
        texts[text] = analysis
        return analysis
    }

    func protection(of text: String, forButtonTitles: Bool, compute: () -> [Bool]) -> [Bool] {
        if let cached = forButtonTitles ? protectionsForButtonTitles[text] : protections[text] { return cached }
        let value = compute()
        if forButtonTitles { protectionsForButtonTitles[text] = value } else { protections[text] = value }
        return value
    }
}
