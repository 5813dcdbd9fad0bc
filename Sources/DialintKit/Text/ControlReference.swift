/// Recognises the control named right after a selection verb: "tap Delete", "click on the OK button",
/// "press “Upgrade”", "click here". Shared by `tap-wording` and `button-instructions`.
struct ControlReference {
    /// The dialog's button titles, as lowercase words, longest first, found by their first word past a
    /// handful: each word after a verb was compared with every title (a message naming 20,000 of its
    /// buttons took 17 s).
    private let buttonTitles: FirstWordIndex<[String], String>
    /// The verb that opens each button title of two words or more, after "Yes" or "OK" if one leads: a
    /// capitalized name that is one of them, tapped, may name that button for short ("Tap Delete" over
    /// "Delete Account" or "Yes, Delete"; `namesAButtonForShort`). Not a later word: "Tap HTTPS" over
    /// "Change to HTTPS" names none.
    private let buttonTitleVerbs: Set<String>
    /// Every word of those titles: a place word among them is the button's own ("Close Tab").
    private let buttonTitleWords: Set<String>
    private let words: WordKnowledge

    /// What a verb points at.
    struct Target {
        /// UTF-8 range of the control's name in the text.
        var range: Range<Int>
        /// Whether the name is a button title of this dialog (or OK/Cancel).
        var isDialogButton: Bool
        /// Whether an "on" stood between verb and control ("click on OK"), and where.
        var skippedOn: Bool
        var onRange: Range<Int>
        /// Whether the control is named after a key, joined to it by "or" or "and" ("Press ⌘Q or Quit."):
        /// the verb is the key's too, so no "tap" is right for it.
        var followsAKey = false
    }

    init(dialog: borrowing Dialog, words: WordKnowledge = WordKnowledge()) {
        let titles = dialog.buttons
            .map { title in
                let text = words.analyzed(title.title)
                return text.wordIndexes.map { text.folded[$0] }
            }
            .filter { !$0.isEmpty }
            .sorted { $0.count > $1.count }
        self.buttonTitles = FirstWordIndex(titles, firstWord: \.first)
        let multiWordTitles = titles.filter { $0.count >= 2 }
        self.buttonTitleVerbs = Set(multiWordTitles.map { title in
            ["yes", "no", "ok", "okay"].contains(title[0]) ? title[1] : title[0]
        })
        self.buttonTitleWords = Set(multiWordTitles.joined())
        self.words = words
    }

    /// Generic names of controls.
    static let controlNouns: Set<String> = ["here", "button", "link", "icon", "ok", "okay", "cancel", "buttons", "links", "icons"]
    /// Controls that are switched rather than chosen: pressed, touched or clicked, they are selected
    /// ("Touch the switch to turn it on."), but chosen or selected they are things picked from a list
    /// ("Choose a switch from the list to control your lights").
    static let switchedControlNouns: Set<String> = ["switch", "switches", "toggle", "toggles", "checkbox", "checkboxes"]
    /// Other controls, named after a click: "Click the field to edit it", "Click the slider, then drag
    /// it". Not after "touch" or "press", which may be a hand on a thing ("The ball touched the field");
    /// only in lowercase, and ending the noun phrase ("click the field lines"). Not "option", a key,
    /// except as an item after an article (`itemsOnScreen`).
    static let clickedControlNouns: Set<String> = ["options", "field", "fields", "slider", "sliders"]
    /// What follows "Tapping the button" where the sentence says what the button does.
    static let verbsOfWhatAButtonDoes: Set<String> = ["will", "lets", "allows", "opens", "closes", "quits"]
    static let ordinals: Set<String> = ["first", "second", "third", "last", "next", "bottom"]
    static let verbsSelectingItems: Set<String> = ["click", "double-click", "touch", "clicking", "double-clicking", "touching"]
    /// Items of a list, a grid or a menu, which a click or a touch selects.
    static let itemsOnScreen: Set<String> = [
        "item", "items", "row", "rows", "cell", "cells", "entry", "entries", "tile", "tiles", "thumbnail",
        "thumbnails", "menu", "menus", "option", "options",
    ]
    /// Kinds of control that only a screen shows, after a lowercase name: "the share icon", "the unsubscribe link".
    static let screenControls: Set<String> = ["icon", "icons", "link", "links"]
    /// The most words of a control's name before the noun that says what control it is ("the Settings
    /// icon"); `WordKnowledge` takes a UI element's name before a capitalized noun as far.
    static let longestControlName = 4
    /// Words before a verb that make it a gesture other than a tap: "long press", "firmly press", "force
    /// touch", "double click".
    static let gestureModifiers: Set<String> = ["long", "firmly", "force", "double", "triple", "hard", "deep"]

    /// Whether the word at `modifier`, right before the verb on the same line, makes the verb a gesture
    /// other than a tap: one of `gestureModifiers`, "right" or "secondary" (the mouse's other button,
    /// which a tap does not replace; "On the right click Next" is missed, "Do a right click" and "the
    /// right click menu" are not turned into taps), or a key's name in capitals ("Option click it").
    static func isGestureModifier(_ text: AnalyzedText, at modifier: Int, before verb: Int) -> Bool {
        guard text.punctuationBefore(verb).isEmpty else { return false }
        let word = text.folded[modifier]
        if gestureModifiers.contains(word) { return true }
        guard text.adjacentWordIndex(after: modifier) == verb else { return false }
        if word == "right" || word == "secondary" { return true }
        // A key held for the click, in capitals: in lowercase these are words ("To run this command click Run").
        return heldKeys.contains(word) && text.shapes[modifier] != .lowercase
    }

    /// Nouns that make the name before them a control's: "the Settings icon", "the Share tab". Fewer
    /// than `GrammarWords.uiNouns`: "choose a photo from the Photos library" selects no control.
    static let namedControlNouns: Set<String> = ["button", "link", "icon", "tab", "switch", "checkbox", "toggle"]
    /// Things held to the device or touched by hand, which a name before them only qualifies: "the NFC
    /// tag", "your RFID card", "the Touch ID sensor".
    static let physicalThings: Set<String> = [
        "tag", "tags", "card", "cards", "reader", "readers", "sensor", "sensors", "sticker", "stickers", "chip",
        "terminal", "badge", "fob", "key", "keys",
    ]
    /// Whether the word at `position`, touched or pressed, is an initialism that says what kind of
    /// thing is meant, one of `physicalThings`: "Touch the NFC tag", "TOUCH RFID TAG". Not a word in
    /// capitals ("TOUCH SCAN TAG", a button in shouted text), nor a click or a choice ("Click Add Card",
    /// "Choose SIM card" pick on the screen; review 66).
    private func qualifiesAThing(in text: AnalyzedText, atWord position: Int, verb: String) -> Bool {
        let indexes = text.wordIndexes
        guard verb.hasPrefix("touch") || verb.hasPrefix("press"),
            position + 1 < indexes.count, text.punctuationBefore(indexes[position + 1]).isEmpty,
            Self.physicalThings.contains(text.folded[indexes[position + 1]]),
            text.shapes[indexes[position]] == .allCaps
        else { return false }
        return !words.lexicon.isCommonWord(text.tokens[indexes[position]].text)
    }

