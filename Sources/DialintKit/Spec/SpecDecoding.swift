import Foundation

// Decoding is written by hand over `JSONDecoder` containers so that it can:
// - collect every defect of a dialog (not stop at the first thrown error),
// - keep the other dialogs when one is malformed,
// - report unknown keys with a suggestion,
// - know each value's JSON pointer (from the decoder's coding path).

/// A coding key for any member name.
struct AnyKey: CodingKey, Hashable {
    var stringValue: String
    var intValue: Int? { nil }
    init(_ string: String) { stringValue = string }
    init?(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { return nil }
}

extension JSONPointer {
    /// The pointer of a decoder's coding path (array positions carry an `intValue`).
    init(codingPath: [any CodingKey]) {
        self.init(codingPath.map { key in
            if let index = key.intValue { return .index(index) }
            return .key(key.stringValue)
        })
    }
}

/// The JSON type of a value, for messages such as `"title" must be a string, not a number`.
enum JSONType: String, Decodable {
    case object, array, string, number, boolean, null

    init(from decoder: any Decoder) throws {
        self.init(of: decoder)
    }

    /// The type of the value `decoder` reads; every JSON value has one, so this never fails.
    init(of decoder: any Decoder) {
        if let single = try? decoder.singleValueContainer() {
            if single.decodeNil() { self = .null; return }
            if (try? single.decode(Bool.self)) != nil { self = .boolean; return }
            if (try? single.decode(Double.self)) != nil { self = .number; return }
            if (try? single.decode(String.self)) != nil { self = .string; return }
        }
        if (try? decoder.container(keyedBy: AnyKey.self)) != nil { self = .object; return }
        if (try? decoder.unkeyedContainer()) != nil { self = .array; return }
        // Only a number is none of these: one beyond Double's range (1e400, -1e400, 400 digits),
        // which JSONDecoder refuses to read as any Swift number.
        self = .number
    }

    /// The type of member `key`'s value in `container`; `null` when the member is absent.
    static func of(_ key: AnyKey, in container: KeyedDecodingContainer<AnyKey>) -> JSONType {
        (try? container.decode(JSONType.self, forKey: key)) ?? .null
    }

    /// "a string", "an object", "true or false", "null".
    var withArticle: String {
        switch self {
        case .object, .array: "an \(rawValue)"
        case .string, .number, .boolean: "a \(rawValue)"
        case .null: "null"
        }
    }
}

/// Reads one JSON object's members, recording defects instead of throwing.
struct ObjectReader {
    let container: KeyedDecodingContainer<AnyKey>
    let pointer: JSONPointer
    /// The object's member names, read once: `has` and the unknown-key check then need no lookups
    /// in the decoder (a hundred thousand dialogs make that the larger part of decoding).
    let keys: [String]
    var issues: [SpecIssue] = []

    /// A reader for `container`, whose pointer is `pointer` (else worked out from its coding path).
    init(_ container: KeyedDecodingContainer<AnyKey>, pointer: JSONPointer? = nil) {
        self.container = container
        self.pointer = pointer ?? JSONPointer(codingPath: container.codingPath)
        // Sorted: the decoder lists them in no fixed order, and defects must come out the same every time.
        self.keys = container.allKeys.map(\.stringValue).sorted()
    }

    func has(_ key: String) -> Bool { keys.contains(key) }

    /// Reports every member whose name is not in `known`, suggesting the nearest known name.
    mutating func reportUnknownKeys(known: [String], in place: String) {
        for key in keys where !known.contains(key) {
            var message = "unknown key \"\(key)\" in \(place)"
            let hint = DidYouMean.hint(for: key, among: known)
            message += hint.isEmpty ? "; expected one of: " + known.joined(separator: ", ") : hint
            issues.append(SpecIssue(.unknownKey, at: pointer.appending(.key(key)), atKey: true, message))
        }
    }

    /// The JSON type of member `key`'s value.
    func type(of key: String) -> JSONType {
        JSONType.of(AnyKey(key), in: container)
    }

    /// Member `key`'s value as a message quotes what was written instead of a whole number or a
    /// year: a number as Swift spells it ("3.5", "1e+20"), anything else by its type ("null", "a
    /// boolean"; "a number" for one beyond Double's range).
    func writtenValue(of key: String) -> String {
        if let number = try? container.decode(Double.self, forKey: AnyKey(key)) { return number.description }
        return type(of: key).withArticle
    }

    private mutating func wrongType(_ key: String, expected: String) {
        issues.append(SpecIssue(
            .invalidSpec, at: pointer.appending(.key(key)),
            "\"\(key)\" must be \(expected), not \(type(of: key).withArticle)"))
    }

