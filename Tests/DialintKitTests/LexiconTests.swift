import Testing
@testable import DialintKit

@Suite("Lexicon")
struct LexiconTests {
    let lexicon = Lexicon.english

    // MARK: - Common words

    @Test("common words, any case", arguments: [
        "photo", "Photo", "PHOTO", "delete", "Delete", "connect", "unable", "Unable", "network", "this", "This",
        "settings", "photos", "apple", "mark", "brown", "may", "march",
    ])
    func commonWords(word: String) {
        #expect(lexicon.isCommonWord(word[...]))
    }

    @Test("contractions and possessives, straight or curly", arguments: [
        "don't", "Don't", "don’t", "Don’t", "can't", "won't", "isn't", "Couldn’t",
        "shouldn't", "Hasn’t", "we'll", "You’ve", "they're", "you'd", "it's", "Let’s", "What's",
        "photo's", "Photo’s", "users'", "o'clock",
    ])
    func contractionsAndPossessives(word: String) {
        #expect(lexicon.isCommonWord(word[...]))
    }

    @Test("supplement, plurals the dictionary lacks, compounds, accents", arguments: [
        "app", "Apps", "email", "Online", "offline", "login", "username", "sync", "Syncing", "download",
        "passcode", "Website", "toggled", "routers", "Checkboxes", "built-in", "Built-In", "sign-in",
        "e-mail", "café", "Café", "CAFÉ", "cliché", "Uninstallation", "reinstallation", "Deactivation",
        "colour", "Favourites", "organise", "authorised", "behaviour", "centre", "analyse",
    ])
    func extendedCommonWords(word: String) {
        #expect(lexicon.isCommonWord(word[...]))
    }

    @Test("not common words", arguments: [
        "Zorbment", "Kalmation", "Recast", "Reforge",
        "dropbox", "Dropbox", "icloud", "iCloud", "Spotify", "I", "I'm", "I’ll", "Monday", "Cupertino",
        "Japan", "Wi-Fi", "USB-C", "Zelda", "", "s", "'s", "-", "xyzzy", "don'", "built-", "Cupertino",
    ])
    func notCommonWords(word: String) {
        #expect(!lexicon.isCommonWord(word[...]))
    }

    @Test func tooLongWordIsNotCommon() {
        #expect(!lexicon.isCommonWord(String(repeating: "a", count: 200)[...]))
    }

    // MARK: - Proper nouns

    @Test("proper nouns in this exact spelling", arguments: [
        "Monday", "January", "May", "March", "English", "French", "Japan", "China", "Polish", "Safari", "Photos",
        "Settings", "Mail", "iCloud", "iCloud+", "iPhone", "macOS", "Slack", "Dropbox", "Apple", "Google",
        "Bluetooth", "Wi-Fi", "Wi‑Fi", "USB-C", "Christmas", "Thanksgiving", "Home", "Focus", "Keynote",
        "John", "OK", "Celsius",
    ])
    func properNouns(word: String) {
        #expect(lexicon.isProperNoun(word[...]))
    }

    @Test("derived forms of proper nouns", arguments: [
        "Apple's", "Apple’s", "iPhone's", "Mondays", "Monday's", "iPhones", "Macs", "MacBooks", "Germans",
        "AirTags", "iPhones'",
    ])
    func derivedProperNouns(word: String) {
        #expect(lexicon.isProperNoun(word[...]))
    }

    @Test("not proper nouns", arguments: [
        "Photo", "Delete", "This", "Unable", "photos", "PHOTOS", "monday", "icloud", "Iphone", "Homes",
        "Settingss", "Word", "Pages", "Numbers", "Teams", "Signal", "Edge", "Preview", "Pro", "", "'s",
    ])
    func notProperNouns(word: String) {
        #expect(!lexicon.isProperNoun(word[...]))
    }

    @Test("contextual names", arguments: ["Word", "Pages", "Numbers", "Teams", "Signal", "Edge", "Preview", "Word's"])
    func contextualNames(word: String) {
        #expect(lexicon.isContextualName(word[...]))
        #expect(!lexicon.isProperNoun(word[...]))
    }

    @Test func notContextualNames() {
        for word in ["Photos", "word", "Delete", "Monday", ""] {
            #expect(!lexicon.isContextualName(word[...]), "\(word)")
        }
    }

    /// Names of things never start a person's name: a run of capitals with one is no name as a whole.
    @Test func namesOfThings() {
        for word in ["Mac", "iPhone", "Monday", "France", "French", "Safari", "Mac's"] {
            #expect(lexicon.isNameOfThing(word[...]), "\(word)")
        }
        for word in ["John", "Mr", "Tim", "Chen", "Photo", ""] {
            #expect(!lexicon.isNameOfThing(word[...]), "\(word)")
        }
    }