    /// Hardware buttons and keys: pressed, not tapped.
    static let hardware: Set<String> = [
        "home", "side", "top", "power", "volume", "sleep", "wake", "sleep/wake", "lock", "action", "crown",
        "digital", "return", "enter", "escape", "esc", "space", "spacebar", "shift", "command", "cmd", "option",
        "control", "ctrl", "alt", "fn", "globe", "tab", "backspace", "caps", "keyboard", "key",
    ]

    /// Whether the word at word position `position` is a keyboard shortcut or a hardware key, pressed,
    /// not tapped: a held key's combination (`isHeldKeyCombination`: "Command-Q", "Power-Button"); a key
    /// after a modifier's symbol, pressed ("⌘Q", "⌥⌘D", "⌘+Z", "⌘ Delete", "⌘ Period": the symbols are
    /// punctuation to the tokenizer, so the word is the key alone; not "the ⇧ icon" or "⇧ Share", a glyph
    /// before a label) or the side of one ("Right ⌘"); or a function key pressed ("Press F11 to show the
    /// desktop", "Press the F5 key"; not "Touch F7 on the seat map", "Press the F1 button", "Press F1 TV";
    /// reviews 67 to 71).
    static func isKeyboardShortcut(in text: AnalyzedText, atWord position: Int, verb: String, afterArticle: Bool) -> Bool {
        let indexes = text.wordIndexes
        let word = text.tokens[indexes[position]].text
        let folded = text.folded[indexes[position]]
        if isHeldKeyCombination(word) { return true }
        // A shortcut is pressed: "Click ⇧ Forward in the toolbar", "Touch the ⇧ Clear button" name
        // controls by their glyphs (review 69).
        let presses = verb.hasPrefix("press") || verb.hasPrefix("hit")
        let next = position + 1 < indexes.count ? indexes[position + 1] : nil
        if text.punctuationBefore(indexes[position]).contains(where: modifierSymbols.contains) {
            // Not a glyph before a control's name: "Press the ⌃ Up button" (review 70).
            let namesAControl = next.map { controlNouns.contains(text.folded[$0]) } ?? false
            return presses && !namesAControl
                && (word.count == 1 || hardware.contains(folded) || keyNames.contains(folded) || isFunctionKey(word))
        }
        // "Press Right ⌘": the side of a modifier key.
        if presses, folded == "left" || folded == "right",
            let symbol = text.tokens[(indexes[position] + 1)...].first(where: { $0.kind != .space }),
            modifierSymbols.contains(symbol.text)
        {
            return true
        }
        if isFunctionKey(word) {
            guard presses else { return false }
            guard let next else { return !afterArticle }
            if text.folded[next] == "key" { return true }
            // A place on the screen: "Press F7 on the seat map", "…on the Touch Bar"; not "on the keyboard" (review 70).
            if text.folded[next] == "on" {
                let place = indexes[(position + 2)...].first { !["the", "your", "a", "an"].contains(text.folded[$0]) }
                return place.map { text.folded[$0] == "keyboard" } ?? false
            }
            // A name that goes on ("F1 TV") names no key, nor does one after an article ("the F1 button").
            let nameGoesOn = text.punctuationBefore(next).isEmpty && text.shapes[next] != .lowercase
                && !GrammarWords.functionWords.contains(text.folded[next])
            return !afterArticle && !nameGoesOn
        }
        return false
    }

    /// Whether a word is a key held down before a hyphen, or a hardware name before "button", "key" or
    /// "bar": "Command-Q", "Shift-Return", "Option-click", "Power-Button"; not "Top-Rated" or "Lock-Screen".
    /// After a modifier's symbol too: "⌘-Shift-5" (review 71).
    private static func isHeldKeyCombination(_ word: Substring) -> Bool {
        guard let hyphen = word.firstIndex(of: "-") else { return false }
        let key = word[..<hyphen].lowercased()
        return heldKeys.contains(key) || (hardware.contains(key) && ["button", "key", "bar"].contains(word[word.index(after: hyphen)...].lowercased()))
    }

    /// Keys named after a modifier's symbol besides letters, digits and `hardware`: "⌘ Period", "⌘ Delete".
    /// Not those that name buttons as often ("⇧ Forward", "⌃ Up", "Clear", "Help"; review 70).
    private static let keyNames: Set<String> = [
        "delete", "del", "period", "comma", "plus", "minus", "equal", "equals", "slash", "backslash", "semicolon",
        "grave", "bracket", "arrow",
    ]

    /// The symbols of the keys held down for a shortcut: Command, Option, Shift, Control.
    private static let modifierSymbols: Set<Substring> = ["⌘", "⌥", "⇧", "⌃"]

    /// F1 to F24, a keyboard's function keys.
    private static func isFunctionKey(_ word: Substring) -> Bool {
        guard word.count >= 2, word.count <= 3, word.first == "F", let number = Int(word.dropFirst()) else { return false }
        return (1...24).contains(number) && word.dropFirst().first != "0"
    }

    /// Keys held down for a shortcut or a click.
    private static let heldKeys: Set<String> = ["command", "cmd", "option", "alt", "control", "ctrl", "shift", "fn", "globe"]
    /// Keys pressed with modifiers, by name: "Command and Escape", "Shift + Tab".
    private static let keysListedWithModifiers: Set<String> = [
        "escape", "esc", "return", "enter", "tab", "space", "delete", "backspace", "spacebar",
    ]

    /// Whether a word (folded) names a key held down for a shortcut: "Shift Tab" names keys, no tab.
    static func isHeldKey(_ folded: String) -> Bool { heldKeys.contains(folded) }

    /// Whether the word at token `key` is a modifier key, capitalized, held or pressed with a click or
    /// another key: right after "hold", "holding", "press" or "pressing" (maybe with "down"), and not
    /// going on as a name ("Hold Option and click", "Press Control and click the icon"; not "Press Control
    /// Center"; review 81).
    static func isHeldDown(in text: AnalyzedText, keyAt key: Int) -> Bool {
        guard text.shapes[key] == .capitalized, heldKeys.contains(text.folded[key]), text.punctuationBefore(key).isEmpty,
            var verb = text.previousWordIndex(before: key)
        else { return false }
        if text.folded[verb] == "down", text.punctuationBefore(verb).isEmpty, let before = text.previousWordIndex(before: verb) { verb = before }
        guard ["hold", "holding", "press", "pressing"].contains(text.folded[verb]) else { return false }
        guard let next = text.adjacentWordIndex(after: key) else { return true }
        return ["and", "while", "as", "to", "then"].contains(text.folded[next])
    }

