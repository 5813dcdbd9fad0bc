/// Shared by the three capitalization rules: one finding per word in the wrong case,
/// located at the word, with a fix (for the rules that offer one) only when every word's case could be decided,
/// or when the correction is a name's own spelling.
extension CapitalizationCheck {
    /// What the three rules' rationales say of words in capitals (`WordKnowledge.shoutedRuns`).
    static let shoutingRationale = """
        Plain words in capitals are neither style: a run of them ("THIS CANNOT BE UNDONE") or one word of four \
        letters or more ("DELETE") is one finding, re-cased whole; initialisms (OK, USB, PDF) and short words \
        alone (NEW, AM) are left alone, unless the whole sentence, quotations aside, is in capitals ("TAP “ALLOW” \
        ON THE NEXT POPUP"). Names keep their spelling, an app's before "app" too ("OPEN THE SETTINGS APP").
        """

    /// `fixable`: the rule's declared `RuleDescription.fixable`; a rule that declares no fix offers none.
    func findings(
        at pointer: JSONPointer, subject: @autoclosure () -> String, style: CapitalizationStyle, edition: Edition, fixable: Bool
    ) -> [Finding] {
        guard !corrections.isEmpty else { return [] }
        let subject = subject()
        return corrections.map { correction in
            Finding(
                at: pointer, range: correction.range,
                "\(subject) should use \(style.rawValue) capitalization: \"\(correction.word)\" should be \"\(correction.corrected)\" (HIG \(edition))",
                fix: fixable && (isDecidable || correction.isCertain) ? Fix(range: correction.range, replacement: correction.corrected) : nil)
        }
    }
}