    /// A value of a plain `Decodable` type; a member that is absent gives nil, one of the wrong type a defect.
    mutating func optional<T: Decodable>(_ type: T.Type, _ key: String, expected: String) -> T? {
        guard has(key) else { return nil }
        do {
            return try container.decode(T.self, forKey: AnyKey(key))
        } catch {
            wrongType(key, expected: expected)
            return nil
        }
    }

    mutating func string(_ key: String) -> String? { optional(String.self, key, expected: "a string") }

    /// A `locale` member: a string that must be a language tag (a defect when it is not; the value is
    /// kept, and judged as the language it does not name).
    mutating func locale(_ key: String = "locale") -> String? {
        guard let value = string(key) else { return nil }
        if !LanguageTag.isValid(value) { issues.append(LanguageTag.defect(value, at: pointer.appending(.key(key)))) }
        return value
    }
    mutating func bool(_ key: String) -> Bool? { optional(Bool.self, key, expected: "true or false") }

    /// A string that must be one of an enumeration's raw values.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(_ type: E.Type, _ key: String) -> E?
    where E.RawValue == String {
        let accepted = E.allCases.map(\.rawValue)
        // The list of accepted values is spelled out only for a message: decoding stays cheap.
        guard has(key) else { return nil }
        guard let raw = try? container.decode(String.self, forKey: AnyKey(key)) else {
            _ = optional(String.self, key, expected: "one of \(ListFormatting.quotedAlternatives(accepted))")
            return nil
        }
        if let value = E(rawValue: raw) { return value }
        let list = ListFormatting.quotedAlternatives(accepted)
        var message = "unknown \(key) \"\(raw)\"; expected \(list)"
        message += DidYouMean.hint(for: raw, among: accepted)
        issues.append(SpecIssue(.invalidSpec, at: pointer.appending(.key(key)), message))
        return nil
    }

    /// An array member, each element read by `element` (given a decoder positioned on it, its index
    /// and its pointer); nil when absent or not an array.
    mutating func array<T>(
        _ key: String, expected: String, element: (any Decoder, Int, JSONPointer, inout [SpecIssue]) -> T?
    ) -> [T]? {
        guard has(key) else { return nil }
        guard var elements = try? container.nestedUnkeyedContainer(forKey: AnyKey(key)) else {
            wrongType(key, expected: expected)
            return nil
        }
        let arrayPointer = pointer.appending(.key(key))
        var values: [T] = []
        var index = 0
        while !elements.isAtEnd {
            guard let decoder = try? elements.superDecoder() else { break }
            if let value = element(decoder, index, arrayPointer.appending(.index(index)), &issues) { values.append(value) }
            index += 1
        }
        return values
    }

    /// An array of strings (rule ids, vocabulary), each with its pointer.
    mutating func strings(_ key: String) -> [(String, JSONPointer)]? {
        array(key, expected: "an array of strings") { decoder, _, pointer, issues in
            guard let value = try? decoder.singleValueContainer().decode(String.self) else {
                let found = JSONType(of: decoder)
                issues.append(SpecIssue(.invalidSpec, at: pointer, "expected a string, not \(found.withArticle)"))
                return nil
            }
            return (value, pointer)
        }
    }
}

/// The object reader for `decoder`, or a defect saying what the value is instead of an object.
private func objectReader(_ decoder: any Decoder, at pointer: JSONPointer, what: String, issues: inout [SpecIssue]) -> ObjectReader? {
    if let container = try? decoder.container(keyedBy: AnyKey.self) { return ObjectReader(container, pointer: pointer) }
    let found = JSONType(of: decoder)
    issues.append(SpecIssue(
        .invalidSpec, at: pointer,
        "\(what) must be an object, not \(found.withArticle)"))
    return nil
}

/// Settings inherited by every dialog of a file.
struct FileDefaults {
    var locale: String?
    var buttonOrder: ButtonOrder?
}

enum SpecKeys {
    static let file = ["dialogs", "locale", "buttonOrder", "dialint"]
    static let dialog = ["kind", "id", "title", "message", "buttons", "textFields", "locale", "buttonOrder", "dialint"]
    /// The keys that mark a file as meant for dialint, even one that does not parse.
    static let marking = ["dialogs", "kind", "buttons", "textFields"]
    static let button = ["title", "role", "preferred"]
    static let textField = ["placeholder", "secure"]
    static let settings = ["disable", "vocabulary"]
}

/// Reads a `dialint` settings object.
private func readSettings(_ reader: inout ObjectReader) -> DialintSettings {
    guard reader.has("dialint") else { return .empty }
    guard let nested = try? reader.container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("dialint")) else {
        reader.issues.append(SpecIssue(
            .invalidSpec, at: reader.pointer.appending("dialint"),
            "\"dialint\" must be an object, not \(reader.type(of: "dialint").withArticle)"))
        return .empty
    }
    var settings = ObjectReader(nested, pointer: reader.pointer.appending("dialint"))
    settings.reportUnknownKeys(known: SpecKeys.settings, in: "\"dialint\" settings")
    let disable = (settings.strings("disable") ?? []).map { DialintSettings.Entry(ruleID: $0.0, pointer: $0.1) }
    let vocabulary = (settings.strings("vocabulary") ?? []).map(\.0)
    reader.issues += settings.issues
    return DialintSettings(disable: disable, vocabulary: vocabulary)
}