    /// The tokens of the modifier keys a sentence lists by name, capitalized as Apple's style writes
    /// keys: two or more joined by a comma, "or", "and" or "+", where the list says it names keys: joined
    /// by "+", or with a word of pressing or of keys right after it or at most four words before it with
    /// no mark but a comma between ("press a key with Command, Option, Control, or Shift",
    /// "Hold Command + Shift", "the Control or Shift key"; sweep 47). One name alone may be a word
    /// ("Parental Control", "Option 2"), and so may a list where nothing is pressed or held ("Take Control
    /// and Shift Your Focus", "Key dates: Take Control and Shift…"; reviews 77 and 78).
    /// Other keys may end or join such a list, a letter, a digit or a key's name ("Press Command and Q",
    /// "Control and Option and Escape"; review 80): a modifier among them still makes it a list of keys.
    static func listedModifierKeys(in text: AnalyzedText) -> [Int] {
        var keys: [Int] = []
        var list: [Int] = []
        var joinedByPlus = false
        func close() {
            if list.count >= 2, list.contains(where: { heldKeys.contains(text.folded[$0]) }), joinedByPlus || namesKeys(text, list) {
                keys += list
            }
            list = []
            joinedByPlus = false
        }
        func isKey(_ index: Int) -> Bool {
            let word = text.tokens[index].text
            if word.utf8.count == 1, let byte = word.utf8.first { return (0x41...0x5A).contains(byte) || (0x30...0x39).contains(byte) }
            return text.shapes[index] == .capitalized && (heldKeys.contains(text.folded[index]) || keysListedWithModifiers.contains(text.folded[index]))
        }
        for index in text.wordIndexes {
            guard isKey(index) else {
                // The list goes on past its conjunction only.
                if let key = list.last, !(["or", "and"].contains(text.folded[index]) && isListJoint(text, from: key, to: index, closing: false)) {
                    close()
                }
                continue
            }
            if let key = list.last {
                if isListJoint(text, from: key, to: index, closing: true) {
                    joinedByPlus = joinedByPlus || text.tokens[(key + 1)..<index].contains { $0.kind == .punctuation && $0.text == "+" }
                } else {
                    close()
                }
            }
            list.append(index)
        }
        close()
        return keys
    }

    /// Whether the list of keys at tokens `list` is said to be keys: a word of `keyboardWords` or "pressed"
    /// right after it ("the Control or Shift key", "With Option and Shift held"), or one at most four words
    /// before it, with no mark but a comma between.
    private static func namesKeys(_ text: AnalyzedText, _ list: [Int]) -> Bool {
        if let after = text.adjacentWordIndex(after: list[list.count - 1]), keyboardWords.contains(text.folded[after]) || text.folded[after] == "pressed" {
            return true
        }
        var index = list[0]
        for _ in 0..<4 {
            let marks = text.punctuationBefore(index)
            guard let previous = text.previousWordIndex(before: index), marks.allSatisfy({ $0 == "," || $0 == ":" }) else { return false }
            let word = text.folded[previous]
            if keyboardWords.contains(word) { return true }
            // Only the words of "a key with", "and hold", "the": not a verb's object ("Press Continue to the
            // Shift and Option schedule"), nor a colon after other words ("Key dates: Take Control and
            // Shift…"; review 79).
            guard marks.isEmpty, wordsBeforeKeys.contains(word) else { return false }
            index = previous
        }
        return false
    }

    /// Words that may stand between a word of pressing and the keys it names: "press a key with Command",
    /// "press and hold Shift", "hold down the Option key", "The shortcut is Control, Option…".
    private static let wordsBeforeKeys: Set<String> = [
        "a", "an", "the", "with", "and", "or", "down", "both", "either", "then", "is", "are", "use", "uses", "using",
    ]

    /// Words that say keys are pressed, where a list of modifiers names keys.
    private static let keyboardWords: Set<String> = [
        "key", "keys", "keyboard", "shortcut", "shortcuts", "press", "pressing", "hold", "holding", "held", "release",
    ]

    /// Whether only a comma, "+", "or" or "and" stands between the key at token `key` and the token
    /// `next` (a word after a key is let through only as the conjunction itself); with `closing`, at
    /// least one of them does ("Control Option" lists nothing).
    private static func isListJoint(_ text: AnalyzedText, from key: Int, to next: Int, closing: Bool) -> Bool {
        guard let sentence = text.sentence(containing: key), sentence.tokenRange.contains(next) else { return false }
        var joints = 0
        var sawConjunction = false
        for index in (key + 1)..<next {
            let token = text.tokens[index]
            switch token.kind {
            case .space: continue
            case .punctuation where token.text == "," || token.text == "+": joints += 1
            case .word where !sawConjunction && (text.folded[index] == "or" || text.folded[index] == "and"):
                sawConjunction = true
                joints += 1
            default: return false
            }
        }
        return !closing || joints > 0
    }

    /// The token of a selection verb that "or" or "and" joins to the verb at word `position`, after it
    /// ("click or press") or, with `before`, before it ("tap or click").
    static func coordinatedVerb(in text: AnalyzedText, after position: Int) -> Int? {
        coordinated(in: text, conjunctionAt: position + 1, verbAt: position + 2)
    }

    static func coordinatedVerb(in text: AnalyzedText, before position: Int) -> Int? {
        position >= 2 ? coordinated(in: text, conjunctionAt: position - 1, verbAt: position - 2) : nil
    }

    private static func coordinated(in text: AnalyzedText, conjunctionAt conjunction: Int, verbAt verb: Int) -> Int? {
        let words = text.wordIndexes
        guard verb < words.count, text.folded[words[conjunction]] == "or" || text.folded[words[conjunction]] == "and" else {
            return nil
        }
        let folded = text.folded[words[verb]]
        return GrammarWords.selectionVerbs.contains(folded) && folded != "use" ? words[verb] : nil
    }

    /// Where a quoted name ends: after its closing quotation mark when the quote closes after the
    /// name's last token and the marks that go with it (“Delete”, “Save As…”, “OK,”), else at that
    /// token (“press Delete now”: the name is Delete). Looking past the quotation's next words for its
    /// closer took them in ("press Delete now”"), and, for each verb of a long quotation, a time
    /// growing with the square.
    private func closingQuoteEnd(in text: AnalyzedText, after tokenIndex: Int) -> Int {
        var index = tokenIndex + 1
        while index < text.tokens.count, text.isQuoted[index], !text.tokens[index].isWordLike { index += 1 }
        guard text.isQuoted[tokenIndex], index < text.tokens.count,
            AnalyzedText.quotationClosers.contains(text.tokens[index].text)
        else { return text.tokens[tokenIndex].range.upperBound }
        return text.tokens[index].range.upperBound
    }

