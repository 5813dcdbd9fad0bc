/// The syntax of a `locale`: a BCP 47 language tag ("en", "en-US", "zh-Hant-TW"), or an Apple locale
/// identifier that writes its separators as underscores ("en_GB").
///
/// The English-only rules run when the locale's language is English, so a locale that is no tag at
/// all ("english", "") would turn them off without a word: it is a defect to report instead.
enum LanguageTag {
    /// Whether `tag` follows a strict subset of BCP 47's grammar (RFC 5646): a language of two or three
    /// letters (the registered five-to-eight-letter ones aside: "english" is a typo), then in
    /// order up to three extended languages, a script (4 letters), a region (2 letters or 3 digits),
    /// variants (5 to 8 letters or digits, or a digit and 3 more), extensions (a singleton and subtags
    /// of 2 to 8) and a private use part ("x" and subtags of 1 to 8); or a private use tag alone
    /// ("x-private"), or a grandfathered "i-" tag ("i-klingon"). Subtags may be separated by "-" or "_".
    static func isValid(_ tag: String) -> Bool {
        let subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }
            .map { Array($0) }
        guard let first = subtags.first, subtags.allSatisfy({ !$0.isEmpty && $0.count <= 8 && $0.allSatisfy(isAlphanumeric) })
        else { return false }
        let rest = subtags.dropFirst()
        if first.count == 1 {
            switch first[0] | 0x20 {
            case UInt8(ascii: "x"): return !rest.isEmpty
            case UInt8(ascii: "i"): return rest.count == 1 && rest.first!.count >= 3 && rest.first!.allSatisfy(isLetter)
            default: return false
            }
        }
        guard (2...3).contains(first.count), first.allSatisfy(isLetter) else { return false }
        var index = rest.startIndex
        func next(_ accepts: ([UInt8]) -> Bool) -> Bool {
            guard index < rest.endIndex, accepts(rest[index]) else { return false }
            index += 1
            return true
        }
        var extensions = 0
        while extensions < 3, next({ $0.count == 3 && $0.allSatisfy(isLetter) }) { extensions += 1 }
        _ = next { $0.count == 4 && $0.allSatisfy(isLetter) }
        _ = next { ($0.count == 2 && $0.allSatisfy(isLetter)) || ($0.count == 3 && $0.allSatisfy(isDigit)) }
        while next({ (5...8).contains($0.count) || ($0.count == 4 && isDigit($0[0])) }) {}
        while index < rest.endIndex, rest[index].count == 1, rest[index][0] | 0x20 != UInt8(ascii: "x") {
            index += 1
            var parts = 0
            while next({ (2...8).contains($0.count) }) { parts += 1 }
            guard parts > 0 else { return false }
        }
        if index < rest.endIndex, rest[index].count == 1 {
            index += 1
            guard index < rest.endIndex else { return false }
            return true
        }
        return index == rest.endIndex
    }

    /// The defect of a `locale` member whose value is no tag, with the tag meant where a language's
    /// English name says it ("english" → "en").
    static func defect(_ value: String, at pointer: JSONPointer) -> SpecIssue {
        var message = "locale \"\(value)\" is not a BCP 47 language tag such as \"en\" or \"en-US\""
        if let code = codesByName[value.lowercased()] { message += "; did you mean \"\(code)\"?" }
        return SpecIssue(.invalidSpec, at: pointer, message)
    }

    private static let codesByName = [
        "english": "en", "french": "fr", "german": "de", "spanish": "es", "italian": "it", "portuguese": "pt",
        "dutch": "nl", "japanese": "ja", "chinese": "zh", "korean": "ko", "russian": "ru", "arabic": "ar",
    ]

    private static func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    private static func isAlphanumeric(_ byte: UInt8) -> Bool { isLetter(byte) || isDigit(byte) }
}