    // MARK: - Multi-word names

    private func phraseLength(_ text: String) -> Int {
        let words = text.split(separator: " ")
        return lexicon.properNounPhraseLength(startingWith: words[...])
    }

    @Test("multi-word names, longest match", arguments: [
        ("Apple Pay is ready", 2),
        ("Apple Pay", 2),
        ("Face ID", 2),
        ("Find My iPhone", 3),
        ("Find My iPhone is off", 3),
        ("Find My friends", 2),
        ("Find My", 2),
        ("Home Screen", 2),
        ("Lock Screen widgets", 2),
        ("Do Not Disturb", 3),
        ("Sign in with Apple", 4),
        ("App Store", 2),
        ("Mac App Store", 3),
        ("Low Power Mode is on", 3),
        ("Control Center", 2),
        ("iCloud Drive", 2),
        ("Apple Pay’s", 2),
        ("New Year’s Day", 3),
        ("New Year's Eve", 3),
        ("Microsoft Word", 2),
        ("United States", 2),
        ("Home button", 2),
    ])
    func phrases(text: String, expected: Int) {
        #expect(phraseLength(text) == expected, "\(text)")
    }

    @Test("not multi-word names", arguments: [
        "Apple", "Apple pay", "apple Pay", "Sign In with Apple", "Do not disturb", "Delete this photo",
        "Find my iPhone", "Face", "", "Home",
    ])
    func notPhrases(text: String) {
        #expect(phraseLength(text) == 0, "\(text)")
    }

    @Test func phraseInsideASlice() {
        let words: [Substring] = ["Turn", "on", "Do", "Not", "Disturb", "now"]
        #expect(lexicon.properNounPhraseLength(startingWith: words[2...]) == 3)
        #expect(lexicon.properNounPhraseLength(startingWith: words[2..<4]) == 0)
        #expect(lexicon.properNounPhraseLength(startingWith: words[0...]) == 0)
        #expect(lexicon.properNounPhraseLength(startingWith: words[6...]) == 0)
    }

    // MARK: - Spelling corrections

    @Test("corrections", arguments: [
        ("Iphone", "iPhone"), ("IPhone", "iPhone"), ("iphone", "iPhone"), ("Ipad", "iPad"),
        ("Wifi", "Wi-Fi"), ("WiFi", "Wi-Fi"), ("Wi-fi", "Wi-Fi"), ("wifi", "Wi-Fi"), ("wi-fi", "Wi-Fi"),
        ("Icloud", "iCloud"), ("ICloud", "iCloud"), ("Macos", "macOS"), ("MacOS", "macOS"), ("IOs", "iOS"),
        ("Facetime", "FaceTime"), ("Youtube", "YouTube"), ("Paypal", "PayPal"),
        ("Github", "GitHub"), ("XCode", "Xcode"), ("Usb-c", "USB-C"), ("Iphones", "iPhones"),
        ("Iphone’s", "iPhone’s"), ("Iphone's", "iPhone's"), ("bluetooth", "Bluetooth"), ("Ebay", "eBay"),
        ("url", "URL"), ("Url", "URL"), ("pdfs", "PDFs"), ("Pdf’s", "PDF’s"), ("https", "HTTPS"), ("Mp3", "MP3"),
        ("2fa", "2FA"), ("Iphone(s)", "iPhone(s)"), ("url(s)", "URL(s)"),
    ])
    func corrections(word: String, expected: String) {
        #expect(lexicon.correctedSpelling(of: word[...]) == expected)
    }

    @Test("no correction", arguments: [
        "iPhone", "iPhone's", "Wi-Fi", "iCloud", "macOS", "IPHONE", "IOS", "WIFI", "Photo", "Typescript",
        "Airport", "Airdrop", "Standby", "Mac", "Dropbox", "", "Wi‑Fi", "URL", "URLs", "PDF’s", "pin", "Id", "Led",
        "HTTP(S)", "URL(s)",
    ])
    func noCorrection(word: String) {
        #expect(lexicon.correctedSpelling(of: word[...]) == nil)
    }

    // MARK: - List integrity

    static let singleWordLists: [(String, SortedWordList)] = [
        ("appleNames", Lexicon.Curated.appleNames),
        ("otherNames", Lexicon.Curated.otherNames),
        ("calendarNames", Lexicon.Curated.calendarNames),
        ("placeNames", Lexicon.Curated.placeNames),
        ("languageAndPeopleNames", Lexicon.Curated.languageAndPeopleNames),
        ("contextualNames", Lexicon.Curated.contextualNames),
        ("commonWordSupplement", Lexicon.Curated.commonWordSupplement),
    ]