    /// Whether the words at positions `range` are a lowercase quantifier that opens a noun phrase
    /// ("Select all items" with a button All): a quantifier names its noun, not the button. A lowercase
    /// title otherwise still names the button ("Tap delete again to confirm").
    private func isQuantifierBeforeItsNoun(in text: AnalyzedText, words range: Range<Int>) -> Bool {
        let indexes = text.wordIndexes
        guard range.count == 1, range.upperBound < indexes.count else { return false }
        let word = indexes[range.lowerBound], after = indexes[range.upperBound]
        return text.shapes[word] == .lowercase && GrammarWords.quantifiers.contains(text.folded[word])
            && text.punctuationBefore(after).isEmpty && text.tokens[after].kind == .word
    }

    /// "Choose" in its forms: before "to" it decides ("Choose to Import"), it selects nothing.
    private static let formsOfChoose: Set<String> = ["choose", "chooses", "chose", "chosen", "choosing"]
    /// What a control held down does: "Press to Talk" names a press-and-hold control (push to talk),
    /// which a tap would not work; its title says how to use the control, not which button to select.
    private static let heldControlPurposes: Set<String> = ["talk", "speak", "record", "dictate"]

    /// In a button title, the selection of the button itself after the verb at word position `position`:
    /// "Click Here", "Press Anywhere", "Touch to Retry" (not "Choose to Import": choosing to do something
    /// is deciding, not selecting). Nil for a title that names an action ("Choose Photo", "Press Kit").
    static func selfSelection(in text: AnalyzedText, afterWordAt position: Int) -> Target? {
        let indexes = text.wordIndexes
        guard position + 1 < indexes.count else { return nil }
        let next = text.tokens[indexes[position + 1]]
        let word = text.folded[indexes[position + 1]]
        let verb = text.folded[indexes[position]]
        let isPurpose = word == "to" && position + 2 < indexes.count && !Self.formsOfChoose.contains(verb)
            && !(verb.hasPrefix("press") && Self.heldControlPurposes.contains(text.folded[indexes[position + 2]]))
        // "Press OK to Play": the button names itself by the control it is.
        guard word == "here" || word == "anywhere" || word == "ok" || isPurpose else { return nil }
        return Target(range: next.range, isDialogButton: true, skippedOn: false, onRange: 0..<0)
    }

    /// The control named after the verb at word position `position`, or nil when the verb selects no control.
    /// `isTitle`: the text is a dialog's title, which may be written in title style.
    ///
    /// "click or press Manage": coordinated verbs select what the last names (an "on" is the last's),
    /// else what the one before names, and so on back. The chain is followed for `longestVerbChain`
    /// links at most: followed to its end by recursion, "Click or taps or taps…" overflowed the stack
    /// at 25,000 links, and asked at each of its verbs it took a time growing with the square.
    func controlNamed(in text: AnalyzedText, afterWordAt position: Int, isTitle: Bool = false) -> Target? {
        // Right before the verb, nothing between: "The name is too long. Click Rename." is no gesture.
        if position > 0, Self.isGestureModifier(text, at: text.wordIndexes[position - 1], before: text.wordIndexes[position]) {
            return nil
        }
        var chain = [position]
        while chain.count <= Self.longestVerbChain, let last = chain.last, Self.coordinatedVerb(in: text, after: last) != nil {
            chain.append(last + 2)
        }
        for verb in chain.reversed() {
            if let target = controlNamedByItself(in: text, afterWordAt: verb, isTitle: isTitle) {
                return Self.isPlacedOnADevice(in: text, after: target.range.upperBound) ? nil : target
            }
        }
        return nil
    }

    /// The dialog's button whose title is the words from word position `position` on, if any.
    private func dialogButton(in text: AnalyzedText, atWord position: Int, skippedOn: Bool, onRange: Range<Int>) -> Target? {
        let indexes = text.wordIndexes
        for title in buttonTitles.candidates(startingWith: text.folded[indexes[position]]) where position + title.count <= indexes.count {
            let candidate = (0..<title.count).map { text.folded[indexes[position + $0]] }
            if candidate == title, !isQuantifierBeforeItsNoun(in: text, words: position..<(position + title.count)) {
                let lastIndex = indexes[position + title.count - 1]
                return Target(range: text.tokens[indexes[position]].range.lowerBound..<closingQuoteEnd(in: text, after: lastIndex),
                    isDialogButton: true, skippedOn: skippedOn, onRange: onRange)
            }
        }
        return nil
    }

    /// The most verbs after the first that "or" and "and" chain to it ("click or press or tap").
    static let longestVerbChain = 8

    /// What the words after "the" at token `article` are: a control, a lowercase noun or a name with its
    /// kind after it ("the button", "the Apple menu", "the Start Button"); the rest of a title, capitals
    /// that end their clause or run into "by" ("Your playlist includes Touch the Sky", "…Touch the Sky by
    /// Hillsong"; review 80); or either, capitals before other words ("Select the Files to upload", "the
    /// Link episode"; review 81).
    /// A title holds the token of its last capital.
    enum ObjectAfterThe: Equatable { case control, title(lastCapital: Int), unclear }

    static func objectAfterThe(in text: AnalyzedText, at article: Int) -> ObjectAfterThe {
        guard var object = text.adjacentWordIndex(after: article) else { return .unclear }
        if text.shapes[object] == .lowercase { return GrammarWords.functionWords.contains(text.folded[object]) ? .unclear : .control }
        var lastCapital = object
        for position in 0...longestControlName {
            if position > 0, kindsAfterAName.contains(text.folded[object]) { return .control }
            if text.shapes[object] == .lowercase { return text.folded[object] == "by" ? .title(lastCapital: lastCapital) : .unclear }
            lastCapital = object
            guard let following = text.adjacentWordIndex(after: object) else { return .title(lastCapital: lastCapital) }
            object = following
        }
        return .unclear
    }

