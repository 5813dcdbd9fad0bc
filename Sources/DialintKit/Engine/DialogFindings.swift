import Foundation

/// What the built-in rules found in one dialog, rule by rule, before suppressions and locations:
/// the part of linting that depends only on what the dialog says.
///
/// Dialogs repeat: "Delete this photo?" with Cancel and Delete sits on many screens under many ids,
/// and a tree's specs share their error alerts. Findings are relative to the dialog (a pointer inside
/// it, a range inside one of its strings), so a dialog with the same content as one linted before
/// takes that dialog's findings instead of running some thirty rules again. Suppressions, locations
/// and the dialog's name are applied to them afresh.
struct DialogFindings: Sendable {
    /// The findings of one rule, by its place in the linter's active rules; rules that found nothing
    /// are left out.
    struct ByRule: Sendable {
        let position: Int
        let findings: [Finding]
    }

    let byRule: [ByRule]

    /// These findings and those of other rules, in the order of the rules' places.
    func merged(with other: DialogFindings) -> DialogFindings {
        guard !other.byRule.isEmpty else { return self }
        guard !byRule.isEmpty else { return other }
        return DialogFindings(byRule: (byRule + other.byRule).sorted { $0.position < $1.position })
    }
}

extension Dialog {
    /// The dialog as a rule that reads only `parts` of it sees it: the other parts are left out, so
    /// that what the rule finds depends on nothing else (see `DialogParts`).
    func showing(only parts: DialogParts) -> Dialog {
        var shown = self
        if !parts.contains(.text) {
            shown.title = nil
            shown.message = nil
        }
        if !parts.contains(.buttons) { shown.buttons = [] }
        if !parts.contains(.textFields) { shown.textFields = [] }
        shown.prepared = PreparedStrings()
        return shown
    }
}

/// What the built-in rules read of a dialog: everything but where it is (pointer, index) and what it
/// is called (id), with the vocabulary it is judged under and none of its suppressions (applied after).
///
/// Kept as one run of bytes: each field in a fixed order, each string (an enumeration by its raw
/// value) as a presence mark, its UTF-8 length and its bytes. Two contents are equal when their bytes
/// are, so strings are equal only byte for byte (findings hold UTF-8 offsets, and canonically
/// equivalent strings that Swift's `==` holds equal have different offsets). An entry of the table
/// holds one buffer, not a copy of the dialog with its strings, arrays and pointer: the run's peak
/// memory on the benchmark went from 75 MB to 66 MB.
struct DialogContent: Hashable {
    private let bytes: [UInt8]
    /// A digest of the bytes, worked out once: the table hashes and compares it before anything else.
    /// Swift's `Hasher` is seeded afresh in each process, so no file can be written to make its
    /// dialogs collide and slow the table.
    private let digest: Int

    /// Borrowed: an initializer takes its arguments owned, and the dialog was copied (a reference
    /// count on each of its strings and lists) for every dialog linted.
    ///
    /// `parts`: the content of `dialog.showing(only: parts)`, the key of what the rules that read only
    /// those parts found (worked out without making that dialog).
    /// `vocabulary`: the `serial` of the vocabulary the dialog is judged under.
    init(dialog: borrowing Dialog, vocabulary: Int, parts: DialogParts = .all) {
        var size = Size()
        Self.visit(dialog, vocabulary, parts, &size)
        // Written in place at its exact size: appended piece by piece, the buffer cost more than the
        // rules saved on repeats.
        bytes = [UInt8](unsafeUninitializedCapacity: size.bytes) { buffer, written in
            var writer = Writer(target: buffer.baseAddress!)
            Self.visit(dialog, vocabulary, parts, &writer)
            written = size.bytes
        }
        var hasher = Hasher()
        bytes.withUnsafeBytes { hasher.combine(bytes: $0) }
        digest = hasher.finalize()
    }

    /// The pieces of the content in the order of its bytes: the lists' counts first, then the strings
    /// (enumerations by raw value, flags as a mark or nothing).
    /// The parts are a count of their own: the same buttons are two keys for two groups of rules.
    private static func visit<Visitor: ContentVisitor>(
        _ dialog: Dialog, _ vocabulary: Int, _ parts: DialogParts, _ visitor: inout Visitor
    ) {
        let showsText = parts.contains(.text)
        let showsButtons = parts.contains(.buttons)
        let showsTextFields = parts.contains(.textFields)
        visitor.count(parts.rawValue)
        visitor.count(showsButtons ? dialog.buttons.count : 0)
        visitor.count(showsTextFields ? dialog.textFields.count : 0)
        visitor.count(vocabulary)
        visitor.text(dialog.kind.rawValue)
        visitor.text(dialog.buttonOrder.rawValue)
        visitor.text(showsText ? dialog.title : nil)
        visitor.text(showsText ? dialog.message : nil)
        visitor.text(dialog.locale)
        if showsButtons {
            for button in dialog.buttons {
                visitor.text(button.role.rawValue)
                visitor.text(button.preferred ? "p" : nil)
                visitor.text(button.title)
            }
        }
        if showsTextFields {
            for field in dialog.textFields {
                visitor.text(field.secure ? "s" : nil)
                visitor.text(field.placeholder)
            }
        }
    }

    /// Measures the bytes.
    private struct Size: ContentVisitor {
        var bytes = 0
        mutating func count(_ count: Int) { bytes += 4 }
        mutating func text(_ text: String?) { bytes += 1 + (text.map { 4 + $0.utf8.count } ?? 0) }
    }

    /// Writes the bytes into room measured by `Size` (generic visitors, not closures: a closure that
    /// moved the write position had each move checked for exclusive access).
    private struct Writer: ContentVisitor {
        var target: UnsafeMutablePointer<UInt8>

        mutating func count(_ count: Int) {
            withUnsafeBytes(of: UInt32(truncatingIfNeeded: count).littleEndian) { number in
                UnsafeMutableRawPointer(target).copyMemory(from: number.baseAddress!, byteCount: 4)
            }
            target += 4
        }

        mutating func text(_ text: String?) {
            target.pointee = text == nil ? 0 : 1
            target += 1
            guard let text else { return }
            let length = text.withUTF8Bytes { utf8 in
                if let base = utf8.baseAddress { (target + 4).update(from: base, count: utf8.count) }
                return utf8.count
            }
            count(length)
            target += length
        }
    }

    static func == (a: DialogContent, b: DialogContent) -> Bool {
        guard a.digest == b.digest, a.bytes.count == b.bytes.count else { return false }
        return a.bytes.withUnsafeBytes { x in b.bytes.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0 } }
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(digest)
    }
}

/// What reads the pieces of a dialog's content (`DialogContent.visit`).
private protocol ContentVisitor {
    mutating func count(_ count: Int)
    mutating func text(_ text: String?)
}
