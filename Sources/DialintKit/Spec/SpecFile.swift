import Foundation

/// A decoded dialog spec file: its dialogs, its file-level settings and the defects found while decoding.
public struct SpecFile: Sendable {
    /// Which of the accepted top-level shapes the file has.
    public enum Shape: Sendable, Hashable {
        /// `{ "dialogs": [...] }`, the canonical form.
        case dialogList
        /// A single dialog object (it has `kind`).
        case singleDialog
        /// An array of dialog objects.
        case dialogArray
        /// Valid JSON that is plainly not a dialog spec (say `package.json`).
        case notASpec
    }

    public var shape: Shape
    /// The dialogs that decoded well enough to be linted.
    public var dialogs: [Dialog]
    /// Shape defects, unknown keys: reported under `invalid-spec` and `unknown-key`.
    public var issues: [SpecIssue]
    /// The file's own `dialint` settings.
    public var settings: DialintSettings
    /// Whether a folder walk may pass over the file quietly: it is not a spec, or it only may be one (a
    /// JSON report's objects share "message" with a dialog, and nothing else). A file that is plainly
    /// meant as a spec but mistyped (`{"dialog": [...]}`, an array of objects with "kind") is linted.
    public var mayBeSkippedInAWalk = false
    /// The dialogs that could not be read, by index: their defects name them and heed their own `disable`.
    public var unreadDialogs: [Int: UnreadDialog] = [:]

    /// What is known of a dialog that could not be read.
    public struct UnreadDialog: Sendable, Hashable {
        public var id: String?
        public var disable: [DialintSettings.Entry]
    }

    /// How much decoding may trust a file before it has looked at every member.
    public enum Reading: Sendable {
        /// Read every member of every object, reporting each defect.
        case careful
        /// The validating scan counted this many members: a canonical file whose known members add up
        /// to it is read on the fast path, anything else carefully. `occasional`: the members that
        /// dialogs and buttons have only now and then that the scan saw in the file's nested objects;
        /// the fast path asks for no other (a member it missed would leave the count short, and the
        /// file would be read carefully).
        case counted(members: Int, occasional: OccasionalMembers = .all)
        /// The fast path without the count (the benchmark's decode-only floor): what decoding the known
        /// members costs at the least. Unknown members then go unnoticed.
        case unchecked

        /// Whether the fast path is tried first.
        var isFast: Bool {
            if case .careful = self { return false }
            return true
        }

        /// The count the fast path's reading must match; nil unchecked.
        var memberCount: Int? {
            if case .counted(let members, _) = self { return members }
            return nil
        }

        /// The occasional members the fast path asks for.
        var occasionalMembers: OccasionalMembers {
            if case .counted(_, let occasional) = self { return occasional }
            return .all
        }
    }

    /// Decodes a file's bytes with Foundation's `JSONDecoder`.
    ///
    /// The bytes must already be valid JSON (see `SourceMap.validate`): this judges the shape.
    /// It throws only when `JSONDecoder` itself refuses the bytes.
    /// `defaultLocale` is the locale of dialogs whose file and dialog name none (the configuration's `locale`).
    public static func decode(_ data: Data, defaultLocale: String? = nil, reading: Reading = .careful) throws -> SpecFile {
        let decoder = JSONDecoder()
        if let defaultLocale { decoder.userInfo[SpecFileDecoding.defaultLocaleKey] = defaultLocale }
        if reading.isFast {
            if let file = SpecSplitDecoding.decode(
                data, defaultLocale: defaultLocale, members: reading.memberCount, occasional: reading.occasionalMembers)
            {
                return file
            }
            if let members = reading.memberCount { decoder.userInfo[SpecFastDecoding.memberCountKey] = members }
            decoder.userInfo[SpecFastDecoding.occasionalMembersKey] = reading.occasionalMembers
            if let file = try? decoder.decode(SpecFastDecoding.self, from: data).file { return file }
        }
        return try decoder.decode(SpecFileDecoding.self, from: data).file
    }
}