    /// The token of the last capital of a work's title that the verb of selection at token `verb` opens,
    /// capitalized after a lowercase word, going on after "the": "Your playlist includes Touch the Sky"
    /// (review 80). Nil in a sentence in title style ("Please Click The Button Below"), where "The" is
    /// capitalized too, and after a modal, a conjunction or an adverb that opens an instruction ("You can
    /// Select the Photos.", "Open the email and Click the Link."; review 82); a conjunction only in a
    /// sentence that opens as an instruction does, not with a determiner ("Your album has Hit the Road
    /// Jack and Touch the Sky."; review 83).
    static func titleOfAWork(in text: AnalyzedText, verbAt verb: Int) -> Int? {
        guard text.shapes[verb] == .capitalized, text.isVerbOfSelection(verb), text.punctuationBefore(verb).isEmpty,
            let previous = text.previousWordIndex(before: verb), text.shapes[previous] == .lowercase,
            QuestionGrammar.auxiliaryBase(text.folded[previous]) != "modal",
            !wordsBeforeAnInstruction.contains(text.folded[previous])
                || clauseConjunctions.contains(text.folded[previous]) && opensAStatement(text, sentenceOf: verb),
            let article = text.adjacentWordIndex(after: verb), text.tokens[article].text == "the",
            case .title(let lastCapital) = objectAfterThe(in: text, at: article)
        else { return nil }
        return lastCapital
    }

    private static let kindsAfterAName: Set<String> = namedControlNouns.union([
        "buttons", "links", "icons", "tabs", "menu", "menus", "option", "options",
    ])

    /// Whether the clause of token `index` opens with a determiner or a pronoun, as a statement does: its
    /// first word after the last comma before it (at most `clauseReach` tokens back, then the sentence's
    /// first word), past a conjunction ("In Photos, open an album and Touch…" is an instruction, "Your
    /// album has … and Touch the Sky" and "We played … and Touch the Sky" are statements; review 84).
    private static func opensAStatement(_ text: AnalyzedText, sentenceOf index: Int) -> Bool {
        guard let sentence = text.sentence(containing: index) else { return false }
        var start = sentence.tokenRange.lowerBound
        var back = index - 1
        // Where the verb's clause holds nothing but its conjunction (", and Click…", ", then Hit…"), the
        // clause before the comma tells.
        var clauseHasWords = false
        while back > sentence.tokenRange.lowerBound, index - back <= clauseReach {
            let token = text.tokens[back]
            if token.text == ",", clauseHasWords { start = back + 1; break }
            if token.isWordLike, !clauseConjunctions.contains(text.folded[back]) { clauseHasWords = true }
            back -= 1
        }
        guard var first = text.firstWordIndex(atOrAfter: start), first < index else { return false }
        while clauseConjunctions.contains(text.folded[first]), let next = text.adjacentWordIndex(after: first), next < index { first = next }
        let word = text.folded[first]
        return GrammarWords.functionWords.contains(word) || QuestionGrammar.personalPronouns.contains(word)
    }

    /// How far back a clause's comma is looked for: a sentence of thousands of clauses without one is
    /// judged by its first word.
    private static let clauseReach = 40
    private static let clauseConjunctions: Set<String> = ["so", "and", "but", "or", "then"]

    /// Words before an imperative: "…and Click the Link", "then Select the Album", "please Choose…".
    private static let wordsBeforeAnInstruction: Set<String> = [
        "and", "or", "then", "please", "just", "simply", "now", "first", "also",
    ]

    /// Things with buttons of their own, which are pressed, not tapped, whatever the button's name: "Press
    /// Play on the remote", "Press Start on the controller", "Press Menu on the Siri Remote" (blind suite 42).
    /// Not "keyboard": an iPhone's is on its screen ("Touch Done on the keyboard"; review 81).
    static let devicesWithButtons: Set<String> = [
        "remote", "remotes", "controller", "controllers", "gamepad", "joystick", "keypad", "headset",
        "headphones", "earbuds", "earphones", "airpods", "camera", "bridge", "router", "console", "printer", "reader",
        "terminal", "hub", "speaker", "dongle",
    ]

    /// Whether the words after the UTF-8 offset `end` (a control's name) place the control on one of
    /// `devicesWithButtons`: "on", maybe a determiner, at most three words of the device's name, then the
    /// device, ending its phrase ("on your Apple TV Remote", "on the game controller"). Not "on the
    /// controller screen", a screen's.
    private static func isPlacedOnADevice(in text: AnalyzedText, after end: Int) -> Bool {
        let indexes = text.wordIndexes
        // The first word after the name, found by halving: asked for every verb, a scan would grow with the square.
        let low = text.firstWordPosition { text.tokens[$0].range.lowerBound >= end }
        guard low < indexes.count, text.folded[indexes[low]] == "on", text.punctuationBefore(indexes[low]).isEmpty else { return false }
        var position = low + 1
        if position < indexes.count, GrammarWords.nounDeterminers.contains(text.folded[indexes[position]]) { position += 1 }
        for _ in 0...3 {
            guard position < indexes.count, text.punctuationBefore(indexes[position]).isEmpty else { return false }
            if devicesWithButtons.contains(text.folded[indexes[position]]) {
                // "the remote control" is the remote.
                let next = text.folded[indexes[position]] == "remote" && position + 1 < indexes.count
                    && text.folded[indexes[position + 1]] == "control" ? position + 2 : position + 1
                return next >= indexes.count || !text.punctuationBefore(indexes[next]).isEmpty
                    || GrammarWords.functionWords.contains(text.folded[indexes[next]])
            }
            if GrammarWords.functionWords.contains(text.folded[indexes[position]]) { return false }
            position += 1
        }
        return false
    }

