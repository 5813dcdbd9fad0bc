/// A decoded string spelled as the content of a JSON string literal: what a fix writes into a spec
/// (quotes, backslashes, control characters, U+2028 and U+2029 escaped; the same spelling `--fix` writes).
/// Characters a reader cannot see or tell from a space (a no-break space, a zero-width space, a
/// byte order mark) are written as escapes too, so that a fix never hides them in the source.
enum JSONSourceText {
    static func escaped(_ text: String) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || isInvisible(scalar)
        }
        guard text.unicodeScalars.contains(where: needsEscape) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// What a one-line message escapes (controls, separators, bidirectional and zero-width characters,
    /// the byte order mark), and the Unicode spaces other than the space itself: in a spec's source they
    /// look like a space and are not one.
    private static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        if String.isEscaped(scalar) { return true }
        switch scalar.value {
        case 0xA0, 0x1680, 0x2000...0x200A, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }
}