/// Reads one dialog; returns nil (with defects recorded) when it cannot be linted.
func readDialog(
    _ decoder: any Decoder, index: Int, at pointer: JSONPointer, defaults: FileDefaults, issues: inout [SpecIssue],
    unread: inout [Int: SpecFile.UnreadDialog]
) -> Dialog? {
    guard var reader = objectReader(decoder, at: pointer, what: "a dialog", issues: &issues) else { return nil }
    reader.reportUnknownKeys(known: SpecKeys.dialog, in: "a dialog")
    let kind = reader.enumeration(Kind.self, "kind")
    if !reader.has("kind") {
        reader.issues.append(SpecIssue(
            .invalidSpec, at: reader.pointer,
            "dialog is missing \"kind\"; expected \(ListFormatting.quotedAlternatives(Kind.allCases.map(\.rawValue)))"))
    }
    let id = reader.string("id")
    let title = reader.string("title")
    let message = reader.string("message")
    let locale = reader.string("locale")
    let buttonOrder = reader.enumeration(ButtonOrder.self, "buttonOrder")
    let buttons = reader.array("buttons", expected: "an array of buttons") { decoder, index, pointer, issues in
        readButton(decoder, index: index, at: pointer, issues: &issues)
    }
    let textFields = reader.array("textFields", expected: "an array of text fields") { decoder, index, pointer, issues in
        readTextField(decoder, index: index, at: pointer, issues: &issues)
    }
    let settings = readSettings(&reader)
    // Buttons and text fields record their defects in `reader.issues` too.
    let failed = reader.issues.contains { $0.kind == .invalidSpec }
    issues += reader.issues
    // A locale that is no language tag is reported, but the dialog is read, as a file's locale is:
    // it is judged by the language its first subtag names.
    if let locale, !LanguageTag.isValid(locale) { issues.append(LanguageTag.defect(locale, at: reader.pointer.appending(.key("locale")))) }
    guard let kind, !failed else {
        // What its defects need: its name, and its own "disable" entries.
        unread[index] = SpecFile.UnreadDialog(id: id, disable: settings.disable)
        return nil
    }
    return Dialog(
        kind: kind, id: id, title: title, message: message,
        buttons: buttons ?? [], textFields: textFields ?? [],
        locale: locale ?? defaults.locale ?? "en",
        buttonOrder: buttonOrder ?? defaults.buttonOrder ?? .display,
        settings: settings, pointer: reader.pointer, index: index)
}

private func readButton(_ decoder: any Decoder, index: Int, at pointer: JSONPointer, issues: inout [SpecIssue]) -> Button? {
    guard var reader = objectReader(decoder, at: pointer, what: "a button", issues: &issues) else { return nil }
    reader.reportUnknownKeys(known: SpecKeys.button, in: "a button")
    let title = reader.string("title")
    if !reader.has("title") {
        reader.issues.append(SpecIssue(.invalidSpec, at: reader.pointer, "button is missing \"title\""))
    }
    let role = reader.enumeration(Role.self, "role")
    let preferred = reader.bool("preferred")
    let failed = reader.issues.contains { $0.kind == .invalidSpec }
    issues += reader.issues
    guard let title, !failed else { return nil }
    return Button(title: title, role: role ?? .default, preferred: preferred ?? false, index: index)
}