    /// The control named after the verb at word position `position`, leaving aside a verb coordinated with it.
    private func controlNamedByItself(in text: AnalyzedText, afterWordAt position: Int, isTitle: Bool) -> Target? {
        let indexes = text.wordIndexes
        var next = position + 1
        func lower(_ p: Int) -> String? { p < indexes.count ? text.folded[indexes[p]] : nil }
        // Whether "below" or "above" at word position `place` ends its phrase, placing a button under the
        // text, where the dialog's own are ("the button below", "the button above to go on"), not under
        // something else ("the button below the video").
        func isTheDialogsOwn(atPlace place: Int) -> Bool {
            guard lower(place) == "below" || lower(place) == "above", text.punctuationBefore(indexes[place]).isEmpty else { return false }
            // "below and to the right of the LED" goes on placing it (review 79).
            let goesOnPlacing = ["to", "next", "beside", "near", "above", "below", "under", "left", "right"].contains(lower(place + 2))
            return place + 1 >= indexes.count || !text.punctuationBefore(indexes[place + 1]).isEmpty
                || lower(place + 1) == "to" || ["and", "or"].contains(lower(place + 1)) && !goesOnPlacing
        }
        // Whether the noun phrase ends before the word at `after`: at a function word, a mark, the end,
        // or a place on the screen ("Click the options below to continue"; blind suite 38).
        func endsTheNounPhrase(before after: Int) -> Bool {
            guard let following = lower(after) else { return true }
            return GrammarWords.functionWords.contains(following) || !text.punctuationBefore(indexes[after]).isEmpty
                || following == "below" || following == "above"
        }
        // "touch and hold", "press and hold": gestures.
        if lower(next) == "and", lower(next + 1) == "hold" { return nil }
        if let click = Self.clickWithoutObject(in: text, verbAt: position) { return click }
        var skippedOn = false
        var onRange = 0..<0
        if lower(next) == "on" {
            skippedOn = true
            onRange = text.tokens[indexes[next]].range
            next += 1
        }
        let article = lower(next).flatMap { GrammarWords.articles.contains($0) ? $0 : nil }
        let skipsAnArticle = article != nil
        if skipsAnArticle { next += 1 }
        // The object stands in the verb's sentence: "Keep the color they chose. It looks good." names
        // nothing, nor does a line that goes on after a line break ("…you chose\nShare them later").
        guard next < indexes.count, let sentence = text.sentence(containing: indexes[position]),
            sentence.tokenRange.contains(indexes[next])
        else { return nil }
        let first = text.tokens[indexes[next]]
        if let button = dialogButton(in: text, atWord: next, skippedOn: skippedOn, onRange: onRange) { return button }
        let word = text.folded[indexes[next]]
        let verb = text.folded[indexes[position]]
        // "an option" in lowercase, clicked or touched, is an item of a menu, not the key (below).
        let isAnOptionOnScreen = word == "option" && skipsAnArticle && text.shapes[indexes[next]] == .lowercase
            && endsTheNounPhrase(before: next + 1)
        if Self.hardware.contains(word) && !isAnOptionOnScreen
            || Self.isKeyboardShortcut(in: text, atWord: next, verb: verb, afterArticle: skipsAnArticle)
        {
            // A key, or the dialog's button joined to it: "Press ⌘Q or Quit." (review 67).
            guard ["or", "and"].contains(lower(next + 1)), next + 2 < indexes.count,
                sentence.tokenRange.contains(indexes[next + 2])
            else { return nil }
            // Named as a button is: capitalized or quoted ("Press Esc and try again" names none).
            let alternative = lower(next + 2).map(GrammarWords.articles.contains) == true ? next + 3 : next + 2
            guard alternative < indexes.count, sentence.tokenRange.contains(indexes[alternative]),
                text.shapes[indexes[alternative]] != .lowercase || text.isQuoted[indexes[alternative]],
                var button = dialogButton(in: text, atWord: alternative, skippedOn: false, onRange: 0..<0)
            else { return nil }
            button.followsAKey = true
            return button
        }
        let target = Target(range: first.range, isDialogButton: word == "ok" || word == "cancel",
            skippedOn: skippedOn, onRange: onRange)
        // "the button below" can only be the dialog's own: its buttons sit under its text. Not "the button
        // below the video", where "below" places another button.
        if word == "button" || word == "buttons", isTheDialogsOwn(atPlace: next + 1) {
            var own = target
            own.isDialogButton = true
            own.range = first.range.lowerBound..<text.tokens[indexes[next + 1]].range.upperBound
            return own
        }
        // "Tapping the button will…": a selection as the subject of what the button does names the
        // dialog's own, the one whose action the sentence explains (sweep 45). Not "Pressing the button will
        // turn on the light", a hardware button's (review 76), nor one where a place follows.
        if word == "button", article == "the", ["tapping", "clicking", "touching", "selecting"].contains(verb),
            let then = lower(next + 1), Self.verbsOfWhatAButtonDoes.contains(then),
            text.punctuationBefore(indexes[next + 1]).isEmpty
        {
            var own = target
            own.isDialogButton = true
            return own
        }
        // "the link button", pressed, is a button named "link", which may be a device's: "Press the link
        // button on the bridge" (sweep 47). Lowercase names of buttons are left alone, as "the reset button" is below.
        let namesAButton = next + 1 < indexes.count && sentence.tokenRange.contains(indexes[next + 1])
            && text.punctuationBefore(indexes[next + 1]).isEmpty && ["button", "buttons"].contains(lower(next + 1))
            // "the link button below" is the dialog's own (review 77), not "the link button below the LED".
            && !isTheDialogsOwn(atPlace: next + 2)
        // Only pressed: a link button touched or clicked is on the screen ("Touch the link button to share").
        let isPressedLinkButton = namesAButton && (word == "link" || word == "links") && verb.hasPrefix("press")
        if Self.controlNouns.contains(word), !isPressedLinkButton { return target }
        let picks = Self.formsOfChoose.contains(verb) || verb.hasPrefix("select")
        if !picks, Self.switchedControlNouns.contains(word) { return target }
        if verb.hasPrefix("click") || verb.hasPrefix("double-click"), Self.clickedControlNouns.contains(word),
            text.shapes[indexes[next]] == .lowercase, endsTheNounPhrase(before: next + 1)
        {
            return target
        }
        // An item of a list or a grid clicked or touched after an article ("Touch an item to select it",
        // "Click a row to edit it"; blind suite 38), in lowercase and ending the noun phrase. Not pressed:
        // "press the tab" may be the key.
        // An ordinal may come between: "Touch the first cell" (sweep 46).
        let item = Self.ordinals.contains(word) && next + 1 < indexes.count
            && sentence.tokenRange.contains(indexes[next + 1]) && text.punctuationBefore(indexes[next + 1]).isEmpty ? next + 1 : next
        // Only an instruction or its -ing form, not negated: "Don’t touch the items in the oven" and "The
        // arm touches the items" select nothing (review 76).
        if Self.verbsSelectingItems.contains(verb), skipsAnArticle,
            position == 0 || !["don't", "not", "never", "dont"].contains(text.folded[indexes[position - 1]]),
            let itemWord = lower(item), Self.itemsOnScreen.contains(itemWord), text.shapes[indexes[item]] == .lowercase,
            endsTheNounPhrase(before: item + 1),
            // Touched to a thing, it is a thing held ("Touch the item to the reader").
            !(lower(item + 1) == "to" && lower(item + 2).map({ GrammarWords.articles.contains($0) || GrammarWords.determiners.contains($0) }) == true)
        {
            return target
        }
        // A one-word lowercase name of an on-screen icon or link ("press the share icon", "click the
        // unsubscribe link"), where the verb selects rather than picks ("choose the blue icon" picks
        // one). Not a button: "press the reset button" may be hardware. An article stands between: else
        // the "verb" is a noun in a compound ("the press release link", "our press kit icon").
        // Capitalized names come below. Not a button, even clicked: "Click the reset button on the back of
        // the camera" (review 63).
        if !picks, skipsAnArticle, next + 1 < indexes.count, Self.screenControls.contains(text.folded[indexes[next + 1]]),
            text.shapes[indexes[next]] == .lowercase, !GrammarWords.functionWords.contains(word),
            text.punctuationBefore(indexes[next + 1]).isEmpty
        {
            var named = target
            named.range = first.range.lowerBound..<text.tokens[indexes[next + 1]].range.upperBound
            return named
        }
        // A name followed by what kind of control it is: "touch the Settings icon", even where the name
        // is a known one (an app's icon is still a control).
        if let end = namedControlEnd(in: text, atWord: next) {
            var named = target
            named.range = first.range.lowerBound..<end
            return named
        }
        // A quoted name: press “Upgrade”.
        let before = text.punctuationBefore(indexes[next])
        if before.contains(where: { AnalyzedText.quotationCloser(of: $0) != nil && $0 != "\u{00BB}" }) {
            var quoted = target
            quoted.isDialogButton = target.isDialogButton || namesAButtonForShort(in: text, verbAt: position, nameAt: next)
            quoted.range = first.range.lowerBound..<closingQuoteEnd(in: text, after: indexes[next])
            return quoted
        }
        // A capitalized control name that is not a known name: "click Manage", but not "press Touch ID"
        // (a sensor) or "choose Apple Pay" (a way to pay), nor one after "a" or "an", which count a thing,
        // never name a control ("Choose a PIN of 6 digits."), nor one that says what kind of thing is
        // touched ("Touch the NFC tag to the phone", "TOUCH RFID TAG"; sweep 36). A known name clicked is
        // on the screen all the same, an app or a setting: "Click Settings, then Privacy" (blind suite 42).
        let shape = text.shapes[indexes[next]]
        // Not a double-click, a Mac's way to open an app ("Double-click Safari"; review 81).
        let clicks = verb.hasPrefix("click")
        if first.kind == .word, shape == .capitalized || shape == .allCaps, article != "a" && article != "an",
            !qualifiesAThing(in: text, atWord: next, verb: verb),
            !GrammarWords.firstPersonSingular.contains(word),
            clicks || !words.isKnownProperNoun(first.text) && !isWholeKnownName(in: text, atWord: next),
            !isTitle || capitalsAreTelling(in: text, aroundToken: indexes[position])
        {
            var named = target
            named.isDialogButton = target.isDialogButton || namesAButtonForShort(in: text, verbAt: position, nameAt: next)
            return named
        }
        return nil
    }

