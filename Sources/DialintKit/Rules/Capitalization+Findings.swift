/// Shared by the three capitalization rules: one finding per word in the wrong case,
/// located at the word, with a fix only when every word's case could be decided.
extension CapitalizationCheck {
    func findings(at pointer: JSONPointer, subject: @autoclosure () -> String, style: CapitalizationStyle, edition: Edition) -> [Finding] {
        guard !corrections.isEmpty else { return [] }
        let subject = subject()
        return corrections.map { correction in
            Finding(
                at: pointer, range: correction.range,
                "\(subject) should use \(style.rawValue) capitalization: \"\(correction.word)\" should be \"\(correction.corrected)\" (HIG \(edition))",
                fix: isDecidable ? Fix(range: correction.range, replacement: correction.corrected) : nil)
        }
    }
}