private func readTextField(_ decoder: any Decoder, index: Int, at pointer: JSONPointer, issues: inout [SpecIssue]) -> TextField? {
    guard var reader = objectReader(decoder, at: pointer, what: "a text field", issues: &issues) else { return nil }
    reader.reportUnknownKeys(known: SpecKeys.textField, in: "a text field")
    let placeholder = reader.string("placeholder")
    let secure = reader.bool("secure")
    let failed = reader.issues.contains { $0.kind == .invalidSpec }
    issues += reader.issues
    guard !failed else { return nil }
    return TextField(placeholder: placeholder, secure: secure ?? false, index: index)
}

/// The top level of a spec file, in any of its three shapes.
struct SpecFileDecoding: Decodable {
    var file: SpecFile
    static let defaultLocaleKey = CodingUserInfoKey(rawValue: "dialint.defaultLocale")!

    init(from decoder: any Decoder) throws {
        var issues: [SpecIssue] = []
        let configuredLocale = decoder.userInfo[Self.defaultLocaleKey] as? String
        if let container = try? decoder.container(keyedBy: AnyKey.self) {
            var reader = ObjectReader(container)
            if reader.has("dialogs") {
                reader.reportUnknownKeys(known: SpecKeys.file, in: "the file's top level")
                let defaults = FileDefaults(
                    locale: reader.locale() ?? configuredLocale,
                    buttonOrder: reader.enumeration(ButtonOrder.self, "buttonOrder"))
                let settings = readSettings(&reader)
                var dialogs: [Dialog] = []
                var unread: [Int: SpecFile.UnreadDialog] = [:]
                _ = reader.array("dialogs", expected: "an array of dialogs") { decoder, index, pointer, issues -> Void? in
                    if let dialog = readDialog(decoder, index: index, at: pointer, defaults: defaults, issues: &issues, unread: &unread) {
                        dialogs.append(dialog)
                    }
                    return nil
                }
                file = SpecFile(shape: .dialogList, dialogs: dialogs, issues: reader.issues, settings: settings)
                file.unreadDialogs = unread
            } else if !Self.isPlainlyDialog(reader.container), let (meant, isTypo) = Self.meantDialogList(reader) {
                let advice = isTypo ? "rename it \"dialogs\"" : "put its dialogs in a \"dialogs\" array"
                file = SpecFile(shape: .notASpec, dialogs: [], issues: [SpecIssue(.invalidSpec, at: [.key(meant)], atKey: true,
                    "no \"dialogs\" array, but \"\(meant)\" looks meant as one; \(advice)")], settings: .empty)
            } else if SpecKeys.dialog.contains(where: reader.has) {
                var unread: [Int: SpecFile.UnreadDialog] = [:]
                let dialog = readDialog(
                    decoder, index: 0, at: .root, defaults: FileDefaults(locale: configuredLocale), issues: &issues, unread: &unread)
                file = SpecFile(shape: .singleDialog, dialogs: dialog.map { [$0] } ?? [], issues: issues, settings: .empty)
                file.unreadDialogs = unread
                file.mayBeSkippedInAWalk = !Self.isPlainlyDialog(reader.container)
            } else {
                file = SpecFile(shape: .notASpec, dialogs: [], issues: [Self.notASpecIssue], settings: .empty)
                file.mayBeSkippedInAWalk = true
            }
            return
        }
        if var elements = try? decoder.unkeyedContainer() {
            var dialogs: [Dialog] = []
            var unread: [Int: SpecFile.UnreadDialog] = [:]
            var index = 0
            var looksLikeSpec = false
            var isPlainlySpec = false
            let isEmpty = elements.isAtEnd
            while !elements.isAtEnd {
                guard let element = try? elements.superDecoder() else { break }
                if index == 0 {
                    looksLikeSpec = Self.looksLikeDialog(element)
                    isPlainlySpec = (try? element.container(keyedBy: AnyKey.self)).map(Self.isPlainlyDialog) ?? false
                    if !looksLikeSpec { break }
                }
                if let dialog = readDialog(
                    element, index: index, at: [.index(index)], defaults: FileDefaults(locale: configuredLocale), issues: &issues,
                    unread: &unread)
                {
                    dialogs.append(dialog)
                }
                index += 1
            }
            // An empty array is an array of no dialogs: nothing to lint, and nothing wrong when named.
            file = looksLikeSpec || isEmpty
                ? SpecFile(shape: .dialogArray, dialogs: dialogs, issues: issues, settings: .empty)
                : SpecFile(shape: .notASpec, dialogs: [], issues: [Self.notASpecIssue], settings: .empty)
            file.mayBeSkippedInAWalk = !isPlainlySpec
            file.unreadDialogs = unread
            return
        }
        file = SpecFile(shape: .notASpec, dialogs: [], issues: [Self.notASpecIssue], settings: .empty)
        file.mayBeSkippedInAWalk = true
    }

