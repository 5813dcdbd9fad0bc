import Foundation

// The fast path of spec decoding, for the common case: a `{"dialogs": [...]}` file in which every
// member is known, of the right type, with a known value. It asks JSONDecoder only for the members
// it knows, as synthesized `Decodable` code would, and never lists an object's keys (listing them
// is most of what the careful reader in SpecDecoding.swift costs).
//
// Whether a file had a member it does not know is settled by counting: the strict scanner that
// validated the file counted every member, and this path counts the members it read. Equal counts
// mean nothing was unknown, misplaced or repeated. Anything unusual (a count that differs, a wrong
// type, null, an unknown value, a missing `kind`) gives nil, and the careful reader decodes the file
// again and says what is wrong. Both readers give the same `SpecFile` for a file this path accepts,
// which a test holds them to on every fixture.

/// Decodes a canonical spec file, or nil when the careful reader must.
struct SpecFastDecoding: Decodable {
    var file: SpecFile?
    /// What the file gives dialogs that name no locale or button order of their own (its `locale`,
    /// else the configured one; its `buttonOrder`): the context of runs of its dialogs decoded apart.
    var fileDefaults = DialogRunDecoding.FileDefaults()
    /// The members read (those the file's decoding looked at and found).
    var membersRead = 0
    /// The number of members the scanner counted in the file, if a check is wanted.
    static let memberCountKey = CodingUserInfoKey(rawValue: "dialint.memberCount")!
    /// The `OccasionalMembers` the scanner saw in the file's nested objects (all, if absent).
    static let occasionalMembersKey = CodingUserInfoKey(rawValue: "dialint.occasionalMembers")!

    /// Thrown (and caught below) for anything the careful reader must look at.
    private struct Unusual: Error {}

    init(from decoder: any Decoder) throws {
        let memberCount = decoder.userInfo[Self.memberCountKey] as? Int
        let configuredLocale = decoder.userInfo[SpecFileDecoding.defaultLocaleKey] as? String
        var read = MemberCounter(occasional: decoder.userInfo[Self.occasionalMembersKey] as? OccasionalMembers ?? .all)
        do {
            file = try Self.readFile(decoder, configuredLocale: configuredLocale, read: &read, defaults: &fileDefaults)
        } catch {
            file = nil
            return
        }
        membersRead = read.count
        if let memberCount, memberCount != read.count { file = nil }
    }

    /// Members read so far.
    struct MemberCounter {
        var count = 0
        /// The occasional members the file may have in its dialogs and buttons; others are not asked for.
        var occasional = OccasionalMembers.all

