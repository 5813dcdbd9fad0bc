/// `message-capitalization`: a message not in sentence-style capitalization.
struct MessageCapitalizationRule: Rule {
    static let description = RuleDescription(
        id: "message-capitalization",
        summary: "A message not in sentence-style capitalization.",
        rationale: """
            A message is one or two complete sentences; capitalized words in the middle of a sentence read as \
            shouting or as names that aren't there. Each sentence starts with a capital; the rest is lowercase \
            except proper nouns, acronyms, names with inner capitals, run-time values, quoted text, vocabulary \
            terms and the dialog's button titles where the text names them ("Tap Delete", "Sign In isn’t available \
            right now"). A capital or two amid a sentence's lowercase \
            words are presumed a name the lexicon can't know (an app, a feature, a button: "Please launch Element \
            on another device") and are not reported, but for an everyday noun between a determiner that opens \
            the sentence or a clause and an auxiliary, a subject that names no place ("The Disk is full."), \
            reported without a fix, and for a word that stands where no name does, reported alone: a state after \
            "be" or "have" that closes its clause ("The disk is Full.", "Your session has Expired."; not after a \
            subject whose value may be a name, "Wait until the status is Connected"), a time that closes it \
            ("The server is busy Now."), a word right after a semicolon and a pronoun before its verb ("…so You \
            cannot subscribe", "Sorry, We couldn’t save it.", "Oops, Something went wrong."; not "It is", which may \
            be a novel's). A name with a spelling of its own \
            written otherwise inside a sentence is reported too ("Please enable bluetooth.", "Check the Wifi \
            connection", "Unlock with TouchID"), and so is the word for a control's kind after the name of a control \
            selected ("Tap the Refresh Button"), though not an initialism in lowercase, a matter of spelling. Capitals at least as many as the lowercase words are title \
            style and are ("The upload Failed."), as are all of them once an article, a conjunction, a short \
            preposition or an auxiliary before its verb is capitalized ("Free Up Space by deleting old backups", \
            "The photo Was deleted."), or a past participle after "be" is ("The file couldn’t be Saved.", "Photos \
            were not Saved."). A verb capitalized after a modal is reported alone ("The watch will Restart."). A \
            determiner, a quantifier or "please" capitalized before a lowercase word, after a comma or a lowercase \
            word, opens no name and is reported alone ("Thank you, Your request was sent.", "Remove it from All \
            devices."). A path is a name as written ("in ~/Downloads"). Exactly \
            as many capitals as lowercase words are not fixed, unless one of them is never a name ("The sync Is \
            off.", "Then Try again."): "Share passwords with Family?" is most often a slip, but may name a group. Labels \
            named in a row after one selection verb keep their capitals ("Tap Share, then Save Image"), and so does \
            a place of the UI after a preposition ("in Notification Settings"). A word that both the title and the message capitalize inside a sentence \
            is a name of the dialog, with its particle ("Sign In Protection"). No fix is offered: rules.md marks \
            no fix for messages, whose prose holds more names than any list knows. \
            \(CapitalizationCheck.shoutingRationale)
            """,
        guidelines: [
            .hig(.hig2014, "Use sentence-style capitalization and appropriate ending punctuation in the message."),
            .hig(.hig2023, "Use sentence-style capitalization, and include a period at the end of the last sentence."),
        ],
        kinds: [.alert, .actionSheet], englishOnly: true,
        triggering: [
            Example(#"{"kind": "alert", "title": "Delete all photos?", "message": "↓THIS CANNOT BE UNDONE.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Keep both files?", "message": "Nothing is lost with ↓Keep ↓Both.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Merge"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t upload the photo", "message": "The upload ↓Failed.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Device locked", "message": "Swipe up—↓Or press the side button—to unlock.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Join the channel?", "message": "The server “Libera“ ↓Is offline.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Join"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t save the photo", "message": "The ↓Disk is full.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t save the photo", "message": "It can’t be saved because the ↓Disk is full.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Upload failed", "message": "Photos were not ↓Saved.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t send", "message": "Something went wrong, ↓Please try again.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t send", "message": "Oops, ↓Something went wrong.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Photo kept", "message": "The photo ↓Was deleted from this device only.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Upload failed", "message": "The file couldn’t be ↓Saved to the server.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Locked", "message": "Use ↓Your ↓Passcode to unlock the app.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Unlock"}]}"#),
            Example(#"{"kind": "alert", "title": "Photos will be deleted", "message": "Tap Continue and ↓Your Photos ↓Will ↓Be ↓Deleted.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Continue", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Keep both files?", "message": "Nothing ↓Is ↓Lost ↓With Keep Both.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Keep Both"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t sign out", "message": "Please ↓Try ↓Again ↓Later.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Try Again"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to connect", "message": "Check ↓Your ↓Network ↓Connection.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Photo deleted", "message": "↓it will be removed from all devices.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Storage full", "message": "Free up space. ↓then try again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t block", "message": "Failed to ↓Block ↓User.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t save", "message": "Saving the file ↓To the server failed.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Update installed", "message": "Please restart ↓The app to finish.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Update ready", "message": "The watch will ↓Restart to finish the update.", "buttons": [{"title": "Later", "role": "cancel"}, {"title": "Update"}]}"#),
            Example(#"{"kind": "alert", "title": "Update ready", "message": "The watch will ↓Restart to finish the update.", "buttons": [{"title": "Later", "role": "cancel"}, {"title": "Restart"}]}"#),
            Example(#"{"kind": "alert", "title": "Remove the photos?", "message": "The photos will be removed from ↓All devices.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Remove", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Add Medication", "message": "Enter the name of the ↓Medication:", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Add"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t save the photo", "message": "The disk is ↓Full.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t open the file", "message": "The file is ↓Locked and can’t be opened.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Location unavailable", "message": "Location Services is not ↓Available.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Signed out", "message": "Your session has ↓Expired.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Server busy", "message": "The server is busy ↓Now.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Café closed", "message": "The café is closed; ↓Reopen the app tomorrow.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Plan ended", "message": "The trial is over, so ↓You cannot subscribe again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t connect", "message": "Please enable ↓bluetooth and check the ↓Wifi connection.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Unlock failed", "message": "Unlock with ↓TouchID or turn on ↓WiFi.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "No connection", "message": "Tap the Refresh ↓Button to try again.", "buttons": [{"title": "OK"}]}"#),
        ],
        nonTriggering: [
            Example(#"{"kind": "alert", "title": "Can’t sign in", "message": "Sorry, Sign In isn’t available right now. Oops, iCloud Drive is full.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign In"}]}"#),
            Example(#"{"kind": "alert", "title": "Now playing", "message": "Your playlist includes Touch the Sky. (Optional) Select more songs.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sign in to iCloud", "message": "Hold Command and Shift, then tap the Sign In button to open iCloud Drive. Tap OK when done.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Site fireproofed", "message": "This site stays signed in after using the Fire Button. Tap the Tab Groups button to sort tabs.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Shortcut not set", "message": "Press a key with Command, Option, Control, or Shift.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Payment method needed", "message": "Pay with PayPal on a MacBook, or unlock AirPods with Face ID.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn On Smart Sync", "message": "Turn on Smart Sync to save space.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t continue", "message": "The Sign In button is disabled. The OK button is hidden.", "buttons": [{"title": "Cancel", "role": "cancel"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t add the proxy", "message": "Only HTTP(S) and SOCKS5 proxies are supported.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t play the song", "message": "Couldn’t play the song When the party’s over by Billie Eilish.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Repeat changed", "message": "The repeat rule is set to Until a date.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Run this query?", "message": "The statement `DELETE FROM sessions` removes 12 rows.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Run"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t continue", "message": "The App Store is unavailable. Your Apple ID is locked and your iCloud storage is full.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Photos saved", "message": "The photos were saved to the Album.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t connect", "message": "The Living Room speaker is offline.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t connect", "message": "The Internet Archive is unavailable. Use Internet Recovery to reinstall macOS.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Connect the drive", "message": "Connect the USB drive and save it as PDF. Try the NEW editor at 7 AM.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Keep both files?", "message": "Nothing is lost with Keep Both.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Keep Both"}]}"#),
            Example(#"{"kind": "alert", "title": "Turn on Sign In Protection?", "message": "With Sign In Protection, a code is needed on new devices.", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Turn On"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t use Check In", "message": "Turn on Location Services to use Check In.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Open Settings"}]}"#),
            Example(#"{"kind": "alert", "title": "Save the image?", "message": "Tap Share, then Save Image.", "buttons": [{"title": "Close", "role": "cancel"}, {"title": "Learn More"}]}"#),
            Example(#"{"kind": "alert", "title": "Save the image?", "message": "Press the Share button, then Save Image.", "buttons": [{"title": "Close", "role": "cancel"}, {"title": "Learn More"}]}"#),
            Example(#"{"kind": "alert", "title": "A file with this name exists", "message": "Select Keep Both or Replace in the Files app.", "buttons": [{"title": "Close", "role": "cancel"}, {"title": "Open Files"}]}"#),
            Example(#"{"kind": "alert", "title": "Previews are hidden", "message": "Turn on Show Previews in Notification Settings.", "buttons": [{"title": "Close", "role": "cancel"}, {"title": "Open Settings"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t connect", "message": "Wait until the status is Connected, then try again.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Storage is low", "message": "Free up space on Macintosh HD.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Manage"}]}"#),
            Example(#"{"kind": "alert", "title": "Update available", "message": "...but it isn’t supported on this Mac.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t share the folder", "message": "Ask Will to share it again. Access is set to Don’t Allow for this app.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t read the notes", "message": "Error: %@ Do you want to open the document anyway?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Open"}]}"#),
            Example(#"{"kind": "alert", "title": "Download finished", "message": "“Keynote 14.0.dmg” (652 MB) is in ~/Downloads.", "buttons": [{"title": "Close", "role": "cancel"}, {"title": "Show"}]}"#),
            Example(#"{"kind": "alert", "title": "Plan renewed", "message": "Your team has Advanced until next year.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Now playing", "message": "The next song is Wasted.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t sign in", "message": "Your iPhone is offline; iCloud will sync when Wi-Fi is on. Sign In is ready and OK is available in Touch ID settings.", "buttons": [{"title": "OK"}, {"title": "Sign In"}]}"#),
            Example(#"{"kind": "alert", "title": "Widget added", "message": "The widget was added to Today.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Export finished", "message": "Saved as a pdf to support@icloud.com and “report.pdf” in the .pdf folder.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Import finished", "message": "Only then can Things import the list.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Keep the file?", "message": "You can Move to Trash or keep the file.", "buttons": [{"title": "Keep", "role": "cancel"}, {"title": "Move to Trash", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t sign in", "message": "Sign In isn’t available right now. Try again later.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sign In"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t decrypt the message", "message": "Please launch Element on another device that can decrypt it.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Microphone access is off", "message": "Allow access in Settings. Then relaunch Burrow.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Update installed", "message": "Please restart The Verge to finish.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Already running", "message": "A copy is still open. Quit Transmission first, then try again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Close other apps", "message": "Quit Safari and Mail first, then tap Sign In again.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Touch ID is off", "message": "To use Touch ID, turn on Touch ID & Passcode in Settings.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Profile is private", "message": "Tap Edit Profile to make it public.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Continue"}]}"#),
            Example(#"{"kind": "alert", "title": "Not enough space", "message": "Free up space in Settings > General > iPhone Storage.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Settings"}]}"#),
            Example(#"{"kind": "alert", "title": "Allow Signal to access contacts?", "message": "Signal finds people who already use Signal.", "buttons": [{"title": "Not Now", "role": "cancel"}, {"title": "Allow"}]}"#),
            Example(#"{"kind": "alert", "title": "Quiet hours", "message": "Mute @alice and #news from Mark Chen until Monday.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Mute"}]}"#),
            Example(#"{"kind": "alert", "title": "Download complete", "message": "The PDF was saved to the Downloads folder in iCloud Drive.", "buttons": [{"title": "Close", "role": "cancel"}, {"title": "Open"}]}"#),
            Example(#"{"kind": "alert", "title": "Find My is off", "message": "This iPhone won’t appear in Find My, and Activation Lock will be off.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Turn Off"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t send", "message": "The message was moved to the Outbox. Microsoft Exchange will retry.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#),
            Example(#"{"kind": "alert", "title": "Unable to connect", "message": "Check the network settings and try again.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Delete this album?", "message": "Tap Delete to remove it from iCloud Photos on all devices.", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}]}"#),
            Example(#"{"kind": "alert", "title": "Couldn’t sync", "message": "The file “Quarterly Report.pdf” couldn’t be uploaded to Dropbox.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Location access is off", "message": "To allow access, go to Settings > Privacy & Security > Location Services.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Bluetooth is off", "message": "I can’t find nearby AirPods until Bluetooth is turned on in Control Center.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Update available", "message": "iOS 18.2 includes fixes, e.g. for Mail and Safari.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Sent", "message": "%@ will get your message on Monday.", "buttons": [{"title": "OK"}]}"#),
            Example(#"{"kind": "alert", "title": "Can’t build the project", "message": "npm isn’t in PATH. Tap Yes or No to set it up in iCloud Drive.", "buttons": [{"title": "No", "role": "cancel"}, {"title": "Yes"}]}"#),
        ])

    func check(_ dialog: Dialog, in context: RuleContext) -> [Finding] {
        guard let message = dialog.message, context.edition >= .hig2014 else { return [] }
        let check = context.words.sentenceStyle(context.words.analyzed(message))
        let edition = context.citedEdition(among: [.hig2014, .hig2023])
        return check.findings(at: ["message"], subject: "Message", style: .sentence, edition: edition, fixable: Self.description.fixable)
    }
}
