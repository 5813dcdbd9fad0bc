/// The built-in English word knowledge used by capitalization rules.
///
/// Two questions decide whether a capital letter inside a sentence is wrong:
/// is the word a common English word (`isCommonWord`), and is this exact
/// spelling a known name (`isProperNoun`, `properNounPhraseLength`)? A rule
/// should ask about names first: "Photos" is both a common word and the name
/// of an app. A capitalized word that is neither is presumed to be a name
/// nobody told dialint about ("Dropbox", "Zelda") and is never flagged.
///
/// Sources: the common words and the dictionary's proper nouns are generated
/// from SCOWL (`Lexicon+Generated.swift`, by `scripts/generate-lexicon.py`);
/// the curated names and a supplement of everyday software words that the
/// dictionary lacks are hand-written in `ProperNouns.swift`.
///
/// Every list is a sorted `StaticString` literal: it lives in the binary's
/// read-only data, costs nothing at start-up, and a lookup is a binary search
/// over its bytes. A lookup allocates nothing (apart from the `String`
/// returned by `correctedSpelling(of:)`).
///
/// Words are expected as tokens: letters, digits, apostrophes, hyphens and
/// `+` ("don't", "Wi-Fi", "iCloud+"), without surrounding punctuation.
/// Curly apostrophes (’ ‘ ʼ) count as `'`, and the Unicode hyphen and
/// non-breaking hyphen (‐ ‑) count as `-`.
public struct Lexicon: Sendable {
    /// The lexicon for English (`en`, `en-US`, ...).
    public static let english = Lexicon()

    init() {}

    // MARK: - Public questions

    /// True when the dictionary holds this word in lowercase (case-insensitive
    /// input; "Photo" → true, "Dropbox" → false). Handles a trailing
    /// "'s"/"’s" and straight/curly apostrophes in contractions ("don't",
    /// "Don’t" → true).
    ///
    /// Also true for: a plural whose singular is common ("Routers"); an
    /// "n't"/"'ll"/"'ve"/"'re"/"'d"/"'m" contraction of a common word
    /// ("Shouldn't", "We'll"); a hyphenated compound whose parts are all
    /// common ("Built-In"); a plural possessive ("users'"). "I", "I'm", "I'll"
    /// are not common words: their capital is always right.
    public func isCommonWord(_ word: Substring) -> Bool {
        Self.withNormalized(word, foldCase: true) { key in
            Self.isCommonForm(key)
        } ?? false
    }

    /// True when this exact spelling is a known proper noun or proper
    /// adjective: dictionary-only-capitalized words and the curated single-word
    /// names ("Monday", "French", "Safari", "Photos", "Slack", "iCloud").
    ///
    /// Also true for the possessive of such a name ("Apple's", "Apple’s") and
    /// for a plural of a name whose lowercase form is not a common word
    /// ("iPhones", "Macs", "Germans"; but not "Homes"). Case matters: "photos"
    /// and "PHOTOS" are false. Names that are also everyday words in dialog
    /// copy ("Word", "Pages", "Signal") are not here; see `isContextualName`.
    public func isProperNoun(_ word: Substring) -> Bool {
        Self.exactSpelling(of: word, orItsPossessive: Self.isProperForm)
    }

    /// Whether `holds` is true of the exact spelling of `word` (normalized, not case-folded), or of it
    /// without a possessive ending ("Apple's").
    private static func exactSpelling(
        of word: Substring, orItsPossessive holds: (UnsafeBufferPointer<UInt8>) -> Bool
    ) -> Bool {
        withNormalized(word, foldCase: false) { key in
            if holds(key) { return true }
            if let stem = possessiveStem(key) { return holds(stem) }
            return false
        } ?? false
    }

    /// True when this exact spelling (or its possessive) is a curated name that never stands for a
    /// person: a product, a service, a day or month, a place, a language ("Mac", "Monday", "French").
    /// The dictionary's own proper nouns ("John", "Mr") are not, nor of course unknown words ("Tim"):
    /// "John Smith" and "Tim Cook" are names as a whole, "Your Mac" is no name.
    public func isNameOfThing(_ word: Substring) -> Bool {
        Self.exactSpelling(of: word, orItsPossessive: Self.isCuratedThing)
    }

