/// The analyses of a file's strings, memoized: some twenty rules read the same few strings, and
/// dialogs repeat button titles ("Cancel", "OK"); analysing each string once is most of dialint's speed.
///
/// One cache serves one `Linter.lint` call (one file, on one thread) and is dropped with it; it is
/// never shared between threads.
final class AnalysisCache: @unchecked Sendable {
    private var texts: [String: AnalyzedText] = [:]

    func analyzed(_ text: String) -> AnalyzedText {
        if let cached = texts[text] { return cached }
        let analysis = AnalyzedText(text)
        texts[text] = analysis
        return analysis
    }
}

/// Which tokens of a string keep their capitals, memoized for one dialog (it depends on the dialog's
/// button titles and vocabulary). Confined, like `AnalysisCache`, to one lint call on one thread.
final class ProtectionCache: @unchecked Sendable {
    private var protections: [String: [Bool]] = [:]
    private var protectionsForButtonTitles: [String: [Bool]] = [:]

    func protection(of text: String, forButtonTitles: Bool, compute: () -> [Bool]) -> [Bool] {
        if let cached = forButtonTitles ? protectionsForButtonTitles[text] : protections[text] { return cached }
        let value = compute()
        if forButtonTitles { protectionsForButtonTitles[text] = value } else { protections[text] = value }
        return value
    }
}
