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
