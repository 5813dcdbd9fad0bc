/// Suggestions for a mistyped name: `"titel"` → `title`, `"actionsheet"` → `actionSheet`, `buton-ok` → `button-ok`.
public enum DidYouMean {
    /// The candidate nearest to `input`, if it is near enough to be what was meant.
    ///
    /// Case is ignored when comparing (a case slip is the commonest typo), and a candidate
    /// is offered only when the edit distance is small for the word's length, so that
    /// an unrelated word gets a list of choices rather than a misleading guess.
    public static func suggestion(for input: String, among candidates: [String]) -> String? {
        let needle = Array(input.lowercased())
        let limit = max(1, min(3, needle.count / 3))
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let other = Array(candidate.lowercased())
            // The distance is at least the difference in length: no need to work it out past the limit.
            guard abs(other.count - needle.count) <= limit else { continue }
            let distance = editDistance(needle, other)
            if distance <= limit, distance < (best?.distance ?? .max) {
                best = (candidate, distance)
            }
        }
        if let best { return best.candidate }
        // A name cut short ("vocab" for "vocabulary", "excl" for "exclude"): the one candidate it begins.
        guard needle.count >= 4 else { return nil }
        let prefix = String(needle)
        let starts = candidates.filter { $0.lowercased().hasPrefix(prefix) }
        return starts.count == 1 ? starts[0] : nil
    }

    /// The end of an error message for a mistyped name: `; did you mean "title"?` (`quote` is `"` for names
    /// written in JSON, `'` for the command line), or nothing when no candidate is near enough. Never the
    /// input itself: a value refused for another reason than its spelling is no typo.
    public static func hint(for input: String, among candidates: [String], quote: String = "\"") -> String {
        guard let suggestion = suggestion(for: input, among: candidates), suggestion != input else { return "" }
        return "; did you mean \(quote)\(suggestion)\(quote)?"
    }

    /// Damerau–Levenshtein distance (optimal string alignment): a swap of two neighbours counts once.
    static func editDistance(_ a: [Character], _ b: [Character]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previousPrevious[j - 2] + 1)
                }
            }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
