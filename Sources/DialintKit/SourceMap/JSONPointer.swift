/// One step of a JSON pointer: a member name of an object or a position in an array.
public enum PathComponent: Hashable, Sendable, ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, CustomStringConvertible {
    case key(String)
    case index(Int)

    public init(stringLiteral value: String) { self = .key(value) }
    public init(integerLiteral value: Int) { self = .index(value) }

    /// The key as written in the document (not escaped), or the index: `title`, `0`.
    public var description: String {
        switch self {
        case .key(let key): key
        case .index(let index): String(index)
        }
    }

    /// The RFC 6901 reference token: `~` written `~0`, `/` written `~1`.
    var escapedToken: String {
        switch self {
        case .index(let index):
            return String(index)
        case .key(let key):
            guard key.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else { return key }
            var escaped = ""
            escaped.reserveCapacity(key.utf8.count + 2)
            for scalar in key.unicodeScalars {
                switch scalar {
                case "~": escaped += "~0"
                case "/": escaped += "~1"
                default: escaped.unicodeScalars.append(scalar)
                }
            }
            return escaped
        }
    }
}

/// An RFC 6901 JSON pointer, such as `/dialogs/0/buttons/1/title`.
///
/// An `.index` step also finds an object member whose name is that number, and a `.key` step
/// that spells an array index (`"0"`, `"12"`, no leading zeros) also finds that array element,
/// as RFC 6901 reads a pointer's text.
public struct JSONPointer: Hashable, Sendable, Comparable, CustomStringConvertible, ExpressibleByArrayLiteral {
    public var components: [PathComponent]

    public init(_ components: [PathComponent]) { self.components = components }
    public init(arrayLiteral elements: PathComponent...) { self.components = elements }

    /// The pointer to the whole document.
    public static let root = JSONPointer([])

    /// This pointer, one step further.
    public func appending(_ component: PathComponent) -> JSONPointer {
        JSONPointer(components + [component])
    }

    /// This pointer, followed by every step of `other`.
    public func appending(_ other: JSONPointer) -> JSONPointer {
        JSONPointer(components + other.components)
    }

    /// The pointer one step up; nil for the root.
    public var parent: JSONPointer? {
        components.isEmpty ? nil : JSONPointer(Array(components.dropLast()))
    }

    /// `""` for the root, otherwise `/` before each escaped step: `/dialogs/0/title`.
    public var description: String {
        var text = ""
        for component in components {
            text += "/"
            text += component.escapedToken
        }
        return text
    }

    /// A total order for deterministic sorting: step by step, an index before a key,
    /// indexes numerically, keys by string; a pointer before its descendants.
    public static func < (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        for (left, right) in zip(lhs.components, rhs.components) where left != right {
            switch (left, right) {
            case (.index(let a), .index(let b)): return a < b
            case (.key(let a), .key(let b)): return a < b
            case (.index, .key): return true
            case (.key, .index): return false
            }
        }
        return lhs.components.count < rhs.components.count
    }
}
