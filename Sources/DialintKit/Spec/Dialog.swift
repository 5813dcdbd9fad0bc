/// Which kind of modal view a dialog is.
public enum Kind: String, Sendable, Hashable, CaseIterable, Codable, Comparable {
    case alert
    case actionSheet
    case modal

    /// How the kind is named in messages ("alert", "action sheet", "modal view").
    public var displayName: String {
        switch self {
        case .alert: "alert"
        case .actionSheet: "action sheet"
        case .modal: "modal view"
        }
    }

    public static func < (lhs: Kind, rhs: Kind) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}

/// A button's role, as UIKit's `UIAlertAction.Style` and SwiftUI's `ButtonRole` define it.
public enum Role: String, Sendable, Hashable, CaseIterable, Codable {
    case `default`
    case cancel
    case destructive
}

/// Whether `buttons` lists buttons as people see them or as the code adds them.
public enum ButtonOrder: String, Sendable, Hashable, CaseIterable, Codable {
    case display
    case added
}

/// One button of a dialog.
public struct Button: Sendable, Hashable {
    public var title: String
    public var role: Role
    public var preferred: Bool
    /// The button's index in the file's `buttons` array (findings point there, whatever the display order).
    public var index: Int

    public init(title: String, role: Role = .default, preferred: Bool = false, index: Int = 0) {
        self.title = title
        self.role = role
        self.preferred = preferred
        self.index = index
    }

    /// The JSON pointer of this button, relative to its dialog.
    public var pointer: JSONPointer {
        index >= 0 && index < Self.pointers.count ? Self.pointers[index] : ["buttons", .index(index)]
    }
    /// The JSON pointer of this button's title, relative to its dialog.
    public var titlePointer: JSONPointer {
        index >= 0 && index < Self.titlePointers.count ? Self.titlePointers[index] : ["buttons", .index(index), "title"]
    }

    /// The pointers of the first buttons, made once: rules and the string lists ask for them for
    /// every button of every dialog, and each made afresh was an array to allocate and free.
    private static let pointers: [JSONPointer] = (0..<16).map { ["buttons", .index($0)] }
    private static let titlePointers: [JSONPointer] = pointers.map { $0.appending("title") }
    public var isCancel: Bool { role == .cancel }
    public var isDestructive: Bool { role == .destructive }
}

/// One text field of an alert.
public struct TextField: Sendable, Hashable {
    public var placeholder: String?
    public var secure: Bool
    /// The text field's index in the file's `textFields` array.
    public var index: Int

    public init(placeholder: String? = nil, secure: Bool = false, index: Int = 0) {
        self.placeholder = placeholder
        self.secure = secure
        self.index = index
    }

    public var pointer: JSONPointer { ["textFields", .index(index)] }
    public var placeholderPointer: JSONPointer { ["textFields", .index(index), "placeholder"] }
}

/// Linter settings carried by a file or a dialog: `"dialint": { "disable": [...], "vocabulary": [...] }`.
public struct DialintSettings: Sendable, Hashable {
    /// Rule ids turned off, each with its absolute pointer, so an unused entry can be reported where it is written.
    public var disable: [Entry]
    public var vocabulary: [String]

    /// One `disable` entry.
    public struct Entry: Sendable, Hashable {
        public var ruleID: String
        public var pointer: JSONPointer
    }

    public init(disable: [Entry] = [], vocabulary: [String] = []) {
        self.disable = disable
        self.vocabulary = vocabulary
    }

    public static let empty = DialintSettings()
}

/// One alert, action sheet or modal view, as the spec describes it.
public struct Dialog: Sendable, Hashable {
    /// Where the dialog is in its file: `/dialogs/3`, `/3`, or the root.
    public var pointer: JSONPointer
    /// The position in the file's list of dialogs (0 for a single-dialog file).
    public var index: Int
    public var id: String?
    public var kind: Kind
    public var title: String?
    public var message: String?
    /// The buttons as the file lists them.
    public var buttons: [Button]
    public var textFields: [TextField]
    /// The effective locale: the dialog's, else the file's, else `en`.
    public var locale: String
    /// The effective button order: the dialog's, else the file's, else `display`.
    public var buttonOrder: ButtonOrder
    /// The dialog's own settings (file-level settings are kept on the file).
    public var settings: DialintSettings
    /// Its string lists, once the linter has worked them out.
    var prepared = PreparedStrings()

