/// `title-capitalization`: a title in the wrong capitalization style for its edition and kind.
struct TitleCapitalizationRule: Rule {
    static let description = RuleDescription(
        id: "title-capitalization",
        summary: "A title in the wrong capitalization style: sentence-style for alerts and action sheets (2023), title-style for fragments (2014), title-style for a modal view's navigation bar.",
        rationale: """
            Consistent capitalization makes a dialog read as part of the system. The 2023 guidelines want \
            sentence-style alert titles ("Unable to connect"); the 2014 guidelines wanted title-style for a \
            fragment or a single statement ("Unable to Connect") and sentence-style for a question or several \
            sentences. A modal view's title is a navigation bar label, title-style ("New Message"). Proper nouns, \
            acronyms, names with inner capitals (iCloud), run-time values, vocabulary terms and button titles \
            named in the text keep their capitals. In sentence style, a capital or two amid lowercase words are \
            presumed a name the lexicon can't know ("Unable to reach the Matrix server") and are not reported, \
            but for an everyday noun that is a subject before an auxiliary ("The Disk is full"), reported unfixed, \
            and for a word that stands where no name does, reported alone: a state after "be" or "have" closing \
            its clause ("The disk is Full"), a time closing it ("Try again Later"), a word after a semicolon; a \
            name with a spelling of its own written otherwise is reported too ("Turn on bluetooth?", "Use TouchID?"); \
            capitals at least as many as the lowercase words are title style and are, though exactly as many \
            are not fixed unless one of them is never a name ("The sync Is off"): "Remove the Hallway sensor?" \
            is most often a slip, but may name a room; nor are capitals only in one run before a lowercase word \
            title style would capitalize, as likely a name ("Play Midnight Rain next?"). A word that both the title \
            and the message capitalize inside a sentence is a name of the dialog ("Signal"), and so is a capital \
            that stands right before such a name in both ("Face" of "Face Unlock"), and the particle of such a name \
            ("In" of "Sign In"). A known name that is an everyday word ("Notes", "Photos") is presumed the name, \
            unless the dialog writes it in lowercase elsewhere and nowhere with its capital: then, in a title in \
            title style, it is one more slip ("Unsynced Notes Detected" over "…any unsynced notes."). Fix: only when every word's \
            case can be decided, and not while a line break before a capital, with no stop before it, may wrap \
            one sentence ("Sign In\\nRequired"). \
            \(CapitalizationCheck.shoutingRationale)
            """,
        guidelines: [
            .hig(.hig2010, "This modal view [...] displays a navigation bar [...] with the title New Message."),
            .hig(.hig2014, "Is a sentence fragment or a single sentence that is not a question: Title-style capitalization and no ending punctuation."),
            .hig(.hig2023, "Write a title that's a short, complete sentence or a question. [...] Use sentence-style capitalization."),
        ],
        kinds: [.alert, .actionSheet, .modal], englishOnly: true, fixable: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "↓DELETE ALL PHOTOS?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Log ↓Out?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Log Out", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete ↓File A?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "The disk is ↓Full", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on ↓bluetooth?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "Use ↓FaceID for ↓IPhone unlock?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Use"}]}"#),
            Example(#"{"kind": "alert", "title": "Is ↓This ↓Photo ↓Yours", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Claim"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Unable to ↓Connect", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Your photo ↓Is ↓Ready!", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "View"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete ↓This ↓Photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to ↓connect", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Delete ↓This ↓Photo?", "buttons": [{"title": "Delete"}]}"#, edition: .hig2014),
            Example(#"{"kind": "modal", "title": "New ↓message", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t Sign In to ↓your Account", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "actionSheet", "title": "Share ↓To", "buttons": [{"title": "Mail"}, {"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t ↓Open ↓File", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Confirm ↓Uninstallation", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Uninstall", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Résumé ↓Upload ↓Failed", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Fireball Feed ↓Is ↓Now ↓Available", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Add"}]}"#),
            Example(#"{"kind": "alert", "title": "Add Daring Fireball ↓Feed?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Add"}], "dialint": {"vocabulary": ["Daring Fireball"]}}"#),
            Example(#"{"kind": "alert", "title": "Nextcloud Talk ↓Is ↓Ready", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Open"}]}"#),
            Example(#"{"kind": "alert", "title": "Requires ↓Internet", "message": "Maps needs an internet connection to load tiles.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Continue"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn ↓On Wi-Fi?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "Restart ↓This Mac ↓Now?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Restart"}]}"#),
            Example(#"{"kind": "alert", "title": "Enable ↓Longer ↓Delay?", "buttons": [{"title": "No", "role": "cancel"}, {"title": "Enable"}]}"#),
            Example(#"{"kind": "alert", "title": "The profile could not be ↓Saved", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to Start ↓Recording", "message": "Press Start to begin again.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Sync Dropbox ↓And Google Drive?", "message": "Files sync between Dropbox and Google Drive.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sync"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to ↓Reset ↓Network Settings", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Sale ↓Ends ↓Late May", "message": "Prices may change after the sale.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Shop Now"}]}"#),
            Example(#"{"kind": "alert", "title": "Unsynced ↓Notes ↓Detected", "message": "Signing out will delete any unsynced notes.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign Out", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "How ↓Do I ↓Reset ↓My ↓Password?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Help"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete ↓This ↓Colour?", "locale": "en-GB", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Sync failed—↓And ↓Your edits were kept", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Update ↓Your HomePod mini?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Update"}]}"#),
            Example(#"{"kind": "alert", "title": "Reset ↓Settings", "message": "All app and source settings will be reset.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Reset", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "%@ ↓Is sharing a note", "buttons": [{"title": "Decline", "role": "cancel"}, {"title": "Accept"}]}"#),
            Example(#"{"kind": "alert", "title": "Add ↓Medication", "message": "Enter the name of the Medication:", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Add"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete ↓All ↓Conversations?", "message": "Delete All Conversations?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to create symbolic ↓Link", "message": "The file is not a symbolic link.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Orbot ↓Not ↓Installed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete all ↓Notes", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Turn off Explore feed?", "message": "Turn Explore back on in Settings.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Turn Off"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on Smart Sync?", "message": "Turn on Smart Sync to save space.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "Show all Pages documents?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Show"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign out of iCloud?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign Out", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete all iCloud Photos?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign out of Ramble?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign Out", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Remove this post from Favorites?", "message": "It will no longer be one of your favorites.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Remove", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Sync all Notes and Reminders?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sync"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in to Overcast", "message": "Your subscriptions sync with Overcast on all your devices.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign In"}]}"#),
            Example(#"{"kind": "alert", "title": "Not Yet Available", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Call in Progress", "message": "End the other call first.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "End Call"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Upload Limit Is 25 mb", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Upgrade"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Unable to reach the Matrix server", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Cellular Data Is Off for iTunes", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Settings"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "It’s Off for Now", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Turn On"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Where can Bob find the file", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Share"}]}"#),
            Example(#"{"kind": "alert", "title": "Record in Cinematic mode?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Record"}]}"#),
            Example(#"{"kind": "alert", "title": "Sync failed — Try again later", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Step 1—Choose a photo", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Next"}]}"#),
            Example(#"{"kind": "alert", "title": "Connect to “Libera“ and Join the Channel", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Join"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Open Mon–Sat", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Download Street Fighter I?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Download"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t sign in to Game Centre", "locale": "en-GB", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can I delete this colour?", "locale": "en-GB", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Welcome to Transmission", "message": "Transmission is a file-sharing program.", "buttons": [{"title": "Quit"}, {"title": "I Accept", "preferred": true}]}"#),
            Example(#"{"kind": "alert", "title": "Welcome to iCloud Drive", "message": "Files sync across devices.", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete file A?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Album “Why?” created", "buttons": [{"title": "Undo"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Allow Signal to access contacts?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Allow"}]}"#),
            Example(#"{"kind": "alert", "title": "Set up Face Unlock", "message": "Face Unlock opens the app with a glance.", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Set Up"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t Sign In", "message": "Use Sign In with Apple to continue.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Continue"}]}"#),
            Example(#"{"kind": "alert", "title": "Allow Notes to sync?", "message": "Your notes stay up to date on every device.", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Allow"}]}"#),
            Example(#"{"kind": "alert", "title": "Share the album with Grace?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Share"}]}"#),
            Example(#"{"kind": "modal", "title": "Event Starts in 1 Hour", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Done"}]}"#),
            Example(#"{"kind": "alert", "title": "Import from Photos", "message": "Choose the photos to import.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Choose"}]}"#),
            Example(#"{"kind": "alert", "title": "Message from John Smith", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Call Mark Chen?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Call"}]}"#),
            Example(#"{"kind": "alert", "title": "Connect Philips Hue Bridge?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Connect"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in to Zorblax Photo Studio", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign In"}]}"#),
            Example(#"{"kind": "alert", "title": "Remove Mark Chen from the group?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Remove", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Open in Reader View?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Open"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on Sync Library?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "Enable Longer Delay for this display?", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Enable"}]}"#),
            Example(#"{"kind": "alert", "title": "Full Disk Access required", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Open Settings"}]}"#),
            Example(#"{"kind": "alert", "title": "Clear the Up Next queue?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Clear", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Save to On My iPhone?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Save"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to connect", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to Connect", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Delete"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Sign in to iCloud", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign In to iCloud", "buttons": [{"title": "OK"}]}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Couldn’t connect to Dropbox", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on Wi-Fi to use AirDrop", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "The PDF is too large for USB transfer", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Apple Pay isn’t set up", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Meeting moved to Monday in January", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Translate into French?", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "%@ wants to use your location", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete {albumName}?", "buttons": [{"title": "Delete"}]}"#),
            Example(#"{"kind": "alert", "title": "Open Settings to allow access", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Empty Trash?", "buttons": [{"title": "Empty Trash", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t play 4K video on this Mac", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Add Daring Fireball?", "buttons": [{"title": "Add"}], "dialint": {"vocabulary": ["Daring Fireball"]}}"#),
            Example(#"{"kind": "modal", "title": "New Message", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Send"}]}"#),
            Example(#"{"kind": "modal", "title": "Set Up Family Sharing", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Continue"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to Connect", "buttons": [{"title": "OK"}]}"#, edition: .hig2010),
            Example(#"{"kind": "alert", "locale": "de", "title": "Verbindung Nicht Möglich", "buttons": [{"title": "OK"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard let title = dialog.title, !title.isBlank else { return [] }
        let text = context.words.analyzed(title)
        let style: CapitalizationStyle
        let edition: Edition
        if dialog.kind == .modal {
            guard context.edition >= .hig2010 else { return [] }
            style = .title
            edition = .hig2010
        } else if context.edition >= .hig2023 {
            style = .sentence
            edition = .hig2023
        } else if context.edition >= .hig2014 {
            // A question is one by its grammar too, even without its "?" ("Is This Photo Yours").
            let isQuestion = text.isQuestion || context.words.questionSentences(in: text).contains(true)
            style = isQuestion || text.hasSeveralSentences ? .sentence : .title
            edition = .hig2014
        } else {
            return []
        }
        var check = style == .title ? context.words.titleStyle(text) : context.words.sentenceStyle(text)
        // A line break before a capital may wrap a sentence the analysis split there ("Sign In\nRequired"
        // under 2014 is one fragment, title style, not two sentences): no fix while it stands.
        if dialog.kind != .modal, !check.corrections.isEmpty, text.hasLineBreakBeforeACapital {
            check.isDecidable = false
        }
        return check.findings(at: ["title"], subject: "Title", style: style, edition: edition, fixable: Self.description.fixable)
    }
}
