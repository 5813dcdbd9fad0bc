/// Lists of choices in messages.
enum ListFormatting {
    /// `"alert", "actionSheet" or "modal"`.
    static func quotedAlternatives(_ values: [String]) -> String {
        let quoted = values.map { "\"\($0)\"" }
        guard quoted.count > 1 else { return quoted.first ?? "" }
        return quoted.dropLast().joined(separator: ", ") + " or " + quoted[quoted.count - 1]
    }
}
