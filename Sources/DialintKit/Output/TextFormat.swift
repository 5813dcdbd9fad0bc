/// `path:line:column: severity: message [rule-id]`, the format of swiftc and clang that Xcode,
/// Emacs, Vim and problem matchers already parse.
public struct TextFormat: FileRenderingFormat {
    public static let name = "text"

    public init() {}

    public func begin(context: ReportContext, to sink: any OutputSink) {}
    public func end(context: ReportContext, to sink: any OutputSink) {}

    public func render(file diagnostics: [Diagnostic], context: ReportContext) -> [UInt8] {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(diagnostics.count * 160)
        // A file's diagnostics share its path, written on one line too (a file name may hold a line break).
        var path = ""
        diagnostics.withUnsafeBufferPointer { diagnostics in
            for index in diagnostics.indices {
                if index == 0 || diagnostics[index].path != diagnostics[index - 1].path {
                    path = diagnostics[index].path.escapingControlCharacters
                }
                if context.color {
                    bytes += line(diagnostics[index], color: true).utf8
                } else {
                    Self.appendLine(diagnostics[index], path: path, to: &bytes)
                }
                bytes.append(UInt8(ascii: "\n"))
            }
        }
        return bytes
    }

    /// The uncolored line, written straight as bytes: the default format on every save and push, where
    /// building each line as an interpolated string cost twice the writing.
    private static func appendLine(_ d: Diagnostic, path: String, to bytes: inout [UInt8]) {
        bytes += path.utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += String(d.range.start.line).utf8
        bytes.append(UInt8(ascii: ":"))
        bytes += String(d.range.start.column).utf8
        bytes += ": ".utf8
        bytes += d.severity.rawValue.utf8
        bytes += ": ".utf8
        bytes += d.message.utf8
        bytes += " [".utf8
        bytes += d.ruleID.utf8
        bytes.append(UInt8(ascii: "]"))
    }

    /// One diagnostic's line, without the newline.
    public func line(_ d: Diagnostic, color: Bool = false) -> String {
        let location = "\(d.path.escapingControlCharacters):\(d.range.start.line):\(d.range.start.column):"
        guard color else {
            return "\(location) \(d.severity.rawValue): \(d.message) [\(d.ruleID)]"
        }
        let severityColor = switch d.severity {
        case .error: "\u{1B}[1;31m"
        case .warning: "\u{1B}[1;35m"
        case .note: "\u{1B}[1;30m"
        }
        let reset = "\u{1B}[0m"
        return "\u{1B}[1m\(location)\(reset) \(severityColor)\(d.severity.rawValue):\(reset) \(d.message) \u{1B}[2m[\(d.ruleID)]\(reset)"
    }
}

/// The line on standard error after a run: "3 warnings, 1 error in 2 files".
public enum Summary {
    /// `hiddenWarnings`: warnings `--quiet` left out, which the line must not call no problems.
    /// `afterDryRun`: the counts are of what `--fix-dry-run` would leave, while the files on disk still
    /// hold what it would fix; "No problems found" would tell a CI log the files are clean.
    public static func line(
        errors: Int, warnings: Int, notes: Int = 0, filesWithFindings: Int, filesChecked: Int, hiddenWarnings: Int = 0,
        afterDryRun: Bool = false
    ) -> String {
        func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
        let hidden = hiddenWarnings > 0 ? "\(count(hiddenWarnings, "warning")) not shown: --quiet" : nil
        if errors + warnings + notes == 0 {
            // Nothing was found because nothing was read (a missing path, an empty folder): saying no
            // problems were found would read as a pass.
            if filesChecked == 0 && hiddenWarnings == 0 { return "No files checked" }
            let found = afterDryRun ? "would remain in " : "found in "
            return (hiddenWarnings > 0 ? "No errors " : "No problems ") + found + count(filesChecked, "file")
                + (hidden.map { " (\($0))" } ?? "")
        }
        var parts: [String] = []
        if warnings > 0 || (errors == 0 && notes == 0) { parts.append(count(warnings, "warning")) }
        if errors > 0 { parts.append(count(errors, "error")) }
        if notes > 0 { parts.append(count(notes, "note")) }
        let asides = [filesChecked != filesWithFindings ? "\(count(filesChecked, "file")) checked" : nil, hidden].compactMap { $0 }
        return parts.joined(separator: ", ") + (afterDryRun ? " would remain in " : " in ") + count(filesWithFindings, "file")
            + (asides.isEmpty ? "" : " (" + asides.joined(separator: "; ") + ")")
    }
}