    /// The spelling of the longest known name of several words that `words` start with, whatever
    /// case they are written in ("touch id" → "Touch ID", "add to up next" from "up" → "Up Next"),
    /// as one spelling a word; nil when none starts there.
    public func multiWordNameSpelling(startingWith words: ArraySlice<Substring>) -> [Substring]? {
        guard words.count >= 2, let first = words.first else { return nil }
        let names = Curated.multiWordNamesByFoldedSpelling
        // Most words start no name: one search for the first word and "_" says so.
        // The list spells apostrophes straight, as `normalize` does.
        func folded(_ word: Substring) -> String { word.lowercased().replacingOccurrences(of: "\u{2019}", with: "'") }
        guard (folded(first) + "_").withUTF8Bytes({ names.containsPrefix($0) }) else { return nil }
        for count in stride(from: min(words.count, Curated.longestPhraseWordCount), through: 2, by: -1) {
            let key = words.prefix(count).map(folded).joined(separator: "_")
            if let name = key.withUTF8Bytes({ names.value(for: $0) }) { return name.split(separator: " ") }
        }
        return nil
    }

    /// True for an app, product or service name that is also a frequent
    /// common word in dialog copy ("Word", "Pages", "Numbers", "Teams",
    /// "Signal", "Edge", "Preview", "Phone", "Pro"), so `isProperNoun` leaves
    /// it out: "Enter a Word" and "Print all Pages" are miscapitalized, but
    /// "Open in Pages" and "Export to Word" are not. A rule may accept the
    /// capital where the context names the product: after a preposition (in,
    /// to, from, with, on, into, via, using), after a verb that takes an app
    /// (open, launch, install, update), or after a name or number ("iPhone 16
    /// Pro"). Exact case; a possessive ("Word's") counts.
    public func isContextualName(_ word: Substring) -> Bool {
        Self.exactSpelling(of: word, orItsPossessive: Curated.contextualNames.contains)
    }