    /// A click told with no object, before its purpose or a place on the screen ("Click to continue.",
    /// "To finish, click below."): an instruction to select whatever the screen shows there, a click on
    /// a touch screen all the same (blind suite 27). Only "click", the mouse's verb: "touch" and "press"
    /// may be a hand on the device ("Press to wake", "Touch to unlock"). Only as an imperative, the first
    /// word of its sentence or after a comma or "please", "just", "simply" or "then" ("One click to
    /// continue" counts clicks), and only before "to" and a lowercase verb: "Click to Pay" is a product.
    /// Not "double-click": "Double-click to pay" is Apple's own wording for the side button (review 63).
    private static func clickWithoutObject(in text: AnalyzedText, verbAt position: Int) -> Target? {
        let indexes = text.wordIndexes
        let verb = indexes[position]
        guard text.folded[verb] == "click", position + 1 < indexes.count,
            let sentence = text.sentence(containing: verb), sentence.tokenRange.contains(indexes[position + 1]),
            text.punctuationBefore(indexes[position + 1]).isEmpty
        else { return nil }
        let isImperative = text.startsSentence(verb) || text.punctuationBefore(verb).contains(",")
            || (text.punctuationBefore(verb).isEmpty && position > 0
                && ["please", "just", "simply", "then"].contains(text.folded[indexes[position - 1]]))
        guard isImperative else { return nil }
        let next = text.folded[indexes[position + 1]]
        let isPlace = ["below", "above", "anywhere"].contains(next)
            && (position + 2 >= indexes.count || !sentence.tokenRange.contains(indexes[position + 2])
                || !text.punctuationBefore(indexes[position + 2]).isEmpty || text.folded[indexes[position + 2]] == "to")
        let isPurpose = next == "to" && position + 2 < indexes.count && sentence.tokenRange.contains(indexes[position + 2])
            && text.punctuationBefore(indexes[position + 2]).isEmpty && text.tokens[indexes[position + 2]].kind == .word
            && text.shapes[indexes[position + 2]] == .lowercase
        guard isPlace || isPurpose && !namesAFeature(in: text, sentence: sentence, after: position + 2) else { return nil }
        return Target(range: text.tokens[indexes[position + 1]].range, isDialogButton: false, skippedOn: false, onRange: 0..<0)
    }

    /// Whether "click to" and the verb at word `purpose` are a feature's name, the subject of what follows:
    /// a form of "be" or a state comes right after it, or after one more verb joined by "or" or "and"
    /// ("Click to call isn’t available in this region.", "Click to call or chat is off", "Click to chat
    /// unavailable"; review 61). Not after a comma, where a clause of its own may start ("Click to
    /// confirm, you will be charged"; review 62).
    private static func namesAFeature(in text: AnalyzedText, sentence: AnalyzedText.Sentence, after purpose: Int) -> Bool {
        let indexes = text.wordIndexes
        func isPredicate(_ position: Int, afterAdverb: Bool = false) -> Bool {
            guard position < indexes.count, sentence.tokenRange.contains(indexes[position]),
                text.punctuationBefore(indexes[position]).isEmpty
            else { return false }
            let word = text.folded[indexes[position]]
            // "Click to call not available", "Click to chat temporarily disabled" (review 63).
            if !afterAdverb, word == "not" || word.hasSuffix("ly") { return isPredicate(position + 1, afterAdverb: true) }
            return QuestionGrammar.auxiliaryBase(word) != nil || Self.states.contains(word)
        }
        if isPredicate(purpose + 1) { return true }
        guard purpose + 2 < indexes.count, ["or", "and"].contains(text.folded[indexes[purpose + 1]]),
            text.punctuationBefore(indexes[purpose + 1]).isEmpty
        else { return false }
        return isPredicate(purpose + 3)
    }

    /// States that a feature's name is the subject of, with "is" left out (a title's telegraphic style).
    private static let states: Set<String> = [
        "unavailable", "available", "disabled", "enabled", "required", "supported", "unsupported", "failed",
    ]

