/// `tap-wording`: "click", "touch", "press" or "choose" used for selecting a control; say "tap".
struct TapWordingRule: Rule {
    static let description = RuleDescription(
        id: "tap-wording",
        summary: "\"Click\", \"touch\", \"press\" or \"choose\" used for selecting a control; say \"tap\".",
        rationale: """
            On a touch screen people tap controls. The rule fires only where the verb selects a control: a button \
            title of the dialog, a quoted or capitalized control name, a name followed by what control it is \
            ("the Settings icon", "the share icon", "the unsubscribe link"), or words such as "button", "here" and "link"; \
            an item of a list, a grid or a menu clicked or touched ("Touch an item to select it", "Click a row", "Click an option below"); \
            "click" as an imperative with no object, before its purpose or a place ("Click to continue.", "click below"), \
            but not a feature named so ("Click to call isn’t available"); a switch or a \
            toggle pressed or touched, not chosen from a list. It leaves alone a click in a sentence that places it on a Mac, a computer or a mouse ("On a Mac, click…", "…click it in Finder", \
            "Click Wi-Fi in the menu bar", "Hold Option and click…") \
            or that lists modifier keys ("Click the field, then press a key with Command or Shift"), "choose a \
            photo", hardware buttons and keys ("press the Home button", "press the reset button", "press Return", "press ⌘Q", \
            "press F11", "press the link button on the bridge": a button named in lowercase may be a device's; "press \
            Play on the remote": a device with buttons of its own), known names that are no control ("press Touch ID"; \
            clicked, a known name is an app or a setting on the screen: "Click Settings"), the title of a work \
            ("Your playlist includes Touch the Sky"), gestures ("touch and hold", "long press", "firmly press") and a title in title style, whose \
            capitals name no control ("Choose Profile Picture"). A button title names an action ("Choose Photo", \
            "Press Kit"): it is reported only where it describes selecting the button itself ("Click Here", \
            "Touch to Retry", "Press OK to Play"). Fix: replaces the verb with the same form of "tap".
            """,
        guidelines: [
            .hig(.hig2014, "Be sure to use the word \"tap\" (not \"touch\" or \"click\" or \"choose\") to describe the selection action."),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true, fixable: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "Storage almost full", "message": "↓Click Manage to free up space.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage"}]}"#),
            Example(#"{"kind": "alert", "title": "Storage almost full", "message": "↓Click or ↓press Manage.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage"}]}"#),
            Example(#"{"kind": "alert", "title": "Download paused", "message": "To resume, ↓touch the Resume button.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Photo hidden", "message": "↓Double-click the link to see it again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Name missing", "message": "↓Click the field to enter a name.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Link expired", "message": "↓Clicking here opens the Help page.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Choose a plan", "message": "↓Press “Upgrade” to continue.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "↓Click Upgrade to keep your files", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Upgrade"}]}"#),
            Example(#"{"kind": "alert", "title": "Location Services are off", "message": "↓Touch the Settings icon, then turn them on.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Links open in Safari", "message": "↓Click a link to open it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t share the file", "message": "↓Press the share icon in the toolbar.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Too many newsletters?", "message": "↓Click the unsubscribe link at the bottom of the email.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Review"}]}"#),
            Example(#"{"kind": "alert", "title": "Sync is off", "message": "↓Touch the switch to turn it on.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Nothing selected", "message": "↓Touch an item to select it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Nothing to edit", "message": "↓Click a row to edit it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Export format", "message": "↓Click an option below to continue.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Export"}]}"#),
            Example(#"{"kind": "alert", "title": "Location is off", "message": "↓Click on Settings, then on Privacy.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Uninstall the app", "message": "Settings -> iPhone Storage -> ↓Click on “%@” -> Delete App.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Too many files", "message": "To remove them all ↓Click Delete.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Nothing to edit", "message": "↓Touch the first cell, then edit it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Connection lost", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "↓Touch to Retry"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Update available", "buttons": [{"title": "↓Click Here"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Game over", "buttons": [{"title": "↓Press OK to Play"}, {"title": "Quit", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Email verified", "message": "↓Click to continue.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Almost done", "message": "To finish setting up the account, ↓click below.", "buttons": [{"title": "Finish"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Full site", "message": "↓Click here to view the desktop version of this page.", "buttons": [{"title": "OK"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Ready to scan", "message": "Touch the NFC tag to the back of the phone.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Scan"}]}"#),
            Example(#"{"kind": "alert", "title": "Paused", "message": "Press Play on the Siri Remote to resume. Your playlist includes Touch the Sky.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Ready to pay", "message": "Touch the item to the reader. Choose an item from the list.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Pay"}]}"#),
            Example(#"{"kind": "alert", "title": "Touch ID is on", "message": "Touch ID unlocks iCloud items. Don’t touch the items in the oven.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Set up the card", "message": "Choose a PIN of 6 digits.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Next"}]}"#),
            Example(#"{"kind": "alert", "title": "Color saved", "message": "Keep the color they chose. It looks good.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Photos kept", "message": "Keep the photos you chose\nShare them later from Photos.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Press kit sent", "message": "Read the news and press release link in the email.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "No photo selected", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Choose Photo"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Choose Profile Picture", "buttons": [{"title": "Take Photo"}, {"title": "Choose Photo"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Lyrics unavailable", "message": "Touch Bar lyrics need macOS 12 or later.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Touch ID isn’t set up", "message": "Touch ID can be set up in Settings.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Set Up"}]}"#),
            Example(#"{"kind": "alert", "title": "Storage almost full", "message": "Tap Manage to free up space.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage"}]}"#),
            Example(#"{"kind": "alert", "title": "Choose a photo", "message": "Choose a photo to share with the group.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Restart required", "message": "Press the Home button, then press and hold the Side button.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Keyboard shortcut", "message": "Press Return to send.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Confirm payment", "message": "Press Touch ID to confirm the payment.", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Quick actions", "message": "Touch and hold an app icon to see them.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Choose a photo", "message": "Choose the photo you want to share, then press any key.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Router offline", "message": "Press the reset button on the router for 10 seconds. Then press the mute switch.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Quick actions", "message": "Long press the app icon, or firmly press the Share button.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Pick a device", "message": "Choose a switch from the list, then choose the blue icon.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Quit the app?", "message": "Press Command-Q again to quit, or press ⌘W to close the window.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Quit"}]}"#),
            Example(#"{"kind": "alert", "title": "Keyboard shortcuts", "message": "Press ⌘Q to quit, ⌥⌘Z to undo all, or press F11 to show the desktop.", "buttons": [{"title": "Close", "role": "cancel"}, {"title": "Show All"}]}"#),
            Example(#"{"kind": "alert", "title": "Quit the game?", "message": "Your progress is saved. Press ⌘Q or Quit.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Quit"}]}"#),
            Example(#"{"kind": "alert", "title": "Click rate too high", "message": "The sensor registered a touch.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Media kit", "buttons": [{"title": "Press Kit"}, {"title": "Choose to Import"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Walkie-talkie", "buttons": [{"title": "Press to Talk"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "File locked", "message": "Select it and right click the file. Then Option click it to unlock it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Card added", "message": "Click to Pay is ready for this card.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Ready to buy", "message": "One click to buy is on for this account.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Calls unavailable", "message": "Click to call isn’t available in this region.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Select the photos", "message": "On iPhone, tap to select. On a Mac, click to select.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Open preferences", "message": "To change them, click Spectacle in Launchpad.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Network", "message": "Click Wi-Fi in the menu bar. Hold Option and click the Wi-Fi menu. Double-click Safari to open it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "actionSheet", "title": "Add artwork", "message": "Take Photo: Use the camera. Choose Photo: Use the library.", "buttons": [{"title": "Take Photo"}, {"title": "Choose Photo"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Pay with Apple Pay", "message": "Double-click to pay.", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Bridge not paired", "message": "Press the link button on the bridge, then try again.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Try Again"}]}"#),
            Example(#"{"kind": "alert", "title": "Record a shortcut", "message": "Click the field, then press a key with Command, Option, Control, or Shift.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in to iCloud", "message": "Hold Command + Shift and click OK, then Sign In.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Skin smoothed", "message": "Open the Touch Up tool to smooth it more. Read this Press Release. Every Press Release is here.", "buttons": [{"title": "OK"}]}"#),
        ])

    /// The selection verbs to replace, each form with the matching form of "tap".
    static let replacements: [String: String] = [
        "click": "tap", "clicks": "taps", "clicked": "tapped", "clicking": "tapping",
        "touch": "tap", "touches": "taps", "touched": "tapped", "touching": "tapping",
        "press": "tap", "presses": "taps", "pressed": "tapped", "pressing": "tapping",
        "choose": "tap", "chooses": "taps", "chose": "tapped", "chosen": "tapped", "choosing": "tapping",
        "double-click": "double-tap", "double-clicks": "double-taps", "double-clicked": "double-tapped",
        "double-clicking": "double-tapping",
    ]

    /// The replacement with the capitals of the verb it replaces, part by part: "Click" → "Tap",
    /// "Double-click" → "Double-tap", "Double-Click" → "Double-Tap" (in a title-style title). In a
    /// sentence written wholly in capitals, in capitals: "CLICK HERE" → "TAP HERE" (sweep 36); a verb
    /// shouted alone is a slip of its own, and takes a capital only ("CLICK Manage" → "Tap Manage").
    static func replacement(_ tap: String, casedLike verb: Substring, sentenceInCapitals: Bool = false) -> String {
        if sentenceInCapitals { return tap.uppercased() }
        let verbParts = verb.split(separator: "-", omittingEmptySubsequences: false)
        let tapParts = tap.split(separator: "-", omittingEmptySubsequences: false)
        return zip(tapParts, verbParts).map { part, original in
            original.first?.isUppercase == true ? part.capitalizingFirstLetter : String(part)
        }.joined(separator: "-")
    }

    /// Words that name a computer or its pointer, where people click (review 61: "On iPhone, tap to
    /// select. On Mac, click to select."), as written: "MAC address" and "Request Desktop Website" (a
    /// command of Safari on iPhone) say nothing of one (review 62). Finder and Launchpad are found on a
    /// Mac only ("…click Spectacle in Launchpad, or open it in Finder."; sweep 41).
    static let computerWords: Set<Substring> = [
        "Mac", "Macs", "macOS", "MacBook", "iMac", "PC", "PCs", "computer", "computers", "desktop", "laptop", "mouse", "trackpad",
        "Finder", "Launchpad",
    ]
    /// Words before a computer's name that say the click happens there: "on your Mac", "with a mouse".
    /// Not any mention: "view the desktop version", "download the Mac app" are clicks on the phone (review 63).
    static let placesOfAClick: Set<String> = ["on", "with", "using", "in"]
    /// Places of a Mac's screen, named anywhere in the sentence: "Click Finder in the Dock", "Click the
    /// Apple menu", "Click System Settings" (review 81). By their last word, with the word before it.
    static let placesOnAMac: [Substring: Set<Substring>] = [
        "Dock": [], "Finder": [], "Launchpad": [], "bar": ["menu", "Menu"], "Bar": ["Menu"], "menu": ["Apple"], "Menu": ["Apple"],
        "Settings": ["System"], "Preferences": ["System"],
    ]

    /// The first tokens of the sentences of `text` that say the click happens on a computer or with its
    /// pointer, or that list modifier keys by name, which only a keyboard has ("Click the field, then
    /// press a key with Command, Option, Control, or Shift."; sweep 47), or that hold one down ("Hold
    /// Option and click the Wi-Fi menu"; review 81), or that name a place of a Mac's screen.
    static func sentencesAboutComputers(in text: AnalyzedText) -> Set<Int> {
        var starts = Set(ControlReference.listedModifierKeys(in: text).compactMap { text.sentence(containing: $0)?.tokenRange.lowerBound })
        for index in text.wordIndexes {
            let word = text.tokens[index].text
            let namesAPlaceOnAMac = placesOnAMac[word].map { before in
                before.isEmpty || text.previousWordIndex(before: index).map { before.contains(text.tokens[$0].text) && text.punctuationBefore(index).isEmpty } == true
            } ?? false
            guard namesAPlaceOnAMac || ControlReference.isHeldDown(in: text, keyAt: index) else { continue }
            if let sentence = text.sentence(containing: index) { starts.insert(sentence.tokenRange.lowerBound) }
        }
        for index in text.wordIndexes where computerWords.contains(text.tokens[index].text) {
            guard var previous = text.previousWordIndex(before: index) else { continue }
            if GrammarWords.nounDeterminers.contains(text.folded[previous]) || ["this", "that"].contains(text.folded[previous]),
                let before = text.previousWordIndex(before: previous)
            {
                previous = before
            }
            guard placesOfAClick.contains(text.folded[previous]) else { continue }
            if let sentence = text.sentence(containing: index) { starts.insert(sentence.tokenRange.lowerBound) }
        }
        return starts
    }

    /// Whether the verb at token `verb` is followed by "the" (or "on the") and a control: "To reach her
    /// Press the Call button", not "Her Touch the Sky cover" (review 81).
    private static func selectsAControlAfterThe(in text: AnalyzedText, verbAt verb: Int) -> Bool {
        guard var article = text.adjacentWordIndex(after: verb) else { return false }
        if text.folded[article] == "on", let next = text.adjacentWordIndex(after: article) { article = next }
        return text.folded[article] == "the" && ControlReference.objectAfterThe(in: text, at: article) == .control
    }

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        var findings: [Finding] = []
        var targets: ControlReference?
        for string in dialog.strings {
            let text = context.words.analyzed(string.text)
            // Most text has no click, touch, press or choose: then there is nothing to work out.
            guard text.allWordClasses.contains(.selectionVerb) else { continue }
            // "Touch ID" is a name, not a verb.
            let protected = context.words.applying(to: string.field).protectedTokens(in: text)
            // Worked out once per string: asked for each verb, a sentence of 20,000 was read 20,000 times
            // (600 s for the computers, 33 s for the capitals). Both hold the sentences' first tokens.
            lazy var aboutComputers = Self.sentencesAboutComputers(in: text)
            lazy var inCapitals = Set(text.sentences.filter(text.isWrittenInCapitals).map(\.tokenRange.lowerBound))
            // Where the last fix kept ends: verbs come in the text's order.
            var keptFixesEnd = 0
            for (position, index) in text.wordIndexes.enumerated() where text.wordClasses[index].contains(.selectionVerb) && !protected[index] {
                let token = text.tokens[index]
                let verb = text.folded[index]
                guard token.kind == .word, let tap = Self.replacements[verb] else { continue }
                let sentenceStart = text.sentence(containing: index)?.tokenRange.lowerBound
                // "On a Mac, click Open": a click where the sentence speaks of a computer is the right word.
                if verb.contains("click"), let sentenceStart, aboutComputers.contains(sentenceStart) { continue }
                // A capital after an article, a possessive or "this" opens a name: "Open the Touch Up tool", "the Press On
                // setting" (review 77); not after "either" or "that" ("either Click Save", "After that Click OK").
                // After a word that also stands alone ("all", "one", "her"), only where it selects none of the
                // dialog's buttons and no object after "the": "Both Press Kits are ready", but "To remove them
                // all Click Delete" (review 80).
                var mayOpenAName = false
                if text.shapes[index] == .capitalized, !text.startsSentence(index), let previous = text.previousWordIndex(before: index),
                    text.punctuationBefore(index).isEmpty, GrammarWords.namesOpeners.contains(text.folded[previous])
                {
                    guard GrammarWords.namesOpenersStandingAlone.contains(text.folded[previous]) else { continue }
                    mayOpenAName = true
                }
                // The first word of a work's title: "Your playlist includes Touch the Sky" (review 80).
                if ControlReference.titleOfAWork(in: text, verbAt: index) != nil { continue }
                let target: ControlReference.Target
                if string.field == .buttonTitle {
                    // A button title names an action ("Choose Photo", "Press Kit"); only one that describes
                    // selecting the button itself is the guideline's business ("Click Here", "Touch to Retry").
                    guard let selection = ControlReference.selfSelection(in: text, afterWordAt: position) else { continue }
                    target = selection
                } else {
                    if targets == nil { targets = ControlReference(dialog: dialog, words: context.words) }
                    // "Press ⌘Q or Quit.": the verb is the key's too (button-instructions reports the button).
                    guard let named = targets?.controlNamed(in: text, afterWordAt: position, isTitle: string.field == .title),
                        !named.followsAKey
                    else { continue }
                    target = named
                }
                if mayOpenAName, !target.isDialogButton, !Self.selectsAControlAfterThe(in: text, verbAt: index) { continue }
                let sentenceInCapitals = text.shapes[index] == .allCaps && sentenceStart.map { inCapitals.contains($0) } == true
                // A message is in sentence style: a verb capitalized inside a sentence is "tap" all the same
                // ("Please Click On Save" → "Please tap Save"; review 77). A title may be in title style.
                // Not quoted (“Click Here”), nor after a colon, a dash or a label's bracket ("Next step: Click
                // Save", "1) Click Save"), where a capital may stand (reviews 78 to 80).
                let isCapitalSlip = string.field == .message && text.shapes[index] == .capitalized && !text.startsSentence(index)
                    && !text.isQuoted[index] && !text.followsAColonDashOrBracket(index)
                let replacement = Self.replacement(tap, casedLike: isCapitalSlip ? Substring(verb) : token.text, sentenceInCapitals: sentenceInCapitals)
                // "Click on Continue" → "Tap Continue": the "on" goes with the verb. A noun keeps it:
                // "One click on Start" → "One tap on Start".
                let dropsOn = target.skippedOn && !text.isUsedAsNoun(index)
                var fix = Fix(range: token.range.lowerBound..<(dropsOn ? target.onRange.upperBound : token.range.upperBound),
                    replacement: replacement)
                // Two verbs for one control become one "tap": "Tap or click Manage" → "Tap Manage" (a verb
                // after another goes), "Click or press Manage" → "Tap Manage" (the first verb's fix takes the
                // second along), and so do chains ("Tap or click or press Manage", "Click or touch or press
                // Manage"; review 77). The "on" of "click or tap on Manage" goes too.
                let end = dropsOn ? target.onRange.upperBound : nil
                if let first = ControlReference.coordinatedVerb(in: text, before: position) {
                    fix = Fix(range: text.tokens[first].range.upperBound..<(end ?? token.range.upperBound), replacement: "")
                } else if let second = ControlReference.coordinatedVerb(in: text, after: position) {
                    fix = Fix(range: token.range.lowerBound..<(end ?? text.tokens[second].range.upperBound), replacement: replacement)
                }
                // The second verb of "Click or press Manage" is reported too, but the first verb's fix already
                // takes it along: a second fix inside the first would leave a tool that applies both (from
                // the end of the file back) with broken JSON (blind suite 40).
                let isTakenAlong = fix.range.lowerBound < keptFixesEnd
                if !isTakenAlong { keptFixesEnd = fix.range.upperBound }
                findings.append(Finding(
                    at: string.pointer, range: token.range,
                    "Use \"\(replacement)\" rather than \"\(token.text)\" for selecting a control on a touch screen (HIG 2014)",
                    fix: isTakenAlong ? nil : fix))
            }
        }
        return findings
    }
}
