/// A decoded string spelled as the content of a JSON string literal: what a fix writes into a spec
/// (quotes, backslashes, control characters, U+2028 and U+2029 escaped; the same spelling `--fix` writes).
enum JSONSourceText {
    static func escaped(_ text: String) -> String {
        func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
            scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029
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
}
