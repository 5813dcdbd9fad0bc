/// The syntax of a `locale`: a BCP 47 language tag ("en", "en-US", "zh-Hant-TW"), or an Apple locale
/// identifier that writes its separators as underscores ("en_GB").
///
/// The English-only rules run when the locale's language is English, so a locale that is no tag at
/// all ("english", "") would turn them off without a word: it is a defect to report instead.
enum LanguageTag {
    /// Whether `tag` is a language subtag of two or three letters, then subtags of one to eight
    /// letters or digits, each after a "-" or "_".
    static func isValid(_ tag: String) -> Bool {
        var subtags = tag.utf8.split(separator: UInt8(ascii: "-"), omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: UInt8(ascii: "_"), omittingEmptySubsequences: false) }[...]
        guard let language = subtags.popFirst(), (2...3).contains(language.count), language.allSatisfy(isLetter) else {
            return false
        }
        return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { isLetter($0) || isDigit($0) } }
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
}