    /// The length, in words, of the longest curated multi-word name that
    /// starts at `words.first` (exact case match, e.g. ["Apple","Pay","is"]
    /// → 2; ["Find","My","iPhone"] → 3); 0 if none.
    ///
    /// The last word of the name may carry a possessive ("Apple Pay's").
    public func properNounPhraseLength(startingWith words: ArraySlice<Substring>) -> Int {
        guard words.count >= 2, let first = words.first else { return 0 }
        let longest = min(words.count, Curated.longestPhraseWordCount)
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: Self.maxPhraseBytes) { buffer in
            // Cheap filter: the first word followed by a space must begin
            // some name, or no length can match.
            guard let firstCount = Self.normalize(first, foldCase: false, into: buffer),
                  firstCount < buffer.count,
                  Self.multiWordNameStarts.mayContain(UnsafeBufferPointer(rebasing: buffer[..<firstCount]))
            else { return 0 }
            buffer[firstCount] = Self.space
            guard Curated.multiWordNames.containsPrefix(UnsafeBufferPointer(rebasing: buffer[..<(firstCount + 1)]))
            else { return 0 }

            return withUnsafeTemporaryAllocation(of: Int.self, capacity: longest) { ends in
                // Build "w0 w1 ... w(n-1)" once, remembering where each
                // prefix of n words ends.
                ends[0] = firstCount
                var count = firstCount
                var built = 1
                var index = words.index(after: words.startIndex)
                while built < longest, count + 1 < buffer.count {
                    buffer[count] = Self.space
                    let rest = UnsafeMutableBufferPointer(rebasing: buffer[(count + 1)...])
                    guard let wordCount = Self.normalize(words[index], foldCase: false, into: rest),
                          wordCount > 0 else { break }
                    count += 1 + wordCount
                    ends[built] = count
                    built += 1
                    index = words.index(after: index)
                }
                var n = built
                while n >= 2 {
                    let phrase = UnsafeBufferPointer(rebasing: buffer[..<ends[n - 1]])
                    if Curated.multiWordNames.contains(phrase) { return n }
                    if let stem = Self.possessiveStem(phrase), Curated.multiWordNames.contains(stem) { return n }
                    n -= 1
                }
                return 0
            }
        }
    }

    /// A certain correction for a misspelled name or initialism, e.g.
    /// "Iphone" → "iPhone", "Wifi" → "Wi-Fi", "Url" → "URL"; nil otherwise.
    ///
    /// Only names with inner capitals or special spellings and initialisms
    /// are corrected, and only when the word differs from the name in case or
    /// hyphens ("IPad", "ipad", "Wi-fi", "WiFi", "Youtube", "pdfs"); a
    /// possessive is kept ("Iphone’s" → "iPhone’s"). Words in all capitals
    /// ("IPHONE", "IOS") are left alone: they may be deliberate or a different name.
    /// With `includingInitialisms` false, only names are corrected ("iphone", not "url").
    public func correctedSpelling(of word: Substring, includingInitialisms: Bool = true) -> String? {
        var base = word
        var suffix: Substring = ""
        if word.count > 2, word.hasSuffix("'s") || word.hasSuffix("’s") {
            base = word.dropLast(2)
            suffix = word.suffix(2)
        }
        // An optional plural ending goes with the spelling as written: "Iphone(s)" → "iPhone(s)".
        let plural = Tokenizer.optionalPluralLength(base)
        if plural > 0, plural < base.count {
            suffix = base.suffix(plural) + suffix
            base = base.dropLast(plural)
        }
        guard base.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else { return nil }
        let canonical: String? = Self.withNormalized(base, foldCase: true) { folded -> String? in
            // The key drops hyphens, so "Wi-fi", "wifi" and "WiFi" meet.
            withUnsafeTemporaryAllocation(of: UInt8.self, capacity: folded.count) { keyBuffer in
                var count = 0
                for byte in folded where byte != Self.hyphen {
                    keyBuffer[count] = byte
                    count += 1
                }
                return Curated.spellingCorrections.value(for: UnsafeBufferPointer(rebasing: keyBuffer[..<count]))
            } ?? (includingInitialisms ? Self.initialism(folded) : nil)
        } ?? nil
        guard let canonical else { return nil }
        let isAlreadyRight = Self.withNormalized(base, foldCase: false) { key in
            canonical.utf8.elementsEqual(key)
        } ?? false
        return isAlreadyRight ? nil : canonical + suffix
    }

    /// The capitals of a known initialism, or of its plural ("pdfs" → "PDFs"); `key` is case-folded.
    private static func initialism(_ key: UnsafeBufferPointer<UInt8>) -> String? {
        if let form = Curated.initialisms.value(for: key) { return form }
        let n = key.count
        guard n >= 3, key[n - 1] == ascii("s"),
            let form = Curated.initialisms.value(for: UnsafeBufferPointer(rebasing: key[..<(n - 1)]))
        else { return nil }
        return form + "s"
    }

    // MARK: - Word forms

    /// `key` is case-folded and normalized.
    static func isCommonForm(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !key.isEmpty else { return false }
        if isCommonOrPlural(key) { return true }
        if let stem = possessiveStem(key) { return isCommonOrPlural(stem) }
        if let stem = contractionStem(key), isCommonOrPlural(stem) { return true }
        if key.contains(hyphen) { return isCompoundOfCommonWords(key) }
        return isRegularDerivation(key)
    }

    /// Each suffix with the endings its stem may have lost: "-ation" after "uninstall", "activate".
    private static let derivationSuffixes: [(suffix: StaticString, restored: [StaticString])] = [
        ("ation", ["", "e", "ate"]), ("ment", [""]), ("ness", [""]),
    ]

    /// A noun made from a common word by a suffix that makes only common nouns: "uninstallation"
    /// (uninstall), "deactivation" (deactivate), "enrollment", "readiness". The dictionary lists
    /// the usual ones; software coins more, and a name is rarely built this way.
    static func isRegularDerivation(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard key.count >= 8 else { return false }
        for (suffix, restorations) in derivationSuffixes {
            let suffixLength = suffix.utf8CodeUnitCount
            let stemLength = key.count - suffixLength
            guard stemLength >= 4,
                suffix.withUTF8Buffer({ UnsafeBufferPointer(rebasing: key[stemLength...]).elementsEqual($0) })
            else { continue }
            for restored in restorations {
                let found = withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stemLength + restored.utf8CodeUnitCount) { stem in
                    _ = stem.initialize(from: key[..<stemLength])
                    restored.withUTF8Buffer { ending in
                        for (offset, byte) in ending.enumerated() { stem[stemLength + offset] = byte }
                    }
                    return isListedCommon(UnsafeBufferPointer(stem))
                }
                if found { return true }
            }
        }
        return false
    }

    static func isCommonOrPlural(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        if isListedCommon(key) { return true }
        // Plurals the dictionary left out ("routers", "checkboxes", "retries").
        let n = key.count
        guard n >= 4, key[n - 1] == ascii("s"), key[n - 2] != ascii("s"), key[n - 2] != apostrophe
        else { return false }
        if isListedCommon(UnsafeBufferPointer(rebasing: key[..<(n - 1)])) { return true }
        guard key[n - 2] == ascii("e") else { return false }
        if n >= 5, isListedCommon(UnsafeBufferPointer(rebasing: key[..<(n - 2)])) { return true }
        guard n >= 5, key[n - 3] == ascii("i") else { return false }
        // "-ies" → "-y": compare the stem, then a final "y".
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: n - 2) { stem in
            _ = stem.initialize(from: key[..<(n - 3)])
            stem[n - 3] = ascii("y")
            return isListedCommon(UnsafeBufferPointer(stem))
        }
    }

    static func isListedCommon(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        generatedCommonWords.contains(key) || Curated.commonWordSupplement.contains(key)
    }

    static var generatedCommonWords: SortedWordList { SortedWordList(Generated.commonWords, layout: .lines) }
    static var generatedProperNouns: SortedWordList {
        SortedWordList(Generated.dictionaryProperNouns, layout: .lines)
    }

    /// Every entry of the lists `isListedProper` searches: most capitalized words in dialog copy are
    /// not names, and the filter says so without six binary searches.
    static let properNameFilter = WordFilter(lists: [
        Curated.appleNames, Curated.otherNames, Curated.calendarNames, Curated.placeNames,
        Curated.languageAndPeopleNames, generatedProperNouns,
    ])

    /// The first word of every multi-word name: most words start none.
    static let multiWordNameStarts = WordFilter(lists: [Curated.multiWordNames], firstWordOnly: true)
    /// The keys of the names with special spellings, and of the initialisms.
    static let nameSpellingKeys = WordFilter(lists: [Curated.spellingCorrections], firstWordOnly: true)
    static let initialismKeys = WordFilter(lists: [Curated.initialisms], firstWordOnly: true)

    /// Whether a word (folded) may be a name with a special spelling written otherwise ("bluetooth",
    /// "wi-fi", "iphone's") or, with `orInitialism`, an initialism or its plural ("pdf", "pdfs"):
    /// "certainly not" in a few dozen instructions for most words, before `correctedSpelling` is asked.
    static func mayBeANameInAnotherSpelling(_ folded: String, orInitialism: Bool = false) -> Bool {
        func mayBe(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
            nameSpellingKeys.mayContain(key)
                || orInitialism && (initialismKeys.mayContain(key)
                    || key.count > 2 && key.last == UInt8(ascii: "s") && initialismKeys.mayContain(UnsafeBufferPointer(rebasing: key.dropLast())))
        }
        var word = folded
        return word.withUTF8 { bytes in
            let name = possessiveStem(bytes) ?? bytes
            guard name.contains(hyphen) else { return mayBe(name) }
            return Array(name.lazy.filter { $0 != hyphen }).withUnsafeBufferPointer(mayBe)
        }
    }

    /// The spelling of the name (or, with `includingInitialisms`, the initialism) that `word` writes
    /// otherwise ("bluetooth" → "Bluetooth", "Iphone’s" → "iPhone’s"); `folded` is the word folded, for
    /// the filter that answers "no" to most words before `correctedSpelling` is asked.
    func nameSpelling(of word: Substring, folded: String, includingInitialisms: Bool) -> String? {
        guard Self.mayBeANameInAnotherSpelling(folded, orInitialism: includingInitialisms) else { return nil }
        return correctedSpelling(of: word, includingInitialisms: includingInitialisms)
    }

    /// "shouldn't" → "should", "we'll" → "we", "you've" → "you".
    static func contractionStem(_ key: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let n = key.count
        if n > 3, key[n - 3] == ascii("n"), key[n - 2] == apostrophe, key[n - 1] == ascii("t") {
            return UnsafeBufferPointer(rebasing: key[..<(n - 3)])
        }
        if n > 3, key[n - 3] == apostrophe {
            let a = key[n - 2], b = key[n - 1]
            if (a == ascii("l") && b == ascii("l")) || (a == ascii("v") && b == ascii("e"))
                || (a == ascii("r") && b == ascii("e")) {
                return UnsafeBufferPointer(rebasing: key[..<(n - 3)])
            }
        }
        if n > 2, key[n - 2] == apostrophe, key[n - 1] == ascii("d") || key[n - 1] == ascii("m") {
            return UnsafeBufferPointer(rebasing: key[..<(n - 2)])
        }
        return nil
    }

    /// "built-in", "sign-in", "follow-up": every part a common word.
    static func isCompoundOfCommonWords(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        var start = 0
        var parts = 0
        for i in 0...key.count where i == key.count || key[i] == hyphen {
            guard i > start, isCommonOrPlural(UnsafeBufferPointer(rebasing: key[start..<i])) else { return false }
            parts += 1
            start = i + 1
        }
        return parts >= 2
    }

    /// `key` is normalized but not case-folded.
    static func isProperForm(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        if isListedProper(key) { return true }
        // "iPhones", "Macs", "Germans": a listed name plus "s", when the name
        // is not also a common word (so not "Homes" or "Settingss").
        let n = key.count
        guard n >= 3, key[n - 1] == ascii("s"), key[n - 2] != ascii("s") else { return false }
        let stem = UnsafeBufferPointer(rebasing: key[..<(n - 1)])
        guard isListedProper(stem) else { return false }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: stem.count) { folded in
            for (i, byte) in stem.enumerated() {
                folded[i] = foldASCIIAndLatin1(byte, previous: i > 0 ? stem[i - 1] : 0)
            }
            return !isListedCommon(UnsafeBufferPointer(folded))
        }
    }

    static func isListedProper(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        // One filter for both: most capitalized words in dialog copy are no name at all.
        guard properNameFilter.mayContain(key) else { return false }
        return isInCuratedThingLists(key) || generatedProperNouns.contains(key)
    }

    static func isCuratedThing(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        properNameFilter.mayContain(key) && isInCuratedThingLists(key)
    }

    private static func isInCuratedThingLists(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        Curated.appleNames.contains(key)
            || Curated.otherNames.contains(key)
            || Curated.calendarNames.contains(key)
            || Curated.placeNames.contains(key)
            || Curated.languageAndPeopleNames.contains(key)
    }

    /// The word without a final "'s" or, after an "s", a final "'".
    static func possessiveStem(_ key: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8>? {
        let n = key.count
        if n > 2, key[n - 2] == apostrophe, key[n - 1] == ascii("s") || key[n - 1] == ascii("S") {
            return UnsafeBufferPointer(rebasing: key[..<(n - 2)])
        }
        if n > 2, key[n - 1] == apostrophe, key[n - 2] == ascii("s") || key[n - 2] == ascii("S") {
            return UnsafeBufferPointer(rebasing: key[..<(n - 1)])
        }
        return nil
    }

    // MARK: - Normalization

    static let maxWordBytes = 64
    static let maxPhraseBytes = 192
    static let apostrophe: UInt8 = 0x27
    static let hyphen: UInt8 = 0x2D
    static let space: UInt8 = 0x20

    @inline(__always)
    static func ascii(_ character: Unicode.Scalar) -> UInt8 { UInt8(truncatingIfNeeded: character.value) }

    /// Runs `body` on the normalized UTF-8 of `word` (in a stack buffer), or
    /// returns nil when the word is empty or longer than any listed word.
    static func withNormalized<R>(
        _ word: Substring, foldCase: Bool, _ body: (UnsafeBufferPointer<UInt8>) -> R
    ) -> R? {
        let length = word.utf8.count
        guard length > 0, length <= maxWordBytes else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: maxWordBytes) { buffer -> R? in
            guard let count = normalize(word, foldCase: foldCase, into: buffer), count > 0 else { return nil }
            return body(UnsafeBufferPointer(rebasing: buffer[..<count]))
        }
    }

    /// Writes the normalized UTF-8 of `word` into `buffer` and returns its
    /// length, or nil if it does not fit: curly apostrophes become `'`,
    /// Unicode hyphens become `-`, and with `foldCase` ASCII and Latin-1
    /// capitals ("É") become lowercase. The result is never longer than the
    /// input. An optional plural ending is left out: "file(s)" is looked up as "file".
    static func normalize(
        _ word: Substring, foldCase: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        let word = word.dropLast(Tokenizer.optionalPluralLength(word))
        if let count = word.utf8.withContiguousStorageIfAvailable({ bytes in
            normalize(bytes, foldCase: foldCase, into: buffer)
        }) {
            return count
        }
        var copy = String(word)
        return copy.withUTF8 { normalize($0, foldCase: foldCase, into: buffer) }
    }

    static func normalize(
        _ bytes: UnsafeBufferPointer<UInt8>, foldCase: Bool, into buffer: UnsafeMutableBufferPointer<UInt8>
    ) -> Int? {
        var out = 0
        var i = 0
        let n = bytes.count
        while i < n {
            guard out < buffer.count else { return nil }
            let byte = bytes[i]
            if byte == 0xE2, i + 2 < n, bytes[i + 1] == 0x80 {
                switch bytes[i + 2] {
                case 0x98, 0x99:  // ‘ ’
                    buffer[out] = apostrophe; out += 1; i += 3; continue
                case 0x90, 0x91:  // ‐ ‑
                    buffer[out] = hyphen; out += 1; i += 3; continue
                default: break
                }
            }
            if byte == 0xCA, i + 1 < n, bytes[i + 1] == 0xBC {  // ʼ
                buffer[out] = apostrophe; out += 1; i += 2; continue
            }
            buffer[out] = foldCase ? foldASCIIAndLatin1(byte, previous: i > 0 ? bytes[i - 1] : 0) : byte
            out += 1
            i += 1
        }
        return out
    }

    /// Lowercases an ASCII capital, or the second byte of a Latin-1
    /// capital (U+00C0–U+00DE except ×) when `previous` is its 0xC3 lead byte.
    @inline(__always)
    static func foldASCIIAndLatin1(_ byte: UInt8, previous: UInt8) -> UInt8 {
        if byte >= 0x41 && byte <= 0x5A { return byte | 0x20 }
        if previous == 0xC3 && byte >= 0x80 && byte <= 0x9E && byte != 0x97 { return byte | 0x20 }
        return byte
    }
}

