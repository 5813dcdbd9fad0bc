import Foundation

/// Fixes one file: applies the safe fixes, lints again, and repeats until nothing changes,
/// so that fixes left out for overlapping are applied too and a second `--fix` changes nothing.
struct Fixer {
    let linter: Linter
    /// ESLint's bound: a chain of fixes longer than this is a bug, not a file to keep rewriting.
    static let maxPasses = 10

    struct Outcome {
        /// The fixed bytes (the original when nothing was fixed).
        var bytes: [UInt8]
        var fixCount: Int
        /// The findings of the fixed text.
        var report: FileReport
        /// Set when the fixed text no longer parses (a bug): nothing may be written.
        var corrupted: Bool
        /// Why the fixes were not applied although there were some, when the file itself says so.
        var withheld: String? = nil
    }

    func fix(_ file: SourceFile) -> Outcome {
        var bytes = [UInt8](file.data)
        var report = linter.lint(file)
        var fixCount = 0
        // A key written twice: JSON readers disagree on which value counts, so a fix may change the
        // one the app never reads. The file is left as it is until the duplicate is gone.
        if report.diagnostics.contains(where: { $0.fix != nil }),
            let map = try? SourceMap(scanning: file.data), !map.duplicateKeys.isEmpty
        {
            return Outcome(bytes: bytes, fixCount: 0, report: report, corrupted: false,
                withheld: "not fixed: a key appears twice in the file, so a fix could change the value that is not read; remove the duplicate first")
        }
        for _ in 0..<Self.maxPasses {
            let result = FixApplier.apply(report.diagnostics, to: bytes)
            guard !result.applied.isEmpty, result.bytes != bytes else { break }
            let candidate = SourceFile(path: file.path, data: Data(result.bytes), isExplicit: file.isExplicit)
            let next = linter.lint(candidate)
            // Never accept a text that no longer reads as the same kind of spec.
            let broken = next.diagnostics.contains { $0.ruleID == FileChecks.invalidJSON.id || $0.ruleID == FileChecks.invalidSpec.id }
                && !report.diagnostics.contains { $0.ruleID == FileChecks.invalidJSON.id || $0.ruleID == FileChecks.invalidSpec.id }
            if broken {
                return Outcome(bytes: [UInt8](file.data), fixCount: 0, report: linter.lint(file), corrupted: true)
            }
            bytes = result.bytes
            report = next
            fixCount += result.applied.count
        }
        return Outcome(bytes: bytes, fixCount: fixCount, report: report, corrupted: false)
    }
}
