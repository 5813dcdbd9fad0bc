/// A path pattern of `.dialint.json`'s `include` and `exclude`: `*` matches within one folder name,
/// `**` across folders, `?` one character. A pattern matches a path when it matches the path or
/// one of its folders ("Fixtures/bad" excludes everything under it); as in `.gitignore`, a pattern
/// without a slash matches a name at any depth ("*.draft.json"), and a leading "/" or "./" anchors a
/// pattern to the configuration's folder ("/Fixtures/**", "./build").
public struct Glob: Sendable, Hashable {
    public let pattern: String
    private let characters: [Character]
    /// Whether the pattern holds only from the configuration's folder: it has a slash in it.
    public let isAnchored: Bool

    public init(_ pattern: String) {
        var trimmed = pattern
        // "./build" names the configuration's own folder's build, as "/build" does.
        let startsAtFolder = trimmed.hasPrefix("./")
        while trimmed.hasPrefix("./") { trimmed.removeFirst(2) }
        while trimmed.hasSuffix("/") && trimmed.count > 1 { trimmed.removeLast() }
        isAnchored = startsAtFolder || trimmed.contains("/")
        self.pattern = trimmed
        while trimmed.hasPrefix("/") && trimmed.count > 1 { trimmed.removeFirst() }
        self.characters = Array(trimmed)
    }

    /// Whether `path` (relative, `/`-separated) or one of its parent folders matches.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true)
        if !isAnchored {
            return parts.contains { matchesExactly(Array($0)) }
        }
        // One pass over the whole path answers for every folder on it: the pattern matches a folder
        // where it matches the text up to a slash (matching each folder's path apart grew with the
        // cube of the depth: 43 s for a tree 1,000 folders deep).
        let text = Array(parts.joined(separator: "/"))
        let matched = matchedPrefixes(text)
        return matched.indices.dropFirst().contains { end in matched[end] && (end == text.count || text[end] == "/") }
    }

    /// Whether the whole of `text` matches the pattern.
    func matchesExactly(_ text: [Character]) -> Bool {
        matchedPrefixes(text)[text.count]
    }

    /// For each `end` in `0...text.count`, whether the pattern matches `text[..<end]` (dynamic
    /// programming over the pattern, no backtracking blow-up).
    private func matchedPrefixes(_ text: [Character]) -> [Bool] {
        let p = characters
        // reachable[j]: the pattern prefix p[0..<i] can match text prefix text[0..<j].
        var reachable = [Bool](repeating: false, count: text.count + 1)
        reachable[0] = true
        var i = 0
        while i < p.count {
            var next = [Bool](repeating: false, count: text.count + 1)
            if p[i] == "*" {
                let isDouble = i + 1 < p.count && p[i + 1] == "*"
                if isDouble {
                    // "**/" also matches no folder at all.
                    let slashFollows = i + 2 < p.count && p[i + 2] == "/"
                    var any = false
                    for j in 0...text.count {
                        any = any || reachable[j]
                        next[j] = any
                    }
                    if slashFollows {
                        // Skip the slash: "**/x" matches "x" and "a/b/x".
                        var skipped = [Bool](repeating: false, count: text.count + 1)
                        for j in 0...text.count where next[j] {
                            if j == 0 || text[j - 1] == "/" { skipped[j] = true }
                        }
                        reachable = skipped
                        i += 3
                        continue
                    }
                    reachable = next
                    i += 2
                    continue
                }
                var any = false
                for j in 0...text.count {
                    if reachable[j] { any = true }
                    next[j] = any
                    if j < text.count && text[j] == "/" { any = false }
                }
            } else {
                for j in 0..<text.count where reachable[j] {
                    if (p[i] == "?" && text[j] != "/") || p[i] == text[j] { next[j + 1] = true }
                }
            }
            reachable = next
            i += 1
        }
        return reachable
    }
}