// MARK: - Sorted word lists

/// A sorted list of words in a `StaticString`, searched in place.
///
/// `.words`: words separated by spaces or line breaks, sorted in UTF-8 byte
/// order across the whole text. `.lines`: one entry per line (entries may
/// contain spaces), sorted. `.pairs`: one "key value" pair per line, sorted
/// by key.
struct SortedWordList: Sendable {
    enum Layout: Sendable { case words, lines, pairs }

    let text: StaticString
    let layout: Layout

    init(_ text: StaticString, layout: Layout) {
        self.text = text
        self.layout = layout
    }

    func contains(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        find(key, prefixOnly: false) != nil
    }

    /// True when some entry starts with `key`.
    func containsPrefix(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        find(key, prefixOnly: true) != nil
    }

    /// The value of a `.pairs` entry.
    func value(for key: UnsafeBufferPointer<UInt8>) -> String? {
        text.withUTF8Buffer { list -> String? in
            guard let line = find(key, prefixOnly: false) else { return nil }
            let bytes = UnsafeBufferPointer(rebasing: list[line])
            guard let space = bytes.firstIndex(of: 0x20) else { return nil }
            return String(decoding: UnsafeBufferPointer(rebasing: bytes[(space + 1)...]), as: UTF8.self)
        }
    }

