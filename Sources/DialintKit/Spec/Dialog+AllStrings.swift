extension Dialog {
    /// Every string a person sees, text field placeholders included, with a name for messages.
    var visibleStrings: [(pointer: JSONPointer, text: String, isSingleLine: Bool, name: String)] {
        var strings = self.strings.map { string in
            let name = switch string.field {
            case .title: "Title"
            case .message: "Message"
            case .buttonTitle: "Button title \"\(string.text)\""
            }
            return (string.pointer, string.text, string.field != .message, name)
        }
        for field in textFields {
            if let placeholder = field.placeholder {
                strings.append((field.placeholderPointer, placeholder, true, "Placeholder \"\(placeholder)\""))
            }
        }
        return strings
    }
}