    static let allLists: [(String, SortedWordList)] = singleWordLists + [
        ("multiWordNames", Lexicon.Curated.multiWordNames),
        ("multiWordNamesByFoldedSpelling", Lexicon.Curated.multiWordNamesByFoldedSpelling),
        ("spellingCorrections", Lexicon.Curated.spellingCorrections),
        ("initialisms", Lexicon.Curated.initialisms),
        ("generated commonWords", Lexicon.generatedCommonWords),
        ("generated dictionaryProperNouns", Lexicon.generatedProperNouns),
    ]

    static func entries(_ list: SortedWordList) -> [String] {
        var result: [String] = []
        list.forEachEntry { result.append(String(decoding: $0, as: UTF8.self)) }
        return result
    }

    /// The key a list is sorted by: a whole entry, or a pair's key.
    static func sortKey(_ entry: String, in list: SortedWordList) -> [UInt8] {
        let bytes = Array(entry.utf8)
        guard list.layout == .pairs, let space = bytes.firstIndex(of: 0x20) else { return bytes }
        return Array(bytes[..<space])
    }

    @Test("every list is sorted in UTF-8 byte order, without duplicates or stray spaces")
    func listsAreSorted() {
        for (name, list) in Self.allLists {
            let items = Self.entries(list)
            #expect(!items.isEmpty, "\(name) is empty")
            let keys = items.map { Self.sortKey($0, in: list) }
            let isSorted = zip(keys, keys.dropFirst()).allSatisfy { $0.lexicographicallyPrecedes($1) }
            let sorted = items.sorted { Self.sortKey($0, in: list).lexicographicallyPrecedes(Self.sortKey($1, in: list)) }
            #expect(isSorted, "\(name) must be sorted and unique; expected order:\n\(sorted.joined(separator: "\n"))")
            for item in items {
                #expect(!item.hasPrefix(" ") && !item.hasSuffix(" ") && !item.contains("  "), "\(name): '\(item)'")
            }
        }
    }

    @Test func everyListedEntryIsFound() {
        for (name, list) in Self.allLists where list.layout != .pairs {
            for item in Self.entries(list) {
                let found = Array(item.utf8).withUnsafeBufferPointer { list.contains($0) }
                #expect(found, "\(name): \(item)")
            }
        }
        #expect(!Array("Zzzz".utf8).withUnsafeBufferPointer { Lexicon.Curated.appleNames.contains($0) })
        #expect(!Array("".utf8).withUnsafeBufferPointer { Lexicon.Curated.appleNames.contains($0) })
        #expect(!Array("0".utf8).withUnsafeBufferPointer { Lexicon.Curated.appleNames.contains($0) })
    }

    /// The folded list is `multiWordNames` and nothing else, each name under its lowercase spelling.
    @Test func foldedNamesAreTheNames() {
        var expected: [String: String] = [:]
        for name in Self.entries(Lexicon.Curated.multiWordNames) {
            let key = name.lowercased().replacingOccurrences(of: " ", with: "_")
            if expected[key] == nil { expected[key] = name }
        }
        var folded: [String: String] = [:]
        for entry in Self.entries(Lexicon.Curated.multiWordNamesByFoldedSpelling) {
            let parts = entry.split(separator: " ", maxSplits: 1)
            folded[String(parts[0])] = parts.count == 2 ? String(parts[1]) : ""
        }
        #expect(folded == expected)
    }

    @Test func curatedNamesAreProperNouns() {
        let names = ["appleNames", "otherNames", "calendarNames", "placeNames", "languageAndPeopleNames"]
        for (name, list) in Self.singleWordLists where names.contains(name) {
            for item in Self.entries(list) {
                #expect(lexicon.isProperNoun(item[...]), "\(name): \(item)")
                #expect(!lexicon.isContextualName(item[...]), "\(item) is both proper and contextual")
            }
        }
    }

    @Test func contextualNamesAreCommonWords() {
        // A contextual name that is not a common word would be presumed a
        // proper noun anyway; it belongs in a proper-noun list.
        for item in Self.entries(Lexicon.Curated.contextualNames) {
            #expect(lexicon.isCommonWord(item[...]), "\(item)")
        }
    }