    /// Visits every entry (for tests and tools; `.pairs` entries whole).
    func forEachEntry(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        text.withUTF8Buffer { list in
            var start = 0
            for i in 0...list.count where i == list.count || isSeparator(list[i]) {
                if i > start { body(UnsafeBufferPointer(rebasing: list[start..<i])) }
                start = i + 1
            }
        }
    }

    @inline(__always)
    private func isSeparator(_ byte: UInt8) -> Bool {
        byte == 0x0A || (layout == .words && byte == 0x20)
    }

    /// Binary search over entries; returns the byte range of the whole entry.
    /// Each probe backs up from the middle byte to the start of its entry and
    /// compares forward from there, stopping at the first difference.
    private func find(_ key: UnsafeBufferPointer<UInt8>, prefixOnly: Bool) -> Range<Int>? {
        let spaceSeparates = layout == .words
        let spaceEndsField = layout != .lines
        return text.withUTF8Buffer { list -> Range<Int>? in
            var low = 0
            var high = list.count
            while low < high {
                let middle = low + (high - low) / 2
                var start = middle
                while start > low {
                    let byte = list[start - 1]
                    if byte == 0x0A || (spaceSeparates && byte == 0x20) { break }
                    start -= 1
                }
                // Compare the key with the entry's field (the whole entry,
                // or a pair's key; with `prefixOnly`, at most key.count bytes).
                var i = 0
                var position = start
                var order = 0
                while true {
                    let atFieldEnd = position >= high || list[position] == 0x0A
                        || (spaceEndsField && list[position] == 0x20)
                    if i == key.count {
                        order = atFieldEnd || prefixOnly ? 0 : -1
                        break
                    }
                    if atFieldEnd { order = 1; break }
                    let a = key[i], b = list[position]
                    if a != b { order = a < b ? -1 : 1; break }
                    i += 1
                    position += 1
                }
                if order < 0 {
                    high = start
                    continue
                }
                var end = position
                while end < high {
                    let byte = list[end]
                    if byte == 0x0A || (spaceSeparates && byte == 0x20) { break }
                    end += 1
                }
                if order == 0 { return start..<end }
                low = end + 1
            }
            return nil
        }
    }
}

