/// `informational-alert`: an alert that only reports success or normal progress.
struct InformationalAlertRule: Rule {
    static let description = RuleDescription(
        id: "informational-alert",
        summary: "An alert that only reports normal progress or success: no choice to make, a title such as Saved, Download Complete or Uploading….",
        rationale: """
            An alert interrupts; news that a task went well or is under way needs no decision. Confirm \
            success in the app's own UI or with an overlay that disappears by itself, and show progress with \
            a progress view or an activity indicator. The rule judges alerts with no button, or with a single \
            OK, Done, Close or Cancel button, whose title reports success ("Photo saved", "Download complete", \
            "Copied to clipboard", "Changes saved successfully", "Done", "Created 3 tunnels"; what was deleted, removed or \
            canceled only where it says "successfully": "Message deleted" may be news of what someone else did) or progress ("Uploading…", "Please \
            wait", "Syncing your photos" alone or over a message that says so again; with no button at all, "Downloading update"), or whose message reports success, perhaps with thanks, under a title that says nothing else, or none ("Cleanup": \
            "Successfully removed 3 files.", "You successfully completed your workout!"). Thanks after the news asks nothing ("Subscription restored. \
            Thank you for your support!"); more news may ("A link was sent to your email."), and so does a title \
            that tells the person to do something with what is theirs, or again or now ("Check your email" over "A \
            sign-in link was sent.", "Sign in again" over "Your password was changed."), unless it names the action \
            reported done ("Reset your password" over "Your password was reset."). Left alone: a single button that \
            offers an action ("Download \
            complete" with Open); a title or message that reports a failure or a limit ("Not saved", "Couldn’t upload", "Unable to…", \
            "failed", "but…", "is blocked", "are disabled", "paused"), which is a problem, not information; questions; a message that goes on after its \
            news with something else ("Settings changed. Restart the app to apply them."), whatever the title, one \
            that says what to do ("Settings saved" over "Restart the app to apply them."), and a title that does \
            ("Settings changed. Restart the app to apply them."); news of a change \
            that came about by itself ("The certificate has changed"), which may \
            need attention; what to see to or check ("Make sure the file is saved to iCloud."); what will or \
            may be done ("The cache will be cleared."); news held by a condition or a time ("The connection \
            dropped before the backup was done.", "Changes are saved until you reconnect.", "If you enter this \
            passcode, all data will be erased.", "Tap Done when finished."); and participles that describe a noun \
            ("Downloaded episodes will be removed").
            """,
        guidelines: [
            .hig(.hig2008, "In general, try to avoid creating alerts that: Update users on tasks that are progressing normally."),
            .hig(.hig2014, "Avoid creating unnecessary alerts. [...] Updates users on tasks that are progressing normally: Use a progress view or activity indicator"),
            .hig(.hig2023, "Don't present an alert just to provide information."),
        ],
        kinds: [.alert], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": ↓"Syncing…", "message": "Notes are saved on this iPhone until the sync finishes. Keep the app open.", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Message sent", "message": "We usually reply before the end of the day.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Password changed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Your settings have been changed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Your password has changed successfully", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Photo saved", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Created %d tunnels", "message": "Created %1$d of %2$d tunnels from imported files", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Changes saved successfully!", "message": "The document is up to date.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Copied to clipboard", "buttons": [{"title": "Done"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Uploading…", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#, edition: .hig2008),
            Example(#"{"kind": "alert", "title": ↓"Download Complete", "buttons": []}"#, edition: .hig2014),
            Example(#"{"kind": "alert", "title": "Cleanup", "message": ↓"Successfully removed 3 files.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Great job!", "message": ↓"You successfully completed your %d pomodoro!", "buttons": [{"title": "Thanks!"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Claim submitted", "message": "We’ve successfully submitted your claim. We’ll email you when it’s reviewed.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Files deleted successfully", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Enable notifications", "message": ↓"Notifications enabled successfully.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Reset your password", "message": ↓"Your password was reset.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Check for updates", "message": ↓"Your app is up to date.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Photo saved", "message": "All your photos are in the library now.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Photo saved", "message": "You can edit it later if you like.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Upload complete", "message": "We’ll email you when it’s reviewed.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Update installed", "message": "Please enjoy the new features.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Success!", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Settings applied", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Cache cleared", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Uploading…", "buttons": [{"title": "Cancel"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Uploading media", "message": "The media is still uploading. Please wait until this completes.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "message": ↓"Touch ID authentication succeeded.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Backup complete", "message": "Your locked notes were backed up too.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Connected to “Home”", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Signed in to Slack", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Face ID is set up", "buttons": [{"title": "Done"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Photo saved. Nice!", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Photo saved", "message": "Tap OK to continue.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Loading… Please wait until this completes.", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"You’re up-to-date!", "message": "Sparkle Test App 2.0 is the newest version available.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Thank you!", "message": "Subscription restored. Thank you for your support!", "buttons": [{"title": "Dismiss"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Thanks!", "message": "Thank you so much for your tip! It’s greatly appreciated!", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Cleanup", "message": ↓"Successfully removed 3 files. Thanks for waiting.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Downloading update", "message": "The update is downloading.", "buttons": []}"#),
            Example(#"{"kind": "alert", "title": ↓"Syncing your photos", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": ↓"Connecting to server", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Tap pins to delete", "message": "Tap the Done button when finished.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Editing", "message": "Tap Done when you’re finished.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Setup complete", "message": "Wait to update when you’re on Wi-Fi.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Pairing mode", "message": "Hold the button on the speaker for 5 seconds.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Recording permission", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Downloading requires Wi-Fi", "buttons": []}"#),
            Example(#"{"kind": "alert", "title": "Shipping to Canada", "message": "Orders usually arrive in 7–10 business days.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Shipping", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Signing in to iCloud", "message": "Enter the Apple ID password to continue.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Backup interrupted", "message": "The connection dropped before the backup was done.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Photo saved", "message": "It is deleted in 30 days unless you move it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Erase passcode enabled", "message": "If you enter this passcode, all data on this iPhone will be erased.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Invite sent", "message": "The group stays private until 3 members accept.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Created 3 tunnels, 2 failed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Updated 2 apps?", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t save the document", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Photo not saved", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Upload failed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "VLC non installed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Account closing", "message": "The cache will also be permanently cleared.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Message deleted", "message": "This message was deleted by its sender.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Subscription canceled", "message": "Your subscription has been canceled.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Check the upload", "message": "See if your photos were uploaded.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Verify the file was saved to iCloud.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Collaboration has moved", "message": "Find it in the sharing menu.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t open the document", "message": "Make sure the file is saved to iCloud.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Check that Spaces is enabled in System Settings", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Success rate dropped below 50%", "message": "Check the server logs.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Saved", "message": "Some photos couldn’t be saved to iCloud.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Downloaded episodes will be removed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Update ready to install", "buttons": [{"title": "Install"}]}"#),
            Example(#"{"kind": "alert", "title": "Photo saved", "buttons": [{"title": "Undo"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Done editing?", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Download complete", "buttons": [{"title": "Open"}]}"#),
            Example(#"{"kind": "alert", "title": "Something went wrong…", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Restart required", "message": "Settings changed. Restart the app to apply them.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Settings changed", "message": "Settings changed. Restart the app to apply them.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Thank you!", "message": "Subscription restored. Thank you! Restart the app to see your new icons.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Purchase restored", "message": "Purchase restored. Thanks, now restart the app to unlock Pro.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Password reset", "message": "Your password was reset. A confirmation link was sent to your email.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Check your email", "message": "A sign-in link was sent to your email.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in again", "message": "Your password was changed successfully.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Settings changed. Restart the app to apply them.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Thanks, now restart the app to unlock Pro.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Purchase restored", "message": "Purchase restored. Thank you for your purchase, please restart the app.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Keep your apps up to date", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Signed out", "message": "Your session ended on another device.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Face ID isn’t set up", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Too many devices connected", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Already signed in", "message": "This account is in use on another device.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Settings saved", "message": "Restart the app to apply them.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "%@’s code signing information has changed", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Safe mode activated", "message": "Default settings are reloaded, and DDC read is blocked.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Account created", "message": "Some features stay disabled until you verify your email.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Restricted mode activated", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Server busy", "message": "Please wait a few minutes and try again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Pending changes", "message": "Please wait for the sync to finish before you sign out.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign In required", "message": "Please wait until iCloud finishes updating, then sign in again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sync complete", "message": "Paused until Wi-Fi is available.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Connected accounts", "message": "Two accounts use this email address.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Not connected to “Home”", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "locale": "fr", "title": "Photo enregistrée", "buttons": [{"title": "OK"}]}"#),
        ])

    /// Words that report a task done, as the last word of the title or before "successfully" or a preposition.
    private static let success: Set<String> = [
        "saved", "done", "complete", "completed", "finished", "success", "successful", "succeeded", "sent",
        "uploaded", "downloaded", "copied", "updated", "added", "ready", "created", "exported", "imported",
        "installed", "synced", "submitted", "published", "posted", "backed", "confirmed", "changed", "reset",
        "restored", "activated", "renamed", "archived", "verified", "unlocked", "paired", "subscribed", "connected",
        "signed", "logged", "applied", "executed", "enabled", "shared", "generated", "converted", "processed",
        "registered", "redeemed", "transferred", "printed", "scanned", "loaded", "cleared", "recovered",
    ]
    /// What was removed or stopped: news of something that happened to the person's things as often as
    /// of their own action ("Message deleted" over "This message was deleted by its sender."), success
    /// only where the sentence says so ("Files deleted successfully", "Your subscription was canceled
    /// successfully."; sweep 28).
    private static let successWhenSaidSo: Set<String> = [
        "deleted", "removed", "canceled", "cancelled", "erased", "uninstalled", "unsubscribed", "disconnected",
        "unpaired", "unlinked", "deactivated",
    ]
    /// The words before a clause of what to see to or check, if the sentence has one: a success word
    /// there is no news ("Make sure the file is saved to iCloud.", "Check whether the photo was shared",
    /// "See if your photos were uploaded."). "That" and "if" open one after a verb of checking ("Check
    /// that it was saved"), not after a noun ("The changes that you made were saved") nor as a condition
    /// ("…backed up if iCloud Backup is on"); "sure" after "make" or "be" ("Sure, your photo was saved!"
    /// is news). A sentence that opens with such a verb is all instruction ("Verify the file was saved").
    private static func mainClause(_ words: [String]) -> [String] {
        // Not the noun: "Check complete", "Check completed successfully".
        if let (verb, next) = imperative(words), checkingVerbs.contains(verb) || verb == "make",
            next.map(success.contains) != true
        {
            return []
        }
        let clause = words.indices.first { position in
            let previous = position > 0 ? words[position - 1] : ""
            switch words[position] {
            case "whether", "ensure": return true
            case "sure": return previous == "make" || previous == "be"
            case "that", "if": return checkingVerbs.contains(previous)
            default: return false
            }
        }
        return clause.map { Array(words[..<$0]) } ?? words
    }

    /// Verbs that ask to see to or check something.
    private static let checkingVerbs: Set<String> = ["check", "double-check", "verify", "confirm", "see", "ensure"]
    /// Words that open a report of success: "Successfully signed in", "All set". "Success" alone is
    /// a last word ("Success!"): as a first word it may be a noun's modifier ("Success rate dropped").
    private static let successOpeners: [[String]] = [
        ["successfully"], ["congratulations"], ["thanks"], ["thank", "you"], ["all", "set"],
    ]
    private static let prepositions: Set<String> = ["to", "in", "into", "on", "onto", "from", "as", "with", "at", "for"]
    /// Words that make the news a problem or a limit, not a success.
    private static let failure: Set<String> = [
        "not", "non", "no", "nothing", "none", "nobody", "never", "cannot", "unable", "fail", "failed", "fails", "failure",
        "error", "errors", "unsuccessful", "unsuccessfully", "incomplete", "partially", "partly", "only", "without",
        "but", "except", "yet", "problem", "issue", "invalid", "denied", "expired", "lost", "missing", "already",
    ]
    /// Words of what had not come about yet, or holds only so long: an alert with one brings no plain
    /// news of success ("The connection dropped before the backup was done.", "Photo saved" over "It is
    /// deleted in 30 days unless you move it."), though it may report progress ("Please wait until this
    /// completes").
    private static let conditions: Set<String> = ["before", "until", "unless"]

    /// Whether a sentence's words hold a condition: an opening "if", or one of `conditions` after its first word but
    /// not before a time ("We usually reply before the end of the day.", "Active until March 3, 2027."),
    /// which only dates it.
    private static func isHeldByACondition(_ words: [String]) -> Bool {
        // A sentence that opens with "if" warns of what comes about on a condition ("If you enter this
        // passcode, all data will be removed"). An "if" further on is as often in passing ("You can edit
        // it later if you like", "…, even if some were large") as a warning, and leaves the news alone.
        if words.first == "if" { return true }
        // An instruction with "when" says when to do it: "Tap the Done button when finished", "Stop when
        // you’re done" (sweep 50); not news that goes on with it ("Saved when offline", "We’ll email you
        // when it’s reviewed"; review 82).
        // "Wait" only before what to wait for: "Wait to update when…", not "Wait times are shorter when…" (review 84).
        if words.contains("when"), let (verb, next) = imperative(words),
            instructionVerbs.contains(verb) || verb == "wait" && ["to", "until", "for"].contains(next ?? "")
        {
            return true
        }
        return words.indices.dropFirst().contains { position in
            guard conditions.contains(words[position]) else { return false }
            // "Unless" always opens a condition; "before" and "until" may open a time.
            guard words[position] != "unless" else { return true }
            var next = position + 1
            if next < words.count, words[next] == "the" { next += 1 }
            guard next < words.count else { return true }
            let word = words[next]
            if timeWords.contains(word) { return false }
            // A number is a time when it ends the sentence, is a year or a clock time, or a unit of time
            // or a month follows it ("before 5", "until 2027", "before 3 PM", "until 3 March"); not a
            // count ("until 3 members accept").
            guard word.first?.isNumber == true else { return true }
            let after = next + 1 < words.count ? words[next + 1] : nil
            let isTime = after == nil || word.count >= 4 || word.contains(":")
                || after.map { ["am", "pm", "a.m.", "p.m.", "o'clock"].contains($0) || timeWords.contains($0) } == true
            return !isTime
        }
    }

    /// Words that open a time after "before" or "until": a month, a day, a part of the day.
    private static let timeWords: Set<String> = [
        "january", "february", "march", "april", "may", "june", "july", "august", "september", "october",
        "november", "december", "jan", "feb", "mar", "apr", "jun", "jul", "aug", "sep", "sept", "oct", "nov", "dec",
        "monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday",
        "end", "start", "beginning", "midnight", "noon", "today", "tomorrow", "tonight", "then", "next", "later",
        "morning", "evening", "afternoon", "night", "day", "week", "month", "year", "weekend",
    ]
    /// Words after which "too" means "also" ("…backed up too, so everything is safe"), not excess.
    private static let tooAsAlso: Set<String> = ["so", "and", "but", "as", "now", "then", "because", "if", "when", "while"]
    /// Words of a limit the news brings: "Safe mode activated" over "DDC read is blocked". After a
    /// determiner, before the noun they describe, they name a kind of thing and bring no limit ("Your
    /// locked notes were backed up too"). Opening a sentence they may do either ("Blocked contacts
    /// updated", "Restricted mode activated", "Paused until Wi-Fi is available"): they are read as a
    /// limit there, and the alert is left alone.
    private static let limits: Set<String> = [
        "blocked", "disabled", "paused", "restricted", "unavailable", "limited", "suspended", "locked",
    ]
    /// Words in -ing that are not a task under way: nouns, and adjectives that describe what waits.
    private static let notProgress: Set<String> = [
        "something", "nothing", "anything", "everything", "warning", "evening", "morning", "meeting", "during",
        "string", "building", "ceiling", "wedding", "heading", "pudding", "spring", "thing", "king", "ring",
        "pending", "remaining", "existing", "upcoming", "outstanding", "following", "incoming", "outgoing",
    ]

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard dialog.buttons.count <= 1,
            dialog.buttons.allSatisfy({ $0.isCancel || $0.title.reads("cancel") || AcknowledgementWords.isAcknowledgement($0.title) })
        else { return [] }
        let titleText = dialog.title.map { context.words.analyzed($0) }
        let messageText = dialog.message.map { context.words.analyzed($0) }
        if let titleText, context.words.asksQuestion(titleText) { return [] }
        // Each sentence's words, worked out once for the questions below; the message's only when the
        // title reports no problem (most alerts that do are left alone there).
        let titleSentences = titleText.map { text in text.sentences.map(text.foldedWords(in:)) } ?? []
        guard !titleSentences.contains(where: Self.reportsAProblem) else { return [] }
        let messageSentences = messageText.map { text in text.sentences.map(text.foldedWords(in:)) } ?? []
        guard !messageSentences.contains(where: Self.reportsAProblem) else { return [] }
        // A message that goes on after its news ("Settings changed. Restart the app to apply them.") says
        // what to do next, whatever the title; one that goes on with thanks alone ("Subscription
        // restored. Thank you for your support!") does not. More news may ("A link was sent to your email").
        // A sentence of a person's or the app's own success ("You successfully completed your workout!")
        // is news only alone, or with thanks: more after it may ask something (review 70).
        let messageIsNewsOnly = messageSentences.first.map { first in
            Self.reportsSuccess(first) || Self.opensWithSubjectAndSuccessfully(first)
        } == true && messageSentences.dropFirst().allSatisfy(Self.onlyThanks)
        if messageSentences.count > 1, Self.reportsSuccess(messageSentences[0]), !messageIsNewsOnly { return [] }
        // So does a title that goes on with it ("Settings changed. Restart the app to apply them."), not
        // one that goes on with a cheer ("Photo saved. Nice!").
        if titleSentences.dropFirst().contains(where: Self.saysWhatToDo) { return [] }
        let edition = context.citedEdition(among: [.hig2008, .hig2014, .hig2023])
        let heldByACondition = titleSentences.contains(where: Self.isHeldByACondition) || messageSentences.contains(where: Self.isHeldByACondition)
        if let title = dialog.title, let titleText, let first = titleText.sentences.first {
            let words = titleSentences[0]
            // "Uploading media" over "… Please wait until this completes." says it is under way as plainly as an ellipsis.
            let messageSaysWait = messageSentences.contains { $0.starts(with: ["please", "wait"]) }
            if Self.reportsProgress(words, first, context.words.lexicon, messageSaysWait: messageSaysWait)
                || titleSentences.count == 1
                    && Self.reportsTaskUnderWay(words, context.words.lexicon, hasAButton: !dialog.buttons.isEmpty, message: messageSentences)
            {
                return [Finding(at: ["title"],
                    "Alert only reports progress (\"\(title)\"); show a progress view or an activity indicator instead (HIG \(edition))")]
            }
            // News over a message that says what to do about it ("Settings saved" / "Restart the app to
            // apply them.") asks for more than a glance.
            if Self.reportsSuccess(words) || Self.reportsCount(titleText, first),
                !messageSentences.contains(where: Self.saysWhatToDo), !heldByACondition
            {
                return [Finding(at: ["title"],
                    "Alert only reports success (\"\(title)\"); confirm it in the app’s UI or with an overlay that disappears by itself (HIG \(edition))")]
            }
        }
        // A neutral title ("Cleanup"), or none, over a message of success ("Successfully removed 3
        // files."), and perhaps thanks. A message that goes on ("Settings changed. Restart the app to
        // apply them.") tells what to do next, and is left alone, as is one under a title that tells the
        // person to do something with what is theirs, or again or now ("Check your email" over "A sign-in
        // link was sent.", "Sign in again" over "Your password was changed."); not a title that names the
        // action the message reports done ("Reset your password" over "Your password was reset."), nor an
        // action's label ("Check for updates" over "You’re up to date.").
        let titleAsksANextStep = titleSentences.contains { words in
            Self.saysWhatToDo(words) && words.contains(where: Self.nextStepMarkers.contains)
                && !Self.reportsTheActionOf(words, in: messageSentences)
        }
        if let message = dialog.message, let messageText, messageIsNewsOnly, !heldByACondition, !titleAsksANextStep,
            !context.words.asksQuestion(messageText)
        {
            return [Finding(at: ["message"],
                "Alert only reports success (\"\(message)\"); confirm it in the app’s UI or with an overlay that disappears by itself (HIG \(edition))")]
        }
        return []
    }

    /// Whether a sentence's words report a failure, or a limit that is not a noun's description.
    private static func reportsAProblem(_ words: [String]) -> Bool {
        words.indices.contains { position in
            let word = words[position]
            if failure.contains(word) || word.hasSuffix("n't") || word.hasSuffix("n\u{2019}t") { return true }
            // "Too many devices", "too hot to charge"; not "…were backed up too, so…", where it means "also".
            if word == "too", position + 1 < words.count, !tooAsAlso.contains(words[position + 1]) { return true }
            guard limits.contains(word) else { return false }
            let describesTheNextWord = position > 0 && position + 1 < words.count
                && GrammarWords.determiners.contains(words[position - 1])
            return !describesTheNextWord
        }
    }

    /// "Uploading…", "Saving photos…", "Please wait", "Upload in progress"; and a verb in -ing without
    /// the ellipsis when the message asks to wait ("Uploading media" / "Please wait…").
    private static func reportsProgress(
        _ words: [String], _ sentence: AnalyzedText.Sentence, _ lexicon: Lexicon, messageSaysWait: Bool
    ) -> Bool {
        if words.starts(with: ["please", "wait"]) || words.suffix(2) == ["in", "progress"] { return true }
        guard messageSaysWait || sentence.terminator?.hasPrefix("…") == true || sentence.terminator?.hasPrefix("...") == true,
            let verb = words.first
        else { return false }
        return isTaskVerb(verb, lexicon)
    }

    /// A title that says a task is under way by its form alone, without an ellipsis: a verb in -ing,
    /// alone or before its object or where it goes, and no other verb ("Downloading update", "Syncing
    /// your photos", "Connecting to server"), over no message or one that only says so again ("The update
    /// is downloading."): a message that explains, announces or asks makes the title a heading ("Shipping
    /// to Canada" over "Orders usually arrive in a week."; review 72). On an alert with no button any
    /// object will do: nothing dismisses it but the task's end. Under a button, the word after the verb
    /// must show the verb at work, a determiner, number or preposition of where ("Uploading 3 files"),
    /// since an -ing word alone or before a bare noun may be a noun ("Shipping", "Pairing mode").
    private static func reportsTaskUnderWay(_ words: [String], _ lexicon: Lexicon, hasAButton: Bool, message: [[String]]) -> Bool {
        guard let verb = words.first, words.count <= 5, isTaskVerb(verb, lexicon),
            !words.dropFirst().contains(where: { QuestionGrammar.auxiliaryBase($0) != nil }), !hasAVerbAfterTheTask(words),
            message.allSatisfy({ isUnderWay(verb, in: $0) && !saysWhatToDo($0) })
        else { return false }
        guard hasAButton else { return true }
        guard words.count > 1 else { return false }
        let next = words[1]
        return GrammarWords.determiners.contains(next) || taskPlacePrepositions.contains(next)
            || next.first?.isNumber == true || next.hasPrefix("%")
    }

    /// Whether a sentence says again that the task of `verb` (in -ing) is under way: "The update is
    /// downloading.", "Your photos are still syncing."; not the word as a noun ("Optimized Battery
    /// Charging holds at 80%").
    private static func isUnderWay(_ verb: String, in words: [String]) -> Bool {
        words.indices.dropFirst().contains { position in
            words[position] == verb && ["is", "are", "still", "now", "currently"].contains(words[position - 1])
        }
    }

    /// Whether a word in -s after the verb in -ing goes on with a word other than a minor one: a verb
    /// of which the task is the subject ("Downloading requires Wi-Fi", "Streaming your library uses
    /// data"), not a plural object ("Uploading 3 files to iCloud", "Importing photos and videos").
    private static func hasAVerbAfterTheTask(_ words: [String]) -> Bool {
        words.indices.dropFirst().contains { position in
            let word = words[position]
            guard word.hasSuffix("s"), !word.hasSuffix("ss"), position + 1 < words.count else { return false }
            return !GrammarWords.minorWords.contains(words[position + 1])
        }
    }

    /// Prepositions that say where a task under way goes or comes from: "Connecting to server", "Checking for updates".
    private static let taskPlacePrepositions: Set<String> = ["to", "from", "for", "into", "onto", "as"]

    /// Whether a word in -ing is a verb of a task under way: its stem is a verb people know (uploading →
    /// upload, saving → save, setting → set) and the word is not one of the nouns and adjectives in -ing.
    private static func isTaskVerb(_ verb: String, _ lexicon: Lexicon) -> Bool {
        guard verb.hasSuffix("ing"), !notProgress.contains(verb) else { return false }
        return GrammarWords.hasBase(verb) { base in base != verb && lexicon.isCommonWord(Substring(base)) }
    }

    /// A participle of success opening a count of what it did: "Created 3 tunnels", "Imported %d photos".
    private static func reportsCount(_ text: AnalyzedText, _ sentence: AnalyzedText.Sentence) -> Bool {
        let indexes = text.wordIndexes(in: sentence)
        guard indexes.count >= 3, text.tokens[indexes[0]].kind == .word else { return false }
        let verb = text.folded[indexes[0]]
        let count = text.tokens[indexes[1]].kind
        return verb.hasSuffix("ed") && success.contains(verb) && (count == .number || count == .placeholder)
    }

    /// "The certificate has changed": the active perfect of "change" reports something that changed
    /// by itself, news that may need attention, where "Password changed", "Settings have been
    /// changed" and "Your password has changed successfully" report what was done. "Change" is the
    /// one verb of `success` that is as often intransitive as not.
    private static func reportsAChangeOfItsOwn(_ words: [String]) -> Bool {
        guard words.last == "changed", let auxiliary = words.dropLast().last else { return false }
        return ["has", "have", "had"].contains(auxiliary)
    }

    /// The words after a sentence's opening "Thanks" or "Thank you"; nil if it opens otherwise.
    private static func afterThanks(_ words: [String]) -> ArraySlice<String>? {
        if words.starts(with: ["thanks"]) { return words.dropFirst() }
        if words.starts(with: ["thank", "you"]) { return words.dropFirst(2) }
        return nil
    }

    /// A sentence of thanks that asks nothing: "Thank you for your tip!", "Thanks so much!", "It's greatly
    /// appreciated." Not "Thanks, now restart the app." nor "Thank you for your purchase, please restart
    /// the app.", which go on with what to do.
    private static func onlyThanks(_ words: [String]) -> Bool {
        if words.last == "appreciated" { return true }
        guard let rest = afterThanks(words), rest.first.map({ ["for", "so", "very", "again", "a"].contains($0) }) ?? true else { return false }
        return !zip(rest, rest.dropFirst()).contains { instructionWords.contains($0) && nextStepVerbs.contains($1) }
    }

    /// Whether a sentence says what to do next: it opens, after "please" or not, with a verb of a next step
    /// ("Restart the app to apply them.", "Please open Settings.", "Use the new password on your other
    /// devices."); not "Please wait" (progress), "Please enjoy the new features" or "Try the new widgets!"
    /// (more news).
    private static func saysWhatToDo(_ words: [String]) -> Bool {
        // Not a selection verb: "Tap OK to continue", "Tap anywhere to continue", "Press Cancel to keep it"
        // say which button, button-instructions' business, more often than a next step.
        guard let (verb, _) = imperative(words) else { return false }
        return nextStepVerbs.contains(verb)
    }

    /// Words that make an imperative a step for the person to take rather than an action's label.
    private static let nextStepMarkers: Set<String> = ["your", "again", "now"]

    /// Whether the message's sentences report done the action whose imperative opens `instruction`: its
    /// verb's participle ("reset" → "reset", "verify" → "verified", "update" → "updated"), not another word
    /// of its stem ("Verify your email" over "A verification email has been sent.").
    private static func reportsTheActionOf(_ instruction: [String], in sentences: [[String]]) -> Bool {
        guard let (verb, _) = imperative(instruction) else { return false }
        var stem = Substring(verb)
        if stem.count > 3, stem.last == "e" || stem.last == "y" { stem = stem.dropLast() }
        return sentences.contains { words in
            words.contains { $0 == verb || ($0.hasPrefix(stem) && ($0.hasSuffix("ed") || $0.hasSuffix("en"))) }
        }
    }

    /// A sentence's opening word after "please" or none, where an imperative's verb stands ("Please open
    /// Settings."), and the word after it.
    private static func imperative(_ words: [String]) -> (verb: String, next: String?)? {
        let opening = words.first == "please" ? 1 : 0
        guard opening < words.count else { return nil }
        return (words[opening], opening + 1 < words.count ? words[opening + 1] : nil)
    }

    /// Verbs that open an instruction, said with when to follow it.
    private static let instructionVerbs: Set<String> = [
        "tap", "click", "press", "touch", "choose", "select", "stop", "come", "return", "try", "open", "sign", "turn", "go",
    ]

    /// Verbs that open an instruction to do something after the alert.
    private static let nextStepVerbs: Set<String> = GrammarWords.appVerbs.union([
        "use", "go", "turn", "check", "sign", "log", "contact", "visit", "reconnect", "reboot", "reset", "enter", "verify",
        "allow", "enable", "disable", "connect", "add", "remove", "delete", "save", "keep", "make", "set",
    ])

    /// Words that turn thanks into an instruction before a verb of a next step: "Thanks, now restart…",
    /// "…, please restart the app" (not "Thanks, please enjoy!").
    private static let instructionWords: Set<String> = ["please", "now", "then", "next"]

    /// "Saved", "Photo saved", "Download complete", "Changes saved successfully", "Copied to clipboard".
    private static func reportsSuccess(_ words: [String]) -> Bool {
        // Thanks report what went well, unless they go on with what to do ("Thanks, now restart the app.").
        if successOpeners.contains(where: { words.starts(with: $0) }) {
            return afterThanks(words) == nil || onlyThanks(words)
        }
        // A sentence held by a condition is no news ("Notes are saved on this iPhone until the sync finishes.").
        if isHeldByACondition(words) { return false }
        let words = mainClause(words)
        // "Apple Pay is set up": what was set up is ready.
        if words.suffix(2) == ["set", "up"], words.dropLast(2).last.map({ ["is", "are", "now"].contains($0) }) == true { return true }
        // "Up to date", "Your Mac is up to date", "You're up-to-date!": a check that found all is well (not
        // "Keep your apps up to date", which asks something).
        let upToDate = words.suffix(3) == ["up", "to", "date"] ? words.dropLast(3) : words.last == "up-to-date" ? words.dropLast() : nil
        if let before = upToDate, before.last.map({ ["is", "are", "you're", "it's", "everything's", "now"].contains($0) }) ?? true {
            return true
        }
        var core = words
        while let last = core.last, ["successfully", "now", "up"].contains(last), core.count > 1 { core.removeLast() }
        // An adverb after the verb ("…has changed successfully") makes it a report of what was done.
        let hadAnAdverb = core.count < words.count
        if let last = core.last, success.contains(last) || (words.contains("successfully") && successWhenSaidSo.contains(last)),
            !isYetToCome(core[..<(core.count - 1)]),
            hadAnAdverb || !reportsAChangeOfItsOwn(core)
        {
            return true
        }
        // A success word followed by where it went: "Saved to Photos", "Exported as PDF" (not "Ready to install").
        for (position, word) in core.enumerated().dropLast() where success.contains(word) && word != "ready" {
            if prepositions.contains(core[position + 1]), !isYetToCome(core[..<position]) { return true }
        }
        return false
    }

    /// Whether a sentence opens with "you" or "we" and "successfully" before its verb, "have" between or
    /// not: "You successfully completed your pomodoro!", "We’ve successfully received your payment." (sweep 38).
    private static func opensWithSubjectAndSuccessfully(_ words: [String]) -> Bool {
        guard let subject = words.first, ["you", "we", "you've", "we've"].contains(subject) else { return false }
        var rest = words.dropFirst()
        if rest.first == "have", subject == "you" || subject == "we" { rest = rest.dropFirst() }
        return rest.first == "successfully" && rest.count >= 2
    }

    /// Whether the words before a participle make it what will or may be done, not what was: "All data
    /// will be deleted.", "Files can be moved to iCloud", "…needs to be saved".
    private static func isYetToCome(_ before: ArraySlice<String>) -> Bool {
        // Adverbs may stand on either side of "be": "will be permanently cleared", "will also be cleared".
        func droppingAdverbs(_ words: ArraySlice<String>) -> ArraySlice<String> {
            var words = words
            while let last = words.last, last.hasSuffix("ly") || ["also", "then", "now", "all"].contains(last) { words.removeLast() }
            return words
        }
        let beforeParticiple = droppingAdverbs(before)
        guard beforeParticiple.last == "be", let modal = droppingAdverbs(beforeParticiple.dropLast()).last else { return false }
        return ["will", "would", "can", "could", "may", "might", "must", "should", "to", "won't", "can't"].contains(modal)
    }
}
