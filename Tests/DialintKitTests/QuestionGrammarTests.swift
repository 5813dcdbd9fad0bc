import Testing
@testable import DialintKit

@Suite("Question grammar")
struct QuestionGrammarTests {
    func isQuestion(_ title: String) -> Bool {
        QuestionGrammar.startsWithQuestion(AnalyzedText(title))
    }

    @Test func auxiliaryAndSubject() {
        #expect(isQuestion("Are you sure"))
        #expect(isQuestion("Do you want to save changes"))
        #expect(isQuestion("Can this photo be shared"))
        #expect(isQuestion("Is This Your iPhone"))
        #expect(isQuestion("Is there enough space"))
        #expect(isQuestion("Has the download finished"))
        #expect(isQuestion("Isn’t it ready"))
        #expect(isQuestion("May I use the camera"))
        #expect(isQuestion("Can Safari use location"))
        #expect(isQuestion("Is iCloud Drive on"))
        #expect(isQuestion("Does %@ have access"))
        #expect(isQuestion("Should {name} see this"))
    }

    @Test func doAndHaveBeforeANounSubject() {
        #expect(isQuestion("Do the files need syncing"))
        #expect(isQuestion("Do these settings apply to all accounts"))
        #expect(isQuestion("Do iCloud photos sync"))
        #expect(isQuestion("Have these changes been saved"))
        #expect(!isQuestion("Do the update later"), "an imperative before its object")
        #expect(!isQuestion("Do the steps below"))
        #expect(!isQuestion("Do the exercises again"))
        #expect(!isQuestion("Have the files ready"))
        #expect(!isQuestion("Do the status check"))
        #expect(!isQuestion("Do backups regularly"))
        #expect(!isQuestion("Do the steps listed below"))
        #expect(!isQuestion("Do more things faster with Pro"))
        #expect(!isQuestion("Do always keep a backup"))
        #expect(!isQuestion("Do Backups Automatically"), "a capital after the noun tells nothing in title style")
        #expect(!isQuestion("Do Not Disturb silences calls and alerts"))
        #expect(isQuestion("Do children need permission"))
        #expect(isQuestion("Do other people have access"))
    }

    @Test func modalsAndBeBeforeABareNounSubject() {
        #expect(isQuestion("Should contacts sync now"))
        #expect(isQuestion("Can guests see the album"))
        #expect(isQuestion("Are photos shared"))
        #expect(isQuestion("Are files ready to upload"))
        #expect(!isQuestion("Will Restart Tonight"))
        #expect(!isQuestion("Can photos later be moved"), "an adverb after a modal's noun is an object's")
        #expect(!isQuestion("Are photos in the library"), "left alone: a preposition may follow an object")
        #expect(!isQuestion("May Bookings up 8%"), "May is as often the month")
        #expect(!isQuestion("Will Updates as Planned"), "a short word is no verb")
        #expect(!isQuestion("Can’t alias files"), "a negated modal opens a statement")
        #expect(!isQuestion("Should issues continue after a restart, contact support"), "a condition, then what to do")
        #expect(!isQuestion("Should issues continue — contact support"))
        #expect(!isQuestion("Will Updates after Midnight"), "a longer preposition makes a heading")
    }

    @Test func statementsThatStartWithAnAuxiliary() {
        #expect(!isQuestion("Could Not Delete Tag"))
        #expect(!isQuestion("Can’t Open File"))
        #expect(!isQuestion("Can't get mail"))
        #expect(!isQuestion("Couldn’t Sync Photos"))
        #expect(!isQuestion("Do Not Disturb"))
        #expect(!isQuestion("Do It Later"))
        #expect(!isQuestion("Have a Nice Day"))
        #expect(!isQuestion("Has a New Version"))
        #expect(!isQuestion("Will Restart Tonight"))
        #expect(!isQuestion("Must Sign In Again"))
        #expect(!isQuestion("May 2024 Update"))
        #expect(!isQuestion("Can, if needed, restart"))
        #expect(!isQuestion("Don’t Allow %@ to Access Photos"))
        #expect(!isQuestion("Does Not Match"))
    }

    @Test func whQuestions() {
        #expect(isQuestion("What happened"))
        #expect(isQuestion("What's wrong"))
        #expect(isQuestion("Who changed this file"))
        #expect(isQuestion("When will the update install"))
        #expect(isQuestion("Where should this wallpaper appear"))
        #expect(isQuestion("Which Photos Are Shared"))
        #expect(isQuestion("Whose device is this"))
        #expect(isQuestion("How much storage is needed"))
        #expect(isQuestion("How are photos stored"))
        #expect(isQuestion("What if the transfer fails"))
        #expect(isQuestion("Why not try again"))
        #expect(isQuestion("Why Am I Seeing This"))
    }

    @Test func whClausesAndHeadings() {
        #expect(!isQuestion("How to Reset the Password"))
        #expect(!isQuestion("How It Works"))
        #expect(!isQuestion("What’s New in iOS 17"))
        #expect(!isQuestion("Where Photos Are Stored"))
        #expect(!isQuestion("What this update includes"))
        #expect(!isQuestion("When the download ends, the app restarts"))
        #expect(!isQuestion("What to Do Next"))
        #expect(!isQuestion("How Long Until Delivery"))
        #expect(!isQuestion("How We Use Data"))
        #expect(!isQuestion("Who We Are"))
    }

    @Test func quotedOrOtherOpenings() {
        #expect(!isQuestion("“Are You Sure” is missing"))
        #expect(!isQuestion("%@ can’t be opened"))
        #expect(!isQuestion("Delete this photo"))
    }

    @Test func everySentenceIsJudged() {
        let text = AnalyzedText("The file changed. What happened")
        #expect(text.sentences.map { QuestionGrammar.isQuestion(text, $0) } == [false, true])
    }
}