        mutating func string(_ container: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> String? {
            let value = try container.decodeIfPresent(String.self, forKey: AnyKey(key))
            if value != nil { count += 1 }
            return value
        }

        /// A member that few objects have (`locale`, `buttonOrder`, `preferred`): asked whether it is
        /// there first, since `contains` costs JSONDecoder a third of a `decodeIfPresent` (460
        /// instructions against 1,400 on the benchmark's corpus).
        mutating func rare<T>(
            _ container: KeyedDecodingContainer<AnyKey>, _ member: OccasionalMembers,
            _ read: (inout Self, KeyedDecodingContainer<AnyKey>, String) throws -> T?
        ) throws -> T? {
            guard occasional.contains(member) else { return nil }
            let key = member.key
            guard container.contains(key) else { return nil }
            return try read(&self, container, key.stringValue)
        }

        mutating func bool(_ container: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> Bool? {
            let value = try container.decodeIfPresent(Bool.self, forKey: AnyKey(key))
            if value != nil { count += 1 }
            return value
        }

        /// A string that must be one of an enumeration's raw values.
        mutating func enumeration<E: RawRepresentable>(_ type: E.Type, _ container: KeyedDecodingContainer<AnyKey>, _ key: String) throws -> E?
        where E.RawValue == String {
            guard let raw = try string(container, key) else { return nil }
            guard let value = E(rawValue: raw) else { throw Unusual() }
            return value
        }

        /// An array member, each element an object read by `element`; nil when absent.
        mutating func objects<T>(
            _ container: KeyedDecodingContainer<AnyKey>, _ key: String,
            element: (KeyedDecodingContainer<AnyKey>, Int, inout MemberCounter) throws -> T
        ) throws -> [T]? {
            guard container.contains(AnyKey(key)) else { return nil }
            var elements = try container.nestedUnkeyedContainer(forKey: AnyKey(key))
            count += 1
            var values: [T] = []
            if let count = elements.count { values.reserveCapacity(count) }
            while !elements.isAtEnd {
                let object = try elements.nestedContainer(keyedBy: AnyKey.self)
                try values.append(element(object, values.count, &self))
            }
            return values
        }

        /// A `dialint` settings object at `pointer`; a dialog's (`isNested`) is asked for only if the file
        /// has one below its top level.
        mutating func settings(
            _ container: KeyedDecodingContainer<AnyKey>, at pointer: JSONPointer, isNested: Bool = true
        ) throws -> DialintSettings {
            guard !isNested || occasional.contains(.dialint), container.contains(AnyKey("dialint")) else { return .empty }
            let settings = try container.nestedContainer(keyedBy: AnyKey.self, forKey: AnyKey("dialint"))
            count += 1
            var disable: [DialintSettings.Entry] = []
            if let ids = try settings.decodeIfPresent([String].self, forKey: AnyKey("disable")) {
                count += 1
                let entries = pointer.appending("dialint").appending("disable")
                disable = ids.enumerated().map { DialintSettings.Entry(ruleID: $1, pointer: entries.appending(.index($0))) }
            }
            let vocabulary = try settings.decodeIfPresent([String].self, forKey: AnyKey("vocabulary"))
            if vocabulary != nil { count += 1 }
            return DialintSettings(disable: disable, vocabulary: vocabulary ?? [])
        }
    }

    private static func readFile(
        _ decoder: any Decoder, configuredLocale: String?, read: inout MemberCounter, defaults: inout DialogRunDecoding.FileDefaults
    ) throws -> SpecFile {
        let top = try decoder.container(keyedBy: AnyKey.self)
        guard top.contains(AnyKey("dialogs")) else { throw Unusual() }
        let fileLocale = try read.string(top, "locale")
        // A locale that is no language tag is a defect the careful reading reports.
        if let fileLocale, !LanguageTag.isValid(fileLocale) { throw Unusual() }
        let locale = fileLocale ?? configuredLocale
        let buttonOrder = try read.enumeration(ButtonOrder.self, top, "buttonOrder")
        defaults = DialogRunDecoding.FileDefaults(locale: locale, buttonOrder: buttonOrder)
        let settings = try read.settings(top, at: .root, isNested: false)
        let dialogs = try read.objects(top, "dialogs") { object, index, read in
            try readDialog(object, index: index, fileLocale: locale, fileButtonOrder: buttonOrder, read: &read)
        }
        return SpecFile(shape: .dialogList, dialogs: dialogs ?? [], issues: [], settings: settings)
    }

    static func readDialog(
        _ object: KeyedDecodingContainer<AnyKey>, index: Int, fileLocale: String?, fileButtonOrder: ButtonOrder?,
        read: inout MemberCounter
    ) throws -> Dialog {
        guard let kind = try read.enumeration(Kind.self, object, "kind") else { throw Unusual() }
        let pointer: JSONPointer = ["dialogs", .index(index)]
        let id = try read.string(object, "id")
        let title = try read.string(object, "title")
        let message = try read.string(object, "message")
        let locale = try read.rare(object, .locale) { try $0.string($1, $2) }
        if let locale, !LanguageTag.isValid(locale) { throw Unusual() }
        let buttonOrder = try read.rare(object, .buttonOrder) { try $0.enumeration(ButtonOrder.self, $1, $2) }
        let buttons = try read.objects(object, "buttons") { button, index, read in
            guard let title = try read.string(button, "title") else { throw Unusual() }
            let role = try read.enumeration(Role.self, button, "role")
            let preferred = try read.rare(button, .preferred) { try $0.bool($1, $2) }
            return Button(title: title, role: role ?? .default, preferred: preferred ?? false, index: index)
        }
        let textFields = !read.occasional.contains(.textFields) ? nil : try read.objects(object, "textFields") { field, index, read in
            TextField(placeholder: try read.string(field, "placeholder"), secure: try read.bool(field, "secure") ?? false, index: index)
        }
        let settings = try read.settings(object, at: pointer)
        return Dialog(
            kind: kind, id: id, title: title, message: message, buttons: buttons ?? [], textFields: textFields ?? [],
            locale: locale ?? fileLocale ?? "en", buttonOrder: buttonOrder ?? fileButtonOrder ?? .display,
            settings: settings, pointer: pointer, index: index)
    }
}

/// Decodes a run of dialogs cut from a large file's `dialogs` array (see `SpecSplitDecoding`) on the
/// fast path: `[{...}, {...}]`, the first being the file's dialog `firstIndex`. Nil when the run has
/// anything the careful reader must look at, as for a whole file; members it does not know are
/// found by the count of those it read.
struct DialogRunDecoding: Decodable {
    var dialogs: [Dialog]?
    var membersRead = 0
    /// Where the run starts in the file's list, the file's locale (or the configured one) and button order.
    static let contextKey = CodingUserInfoKey(rawValue: "dialint.dialogRun")!

