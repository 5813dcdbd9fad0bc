/// A spec that documents a rule and tests it: `dialint explain` prints it, `docs/rules.md` shows it,
/// and the test suite runs it, expecting a finding exactly at each `↓` marker (and nowhere else).
///
/// A marker goes right before the character a finding points at: inside a string before the word
/// concerned, or before a value's first character (`↓"Cancel"`, `↓{`) when the finding is about the whole value.
public struct Example: Sendable {
    /// One dialog object, or a whole spec file, in JSON, with `↓` markers.
    public var spec: String
    /// The edition to judge it under (default: the current one).
    public var edition: Edition
    /// Rule options to apply, by name.
    public var options: [String: Int]
    /// Where the example is written, so a failing example is reported at its own line.
    public var file: String
    public var line: Int

    public static let marker: Character = "↓"

    public init(
        _ spec: String, edition: Edition = .current, options: [String: Int] = [:],
        file: String = #filePath, line: Int = #line
    ) {
        self.spec = spec
        self.edition = edition
        self.options = options
        self.file = file
        self.line = line
    }

    /// The spec without its markers, as documentation shows it and the linter reads it.
    public var cleanSpec: String { spec.replacingOccurrences(of: String(Self.marker), with: "") }

    /// The UTF-8 byte offsets in `cleanSpec` where findings are expected.
    public var expectedOffsets: [Int] {
        var offsets: [Int] = []
        var offset = 0
        for character in spec {
            if character == Self.marker {
                offsets.append(offset)
            } else {
                offset += character.utf8.count
            }
        }
        return offsets
    }
}