    /// Whether the one-word name at word `name` after the verb at word `verb` is a button's title for
    /// short: after a verb of tapping ("Tap Delete" over "Delete Account"; not "use", "choose" or
    /// "select", whose object is as often a thing or a menu's item: "Use HTTPS", "Select Save in the File
    /// menu"), one word alone ("Tap Turn On" names another label), with no word nearby in its sentence
    /// that names another place of the UI or the prompt to come ("On the next screen, tap Allow", "When
    /// prompted, tap Allow" are the system's prompt).
    private func namesAButtonForShort(in text: AnalyzedText, verbAt verb: Int, nameAt name: Int) -> Bool {
        let indexes = text.wordIndexes
        guard buttonTitleVerbs.contains(text.folded[indexes[name]]), Self.tappingVerbs.contains(text.folded[indexes[verb]]) else {
            return false
        }
        if name + 1 < indexes.count, text.punctuationBefore(indexes[name + 1]).isEmpty, text.shapes[indexes[name + 1]] != .lowercase {
            return false
        }
        // Near the name, within its sentence: a window, not the whole sentence, so that a sentence of
        // thousands of "Tap Delete" takes a time growing with its length, not with its square.
        guard let sentence = text.sentence(containing: indexes[name]) else { return true }
        // Before the name, its sentence's words as far as the window; after it, only its own clause
        // ("tap Allow when prompted"; not "…, then go on to view the page").
        var last = name
        while last + 1 < indexes.count, last + 1 - name <= Self.placeWindow, text.punctuationBefore(indexes[last + 1]).isEmpty {
            last += 1
        }
        let nearby = max(0, name - Self.placeWindow)...last
        // Where the name's purpose starts, if it has one ("Tap Continue to pick photos…").
        let purpose = ((name + 1)..<(last + 1)).first { text.folded[indexes[$0]] == "to" } ?? last + 1
        return !nearby.contains { position in
            let word = text.folded[indexes[position]]
            // "next to" places the control beside another thing ("tap Remove next to another device").
            let isNextTo = word == "next" && position + 1 < indexes.count && text.folded[indexes[position + 1]] == "to"
            // "in the next alert", "on the system alert": the prompt to come (blind suite 34); not "this
            // alert", nor "to go to the next step", "to get another notification" (review 69).
            // After the name, only before a purpose ("Tap Continue to pick photos on the next step" is the
            // dialog's Continue; review 70).
            let isAlertToCome = Self.alertsToCome.contains(word) && position >= 2
                && Self.wordsOfAnAlertToCome.contains(text.folded[indexes[position - 1]])
                && Self.opensAPhraseOfPlace(in: text, at: position - 2)
                && position < purpose
            // The button's own noun is no other place: "Tap Close to close the tab" over "Close Tab".
            return position != name && sentence.tokenRange.contains(indexes[position])
                && (isNextTo || isAlertToCome || Self.otherPlaces.contains(word) && !buttonTitleWords.contains(word))
        }
    }

    /// How many words on either side of a short name are read for another place of the UI: a primer's
    /// clause may run long ("When you're prompted to share your location so we can show the stores near
    /// you, tap Allow").
    private static let placeWindow = 30

    /// Verbs of tapping, in the present or in -ing, after which a button's first word names the button:
    /// the selection verbs but choose, select and use, whose object is as often a thing.
    private static let tappingVerbs: Set<String> = GrammarWords.selectionVerbs.filter { verb in
        !formsOfChoose.contains(verb) && !verb.hasPrefix("select") && verb != "use" && !verb.hasSuffix("ed")
    }
    /// Words of places of the UI beside the dialog, and of the prompt to come: where one stands near a
    /// name after a verb, the name may be a control there ("When prompted, tap Allow", "Select Save in the
    /// File menu"). Not things a button acts on ("Tap Delete to remove the app").
    private static let otherPlaces: Set<String> = [
        "screen", "prompt", "prompted", "popup", "pop-up", "dialog", "sheet", "menu", "window", "page", "tab",
        "settings", "toolbar", "sidebar", "panel", "pane", "ask", "asks", "asked", "prompts",
    ]

    /// Whether the word at word position `position` is a preposition of place, or an article right after
    /// one: "in the next alert", "on the system alert", "In the next step".
    private static func opensAPhraseOfPlace(in text: AnalyzedText, at position: Int) -> Bool {
        let indexes = text.wordIndexes
        var preposition = position
        if GrammarWords.articles.contains(text.folded[indexes[preposition]]) {
            guard preposition > 0 else { return false }
            preposition -= 1
        }
        return GrammarWords.placePrepositions.contains(text.folded[indexes[preposition]])
    }

    /// Nouns of an alert or a step, another place only after a word that puts it later or in the
    /// system, in a phrase of place: "Tap Allow in the next alert", "…on the system alert", "In the next
    /// step, tap Allow".
    private static let alertsToCome: Set<String> = ["alert", "alerts", "step", "request", "notification"]
    private static let wordsOfAnAlertToCome: Set<String> = [
        "next", "following", "upcoming", "system", "system's", "permission", "second", "another", "ios", "macos",
    ]

    /// Whether a capital in a title's sentence tells a name from a word: only where some word that title
    /// style would capitalize is lowercase. In the title "Choose Profile Picture" every word is
    /// capitalized, as title style wants, so "Profile" is no control's label. (A message is written in
    /// sentence style, so there a capital always tells.)
    private func capitalsAreTelling(in text: AnalyzedText, aroundToken tokenIndex: Int) -> Bool {
        guard let sentence = text.sentence(containing: tokenIndex) else { return true }
        return sentence.tokenRange.contains { index in
            text.tokens[index].kind == .word && text.shapes[index] == .lowercase && !text.isMinorWord(at: index)
        }
    }

    /// Where a run of capitalized words at word `position` ends when a control noun follows it ("Settings
    /// icon", "Share tab"): the end of the noun; nil otherwise.
    private func namedControlEnd(in text: AnalyzedText, atWord position: Int) -> Int? {
        let indexes = text.wordIndexes
        var next = position
        while next < indexes.count, next - position <= Self.longestControlName {
            // The noun may be capitalized too, in a title ("the Settings Icon").
            if next > position, Self.namedControlNouns.contains(text.folded[indexes[next]]) {
                return text.tokens[indexes[next]].range.upperBound
            }
            let shape = text.shapes[indexes[next]]
            guard shape == .capitalized || shape == .mixed || shape == .allCaps else { return nil }
            next += 1
        }
        return nil
    }

    /// Whether a known name of several words starts at word `position` and the capitalized run ends with
    /// it: "Touch ID" names a sensor, but "Touch ID Settings" is the label of a control.
    private func isWholeKnownName(in text: AnalyzedText, atWord position: Int) -> Bool {
        let length = words.knownNameLength(in: text, atWord: position)
        guard length > 0 else { return false }
        let after = position + length
        guard after < text.wordIndexes.count else { return true }
        let shape = text.shapes[text.wordIndexes[after]]
        return shape != .capitalized && shape != .allCaps
    }
}
