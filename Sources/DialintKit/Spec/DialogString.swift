/// One string of a dialog that people read: its title, its message, a button title or a placeholder.
public struct DialogString: Sendable, Hashable {
    public enum Field: Sendable, Hashable {
        case title
        case message
        case buttonTitle
        case placeholder
    }

    public var field: Field
    public var text: String
    /// The string's pointer, relative to the dialog.
    public var pointer: JSONPointer
}

extension Dialog {
    /// The title, the message and every button title, in file order (placeholders: `visibleStrings`).
    public var strings: [DialogString] { prepared.strings ?? makeStrings() }

    /// The title and the message: the dialog's text, as opposed to its button titles.
    public var textStrings: [DialogString] { prepared.textStrings ?? strings.filter { $0.field != .buttonTitle } }

    /// Every string a person sees: `strings` and the text fields' placeholders.
    var visibleStrings: [DialogString] { prepared.visibleStrings ?? makeVisibleStrings(strings) }

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

    /// Works the string lists out once, for the thirty-odd rules that read them.
    mutating func prepareStrings() {
        let strings = makeStrings()
        // Most dialogs show no placeholder: their visible strings are the same list, not a copy of it.
        let hasPlaceholder = textFields.contains { $0.placeholder != nil }
        prepared = PreparedStrings(
            strings: strings, textStrings: strings.filter { $0.field != .buttonTitle },
            visibleStrings: hasPlaceholder ? makeVisibleStrings(strings) : strings)
    }

    private func makeStrings() -> [DialogString] {
        var strings: [DialogString] = []
        strings.reserveCapacity(2 + buttons.count)
        if let title { strings.append(DialogString(field: .title, text: title, pointer: Self.titlePointer)) }
        if let message { strings.append(DialogString(field: .message, text: message, pointer: Self.messagePointer)) }
        for button in buttons {
            strings.append(DialogString(field: .buttonTitle, text: button.title, pointer: button.titlePointer))
        }
        return strings
    }

    /// Made once (see `Button.titlePointer`).
    static let titlePointer: JSONPointer = ["title"]
    static let messagePointer: JSONPointer = ["message"]

    private func makeVisibleStrings(_ strings: [DialogString]) -> [DialogString] {
        strings + textFields.compactMap { field in
            field.placeholder.map { DialogString(field: .placeholder, text: $0, pointer: field.placeholderPointer) }
        }
    }
}

/// A dialog's string lists, once worked out (`Dialog.prepareStrings`). Derived data, not part of the
/// dialog's value: any two are equal.
struct PreparedStrings: Sendable, Hashable {
    var strings: [DialogString]?
    var textStrings: [DialogString]?
    var visibleStrings: [DialogString]?

    static func == (lhs: PreparedStrings, rhs: PreparedStrings) -> Bool { true }
    func hash(into hasher: inout Hasher) {}
}

extension DialogString {
    /// A title, a button title and a placeholder are meant to be one line.
    var isSingleLine: Bool { field != .message }

    /// How messages name the string: "Title", "Button title \"OK\"".
    var name: String {
        switch field {
        case .title: "Title"
        case .message: "Message"
        case .buttonTitle: "Button title \"\(text)\""
        case .placeholder: "Placeholder \"\(text)\""
        }
    }

    /// How the string is named in messages: "alert text", "action sheet text", "button titles".
    func placeName(in dialog: Dialog) -> String {
        field == .buttonTitle ? "button titles" : "\(dialog.kind.displayName) text"
    }
}
