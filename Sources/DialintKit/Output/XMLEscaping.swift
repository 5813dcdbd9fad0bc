/// Text for XML 1.0 attribute values and character data (Checkstyle, JUnit).
enum XMLEscaping {
    /// `&`, `<`, `>`, `"` and `'` as entities; tab, LF and CR as character references (an attribute
    /// value would otherwise read them as spaces); and each character XML 1.0 forbids (the other C0
    /// controls, U+FFFE, U+FFFF) written visibly as `\u001B`, since no reference can carry it.
    static func escape(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\t": out += "&#9;"
            case "\n": out += "&#10;"
            case "\r": out += "&#13;"
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF:
                let hex = String(scalar.value, radix: 16, uppercase: true)
                out += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