    @Test func supplementHoldsOnlyNewLowercaseWords() {
        for item in Self.entries(Lexicon.Curated.commonWordSupplement) {
            #expect(item == item.lowercased(), "\(item)")
            let inDictionary = Array(item.utf8).withUnsafeBufferPointer { Lexicon.generatedCommonWords.contains($0) }
            #expect(!inDictionary, "\(item) is already in the generated list")
        }
    }

    @Test func everyMultiWordNameMatchesItself() {
        var longest = 0
        for item in Self.entries(Lexicon.Curated.multiWordNames) {
            let words = item.split(separator: " ", omittingEmptySubsequences: false)
            longest = max(longest, words.count)
            #expect(words.count >= 2 && words.allSatisfy { !$0.isEmpty }, "\(item)")
            #expect(lexicon.properNounPhraseLength(startingWith: words[...]) == words.count, "\(item)")
        }
        #expect(longest == Lexicon.Curated.longestPhraseWordCount)
    }

    /// A `.pairs` list's entries as key and value; an entry that is not two words fails the test
    /// (unless `valuesOfSeveralWords`: "touchid Touch ID").
    static func pairs(_ list: SortedWordList, valuesOfSeveralWords: Bool = false) -> [(key: Substring, value: Substring)] {
        entries(list).compactMap { item in
            let parts = item.split(separator: " ", maxSplits: valuesOfSeveralWords ? 1 : Int.max)
            #expect(parts.count == 2, "\(item)")
            return parts.count == 2 ? (parts[0], parts[1]) : nil
        }
    }

    @Test func correctionsAreCertain() {
        for (key, name) in Self.pairs(Lexicon.Curated.spellingCorrections, valuesOfSeveralWords: true) {
            let item = "\(key) \(name)"
            #expect(key == String(name.lowercased().filter { $0 != "-" && $0 != " " })[...], "\(item)")
            #expect(!lexicon.isCommonWord(key), "\(key) is an English word: a correction would not be certain")
            // A name of several words written as one ("TouchID") is corrected to the name of several words.
            let words = name.split(separator: " ")
            #expect(words.count == 1 ? lexicon.isProperNoun(name) : lexicon.properNounPhraseLength(startingWith: words[...]) == words.count,
                "\(name) should be a proper noun")
            #expect(lexicon.correctedSpelling(of: name) == nil, "\(name) is already right")
        }
    }

    @Test func initialismsAreCertain() {
        for (key, form) in Self.pairs(Lexicon.Curated.initialisms) {
            let item = "\(key) \(form)"
            #expect(key == form.lowercased()[...], "\(item)")
            #expect(form == form.uppercased()[...], "\(item): an initialism is written in capitals")
            // The supplement lists "url" and "gif" so that "Url" mid-sentence reads as a common word;
            // the dictionary's words ("pin", "id") are what would make the capitals uncertain.
            let isDictionaryWord = Array(key.utf8).withUnsafeBufferPointer { Lexicon.generatedCommonWords.contains($0) }
            #expect(!isDictionaryWord, "\(key) is an English word: its capitals would not be certain")
            #expect(lexicon.correctedSpelling(of: form) == nil, "\(form) is already right")
        }
    }

    @Test func generatedListSizes() {
        #expect(Self.entries(Lexicon.generatedCommonWords).count > 40_000)
        #expect(Self.entries(Lexicon.generatedProperNouns).count > 150)
        // Possessives are skipped by the generator.
        #expect(!Self.entries(Lexicon.generatedProperNouns).contains { $0.hasSuffix("'s") })
    }

    /// The filters in front of the name lists never turn a listed word away, and turn most others away.
    @Test func nameFilters() {
        let properLists = [
            Lexicon.Curated.appleNames, Lexicon.Curated.otherNames, Lexicon.Curated.calendarNames,
            Lexicon.Curated.placeNames, Lexicon.Curated.languageAndPeopleNames, Lexicon.generatedProperNouns,
        ]
        for name in properLists.flatMap(Self.entries) {
            #expect(Array(name.utf8).withUnsafeBufferPointer { Lexicon.properNameFilter.mayContain($0) }, "\(name)")
        }
        for name in Self.entries(Lexicon.Curated.multiWordNames) {
            let first = name.prefix { $0 != " " }
            #expect(Array(first.utf8).withUnsafeBufferPointer { Lexicon.multiWordNameStarts.mayContain($0) }, "\(name)")
        }
        let common = Self.entries(Lexicon.generatedCommonWords).map { $0.capitalized }
        let passed = common.filter { word in Array(word.utf8).withUnsafeBufferPointer { Lexicon.properNameFilter.mayContain($0) } }
        #expect(passed.count * 20 < common.count, "\(passed.count) of \(common.count) capitalized common words pass")
    }
}
