/// A string a person sees: title, message, button title or placeholder.
struct VisibleString {
    enum Field { case title, message, buttonTitle, placeholder }
    var field: Field
    var pointer: JSONPointer
    var text: String

    /// A title, a button title and a placeholder are shown on one line.
    var isSingleLine: Bool { field != .message }

    /// How messages name the string; built only when a finding needs it.
    var name: String {
        switch field {
        case .title: "Title"
        case .message: "Message"
        case .buttonTitle: "Button title \"\(text)\""
        case .placeholder: "Placeholder \"\(text)\""
        }
    }
}

extension Dialog {
    /// Every string a person sees, text field placeholders included.
    var visibleStrings: [VisibleString] {
        var strings: [VisibleString] = []
        if let title { strings.append(VisibleString(field: .title, pointer: ["title"], text: title)) }
        if let message { strings.append(VisibleString(field: .message, pointer: ["message"], text: message)) }
        for button in buttons {
            strings.append(VisibleString(field: .buttonTitle, pointer: button.titlePointer, text: button.title))
        }
        for field in textFields {
            if let placeholder = field.placeholder {
                strings.append(VisibleString(field: .placeholder, pointer: field.placeholderPointer, text: placeholder))
            }
        }
        return strings
    }
}

extension Dialog {
    /// The string at a pointer relative to the dialog (title, message, a button title, a placeholder).
    func string(at pointer: JSONPointer) -> String? {
        let c = pointer.components
        if c == ["title"] { return title }
        if c == ["message"] { return message }
        guard c.count == 3, case .index(let index) = c[1] else { return nil }
        if c[0] == "buttons", c[2] == "title" { return buttons.first { $0.index == index }?.title }
        if c[0] == "textFields", c[2] == "placeholder" { return textFields.first { $0.index == index }?.placeholder }
        return nil
    }
}