/// A Bloom filter over the entries of word lists: "certainly not listed" in a few dozen instructions,
/// so that the binary searches run only for words that may be there. Built once, when first asked;
/// false positives (about one in two hundred) only cost the search they would have cost anyway.
struct WordFilter: Sendable {
    private let bits: [UInt64]

    init(lists: [SortedWordList], firstWordOnly: Bool = false) {
        func forEachKey(_ body: (UnsafeBufferPointer<UInt8>) -> Void) {
            for list in lists {
                list.forEachEntry { entry in
                    body(firstWordOnly ? UnsafeBufferPointer(rebasing: entry.prefix { $0 != Lexicon.space }) : entry)
                }
            }
        }
        // About sixteen bits an entry, a power of two: counted first, so that no entry is copied.
        var entryCount = 0
        forEachKey { _ in entryCount += 1 }
        var bitCount = 1024
        while bitCount < entryCount * 16 { bitCount *= 2 }
        var bits = [UInt64](repeating: 0, count: bitCount / 64)
        forEachKey { key in
            Self.forEachBit(of: key, bitCount: bitCount) { bits[$0 >> 6] |= 1 << UInt64($0 & 63) }
        }
        self.bits = bits
    }

    func mayContain(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        bits.withUnsafeBufferPointer { bits in
            var all = true
            Self.forEachBit(of: key, bitCount: bits.count * 64) { all = all && bits[$0 >> 6] & (1 << UInt64($0 & 63)) != 0 }
            return all
        }
    }

    /// The three bit positions of a key: the two halves of its 64-bit FNV-1a hash give the first
    /// position and the step to the next ones.
    private static func forEachBit(of key: UnsafeBufferPointer<UInt8>, bitCount: Int, _ body: (Int) -> Void) {
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in key {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let first = Int(truncatingIfNeeded: hash & 0xFFFF_FFFF)
        let step = Int(truncatingIfNeeded: hash >> 32) | 1
        for probe in 0..<3 { body((first &+ probe &* step) & (bitCount - 1)) }
    }
}
