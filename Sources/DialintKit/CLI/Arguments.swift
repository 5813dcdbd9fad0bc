/// A mistake on the command line: exit status 2 with this message.
public struct UsageError: Error, Equatable {
    public var message: String
    init(_ message: String) { self.message = message }
}

/// The parsed command line.
struct Arguments {
    enum Command: Equatable {
        case lint
        case rules
        case explain(String)
        case version
        case help
    }

    var command = Command.lint
    var paths: [String] = []
    var format: String?
    var output: String?
    var edition: Edition?
    var enable: [String] = []
    var disable: [String] = []
    var strict = false
    var maxWarnings: Int?
    var quiet = false
    var stdinFilename: String?
    var config: String?
    var printConfig: String?
    var fix = false
    var fixDryRun = false
    var baseline: String?
    var writeBaseline: String?
    /// Hidden, for `make bench`: read and decode every file with JSONDecoder on all cores, nothing else.
    var decodeOnly = false
    /// nil: color on a terminal only.
    var color: Bool?

    /// Options that take a value.
    static let valued = [
        "--format", "--output", "--edition", "--enable", "--disable", "--max-warnings", "--stdin-filename", "--config",
        "--print-config", "--baseline", "--write-baseline",
    ]
    /// The short spellings of options.
    static let shortOptions = ["-h": "--help", "-V": "--version", "-q": "--quiet", "-o": "--output", "-f": "--format"]
    /// Options that are flags.
    static let flags = ["--strict", "--quiet", "--color", "--no-color", "--version", "--help", "--fix", "--fix-dry-run", "--decode-only"]

    static func parse(_ arguments: [String]) throws(UsageError) -> Arguments {
        var parsed = Arguments()
        var positional: [String] = []
        var index = 0
        var optionsEnded = false
        var firstPathAfterOptionsEnd = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if optionsEnded || argument == "-" || !argument.hasPrefix("-") {
                guard !argument.isEmpty else {
                    throw UsageError("an empty path names no file or folder (is a shell variable unset?)")
                }
                // After "--" every argument is a path, even one named "rules" or "explain".
                if optionsEnded && positional.isEmpty { firstPathAfterOptionsEnd = true }
                positional.append(argument)
                continue
            }
            if argument == "--" {
                optionsEnded = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            name = Self.shortOptions[name] ?? name
            if valued.contains(name) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else {
                    guard index < arguments.count else { throw UsageError("\(name) needs a value") }
                    value = arguments[index]
                    // "--output $REPORT --strict" with REPORT unset must not write a report named
                    // "--strict" and drop the option: an option is never taken for a value.
                    if value.hasPrefix("--") || shortOptions[value] != nil {
                        throw UsageError("\(name) needs a value, not the option '\(value)' (for a file of that name, write \(name)=\(value))")
                    }
                    index += 1
                }
                // An empty value (an unset shell variable) names nothing: not the working folder, not a file.
                if value.isEmpty { throw UsageError("\(name) needs a value, not an empty string") }
                try parsed.set(name, value)
            } else if flags.contains(name) {
                guard inlineValue == nil else { throw UsageError("\(name) takes no value") }
                parsed.set(flag: name)
            } else {
                var message = "unknown option '\(name)'"
                message += DidYouMean.hint(for: name, among: valued + flags, quote: "'")
                throw UsageError(message + " (see dialint --help)")
            }
        }
        if parsed.command == .lint, !firstPathAfterOptionsEnd, let first = positional.first {
            switch first {
            case "rules":
                parsed.command = .rules
                positional.removeFirst()
                guard positional.isEmpty else { throw UsageError("'dialint rules' takes no paths") }
            case "explain":
                positional.removeFirst()
                guard positional.count == 1 else { throw UsageError("usage: dialint explain RULE-ID") }
                parsed.command = .explain(positional.removeFirst())
            default:
                break
            }
        }
        parsed.paths = positional
        if parsed.fix && parsed.fixDryRun {
            throw UsageError("--fix and --fix-dry-run contradict each other: choose one")
        }
        // A dry run reports what its fixes would leave while the files stay as they are: a baseline of
        // that would hide nothing of the files (review 51).
        if parsed.fixDryRun && parsed.writeBaseline != nil {
            throw UsageError("--write-baseline records the files as they are, and --fix-dry-run reports them as its fixes would leave them: choose one")
        }
        if parsed.stdinFilename != nil && parsed.command == .lint && !positional.contains("-") {
            throw UsageError("--stdin-filename names standard input; add - to the paths to lint it")
        }
        return parsed
    }

    private mutating func set(_ name: String, _ value: String) throws(UsageError) {
        switch name {
        case "--format": format = value
        case "--output": output = value
        case "--edition":
            guard let edition = Edition(year: value) else {
                throw UsageError("unknown edition '\(value)'; expected one of \(Edition.allCases.map(\.description).joined(separator: ", "))")
            }
            self.edition = edition
        // The last of --enable X and --disable X wins, as in any command line read left to right.
        case "--enable":
            disable.removeAll { $0 == value }
            enable.append(value)
        case "--disable":
            enable.removeAll { $0 == value }
            disable.append(value)
        case "--max-warnings":
            guard let limit = Int(value), limit >= 0 else {
                throw UsageError("--max-warnings takes a whole number of 0 or more, not '\(value)'")
            }
            maxWarnings = limit
        case "--stdin-filename": stdinFilename = value
        case "--config": config = value
        case "--print-config": printConfig = value
        case "--baseline": baseline = value
        case "--write-baseline": writeBaseline = value
        default: break
        }
    }

    private mutating func set(flag name: String) {
        switch name {
        case "--strict": strict = true
        case "--quiet": quiet = true
        case "--color": color = true
        case "--no-color": color = false
        case "--version": command = .version
        case "--help": command = .help
        case "--fix": fix = true
        case "--fix-dry-run": fixDryRun = true
        case "--decode-only": decodeOnly = true
        default: break
        }
    }
}