    /// An object with at least one dialog key: a dialog, even if a malformed one.
    private static func looksLikeDialog(_ decoder: any Decoder) -> Bool {
        guard let container = try? decoder.container(keyedBy: AnyKey.self) else { return false }
        return SpecKeys.dialog.contains { container.contains(AnyKey($0)) }
    }

    /// An object that only a dialog would be: it has "buttons" or "textFields", or a "kind" that names a
    /// dialog's kind, whatever its case or separators ("actionsheet", "action_sheet"), or nothing but a
    /// dialog's keys. Other JSON has an "id", a "title", a "message", and often a "kind" of its own
    /// ("Pod", "model", "action"), among keys of its own ("apiVersion", "metadata").
    private static func isPlainlyDialog(_ container: KeyedDecodingContainer<AnyKey>) -> Bool {
        if container.contains(AnyKey("buttons")) || container.contains(AnyKey("textFields")) { return true }
        // A kind that is no string is no dialog's, as in records of mock data ({"id": 17, "kind": 4, ...}; review 73).
        guard let kind = try? container.decode(String.self, forKey: AnyKey("kind")) else { return false }
        let letters = kind.lowercased().filter { $0 != "_" && $0 != "-" && $0 != " " }
        if Kind.allCases.contains(where: { $0.rawValue.lowercased() == letters }) { return true }
        // Nothing but a dialog's keys, a title or a message among them, and a kind that holds a word of
        // dialogs: a dialog whose kind is wrong ("sheet", "bottomSheet"), which a walk must not skip
        // quietly (blind suite 36). Not another tool's kind ("model", "stylesheet", "sheets#spreadsheet").
        return (container.contains(AnyKey("title")) || container.contains(AnyKey("message")))
            && container.allKeys.allSatisfy({ SpecKeys.dialog.contains($0.stringValue) }) && !kind.contains("#")
            && Self.words(ofIdentifier: kind).contains(where: Self.wordsOfDialogKinds.contains)
    }

    /// Words that a kind speaking of a dialog holds: "sheet", "popup", "confirmationDialog", "alertView".
    private static let wordsOfDialogKinds: Set<String> = ["alert", "sheet", "dialog", "popup", "popover", "confirm", "modal"]

    /// The words of an identifier, lowercased, split at separators and where a capital follows a
    /// lowercase letter: "confirmationDialog" → confirmation, dialog; "bottom_sheet" → bottom, sheet;
    /// "cheatsheet" is one word.
    private static func words(ofIdentifier identifier: String) -> [String] {
        var words: [String] = []
        var word = ""
        var previousIsLowercase = false
        for character in identifier {
            if !character.isLetter {
                if !word.isEmpty { words.append(word) }
                word = ""
                previousIsLowercase = false
                continue
            }
            if character.isUppercase, previousIsLowercase, !word.isEmpty {
                words.append(word)
                word = ""
            }
            word += character.lowercased()
            previousIsLowercase = character.isLowercase
        }
        if !word.isEmpty { words.append(word) }
        return words
    }

    /// The member of an object without "dialogs" that was plainly meant as its list of dialogs: an
    /// array or object under a key a typo away from "dialogs" ("dialog", "Dialogs"), an array whose
    /// first object is plainly a dialog ("alerts": [{"kind": "alert", ...}]), or an object that is
    /// ({"deletePhoto": {...}}). A string under "dialog" is something else's (a report's `"dialog": "0"`).
    private static func meantDialogList(_ reader: ObjectReader) -> (key: String, isTypo: Bool)? {
        let typo = reader.keys.first { key in
            DidYouMean.suggestion(for: key, among: ["dialogs"]) != nil
                && ((try? reader.container.nestedUnkeyedContainer(forKey: AnyKey(key))) != nil
                    || (try? reader.container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key))) != nil)
        }
        if let typo { return (typo, true) }
        let holder = reader.keys.first { key in
            if let object = try? reader.container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey(key)) {
                return isPlainlyDialog(object)
            }
            guard var elements = try? reader.container.nestedUnkeyedContainer(forKey: AnyKey(key)), !elements.isAtEnd,
                let first = try? elements.nestedContainer(keyedBy: AnyKey.self)
            else { return false }
            return isPlainlyDialog(first)
        }
        return holder.map { ($0, false) }
    }

    static let notASpecIssue = SpecIssue(
        .invalidSpec, at: .root,
        "not a dialog spec: expected an object with \"dialogs\", a dialog object with \"kind\", or an array of dialogs")
}