    public init(
        kind: Kind, id: String? = nil, title: String? = nil, message: String? = nil,
        buttons: [Button] = [], textFields: [TextField] = [], locale: String = "en",
        buttonOrder: ButtonOrder = .display, settings: DialintSettings = .empty,
        pointer: JSONPointer = .root, index: Int = 0
    ) {
        self.kind = kind
        self.id = id
        self.title = title
        self.message = message
        // Each button and text field knows its position; the decoder has already set it, so the
        // lists are rebuilt only when they come from elsewhere.
        self.buttons = buttons.indices.allSatisfy { buttons[$0].index == $0 } ? buttons
            : buttons.enumerated().map { offset, button in
                var button = button
                button.index = offset
                return button
            }
        self.textFields = textFields.indices.allSatisfy { textFields[$0].index == $0 } ? textFields
            : textFields.enumerated().map { offset, field in
                var field = field
                field.index = offset
                return field
            }
        self.locale = locale
        self.buttonOrder = buttonOrder
        self.settings = settings
        self.pointer = pointer
        self.index = index
    }

    /// How the dialog is named in output: its `id`, else its index (`displayName(id:index:)`). A long id
    /// is hashed on each call: keep the name rather than asking again.
    public var displayName: String { Self.displayName(id: id, index: index) }

    /// The most bytes of an `id` shown as they are.
    static let longestShownID = 200

    /// How a dialog is named in output: its `id`, else its index. An id past `longestShownID` bytes is
    /// shown by its start and a digest: it is repeated in every finding of the dialog, and an 80 KB id
    /// made 230 MB of JSON Lines (1.4 GB of memory) from 160 KB of input. Work it out once per dialog.
    static func displayName(id: String?, index: Int) -> String {
        id?.abbreviated(toAtMost: longestShownID) ?? String(index)
    }

    /// Whether the dialog's locale is English (`en`, `en-US`, `en_GB`, ...).
    public var isEnglish: Bool {
        // The first subtag (separators before it skipped) is "en" in any case: read as bytes, as
        // this is asked for every dialog.
        var count = 0
        var matches = true
        for byte in locale.utf8 {
            if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
                if count == 0 { continue }
                break
            }
            let expected = count == 0 ? UInt8(ascii: "e") : UInt8(ascii: "n")
            count += 1
            matches = matches && count <= 2 && byte | 0x20 == expected
            if !matches { return false }
        }
        return count == 2
    }

    /// The buttons in the order people see them.
    ///
    /// With `buttonOrder: added` this applies what UIKit does with the order actions are added in:
    /// a cancel-role action moves to the leading side of a two-button alert, and to the bottom
    /// of stacked alert buttons and of an action sheet. A modal view's navigation bar is laid out
    /// as written. With more than one cancel action UIKit raises an exception, so the order is kept
    /// as written and `multiple-cancel` reports the defect.
    public var displayedButtons: [Button] {
        guard buttonOrder == .added, kind != .modal else { return buttons }
        let cancels = buttons.filter(\.isCancel)
        guard cancels.count == 1 else { return buttons }
        let others = buttons.filter { !$0.isCancel }
        if kind == .alert && buttons.count == 2 {
            return cancels + others
        }
        return others + cancels
    }

    /// The cancel-role buttons.
    public var cancelButtons: [Button] { buttons.filter(\.isCancel) }
    /// The destructive-role buttons.
    public var destructiveButtons: [Button] { buttons.filter(\.isDestructive) }
    /// The titles of all buttons, for recognising a button title quoted in the text.
    public var buttonTitles: [String] { buttons.map(\.title) }
}