    struct FileDefaults: Sendable {
        var locale: String?
        var buttonOrder: ButtonOrder?
    }

    struct Context: Sendable {
        var firstIndex: Int
        var defaults: FileDefaults
        var occasional = OccasionalMembers.all
    }

    init(from decoder: any Decoder) throws {
        guard let context = decoder.userInfo[Self.contextKey] as? Context else { return }
        var read = SpecFastDecoding.MemberCounter(occasional: context.occasional)
        do {
            var elements = try decoder.unkeyedContainer()
            var dialogs: [Dialog] = []
            if let count = elements.count { dialogs.reserveCapacity(count) }
            while !elements.isAtEnd {
                let object = try elements.nestedContainer(keyedBy: AnyKey.self)
                try dialogs.append(SpecFastDecoding.readDialog(
                    object, index: context.firstIndex + dialogs.count, fileLocale: context.defaults.locale,
                    fileButtonOrder: context.defaults.buttonOrder, read: &read))
            }
            self.dialogs = dialogs
            membersRead = read.count
        } catch {
            dialogs = nil
        }
    }
}

/// Members that dialogs, buttons and their settings have only now and then. The fast path asks
/// `JSONDecoder` whether an object has one (about 800 instructions a question, 5 a dialog) only when
/// the validating scan saw its key in one of the file's nested objects: on the benchmark's files,
/// which have none but `textFields`, that was 4% of the whole lint.
public struct OccasionalMembers: OptionSet, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let locale = OccasionalMembers(rawValue: 1 << 0)
    public static let buttonOrder = OccasionalMembers(rawValue: 1 << 1)
    public static let preferred = OccasionalMembers(rawValue: 1 << 2)
    public static let dialint = OccasionalMembers(rawValue: 1 << 3)
    public static let textFields = OccasionalMembers(rawValue: 1 << 4)
    public static let all = OccasionalMembers(rawValue: ~0)

    /// The keys, bit n for key n.
    static let names = ["locale", "buttonOrder", "preferred", "dialint", "textFields"]
    /// The same as bytes: what the scan watches for (`SourceMap.screen(_:watching:)`).
    public static let keys: [[UInt8]] = names.map { Array($0.utf8) }

    /// The key of a single member.
    var key: AnyKey { AnyKey(Self.names[rawValue.trailingZeroBitCount]) }
}
