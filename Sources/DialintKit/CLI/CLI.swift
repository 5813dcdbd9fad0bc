import Foundation

/// What the command line runs in: arguments, environment and I/O, all passed in so the whole
/// CLI runs in tests exactly as in the binary.
public struct CommandEnvironment {
    public var arguments: [String]
    public var variables: [String: String]
    public var workingDirectory: String
    public var standardOutput: any OutputSink
    public var standardError: any OutputSink
    public var readStandardInput: () -> Result<Data, ReadError>
    /// Whether standard output is a terminal (color by default).
    public var outputIsTerminal: Bool
    /// Whether the process exits as soon as the command returns. Then what a run built for all its
    /// files (the linters' tables of analyses: tens of thousands of small objects) is left to the
    /// system instead of being freed one object at a time on one core, as a compiler's driver leaves
    /// its own (clang's `-disable-free`). Tests run many commands in one process and leave it false.
    public var exitsAfterCommand = false

    public init(
        arguments: [String], variables: [String: String] = [:], workingDirectory: String,
        standardOutput: any OutputSink, standardError: any OutputSink,
        readStandardInput: @escaping () -> Result<Data, ReadError> = { .success(Data()) }, outputIsTerminal: Bool = false
    ) {
        self.arguments = arguments
        self.variables = variables
        self.workingDirectory = workingDirectory
        self.standardOutput = standardOutput
        self.standardError = standardError
        self.readStandardInput = readStandardInput
        self.outputIsTerminal = outputIsTerminal
    }
}

extension CommandEnvironment {
    /// "dialint: error: …" on standard error, on one line: what the message quotes of paths, options
    /// and files is escaped (`escapingControlCharacters`).
    func reportError(_ message: String) {
        standardError.write("dialint: error: \(message.escapingControlCharacters)\n")
    }

    /// "dialint: note: …" on standard error, on one line.
    func reportNote(_ message: String) {
        standardError.write("dialint: note: \(message.escapingControlCharacters)\n")
    }
}

/// The dialint command line.
public enum CLI {
    public static let version = "0.1.0"

    /// Runs one command and returns its exit status: 0 clean, 1 findings that fail the run, 2 could not run.
    public static func run(_ environment: CommandEnvironment) -> Int32 {
        let arguments: Arguments
        do {
            arguments = try Arguments.parse(environment.arguments)
        } catch {
            environment.reportError("\(error.message)")
            return 2
        }
        switch arguments.command {
        case .version:
            environment.standardOutput.write("dialint \(version)\n")
            return 0
        case .help:
            environment.standardOutput.write(helpText)
            return 0
        case .rules:
            return RulesCommand.run(arguments, environment)
        case .explain(let id):
            return ExplainCommand.run(id: id, arguments, environment)
        case .lint:
            return LintCommand(arguments: arguments, environment: environment).run()
        }
    }

    static let helpText = """
        dialint \(version): lint alert, action sheet and modal view copy against Apple's Human Interface Guidelines

        USAGE
          dialint [options] [PATH ...]     lint files and folders (default: .)
          dialint [options] -              lint standard input
          dialint rules [--format FORMAT]  list every rule (text, json, markdown)
          dialint explain RULE-ID          a rule's rationale, guideline text and examples

        OPTIONS
          --format FORMAT         output format: \(OutputFormats.names.joined(separator: ", ")) (default: text)
          --output FILE           write the report to FILE instead of standard output
          --edition YEAR          HIG edition: 2008, 2010, 2014, 2016, 2023 (default: 2023)
          --enable ID             turn a rule on (repeatable)
          --disable ID            turn a rule off (repeatable)
          --strict                warnings fail the run too
          --max-warnings N        fail when there are more than N warnings
          --quiet                 report errors only
          --stdin-filename PATH   the name to report for standard input (and where its config is looked up)
          --config FILE           use this configuration instead of the nearest .dialint.json
          --print-config PATH     print the configuration that applies to PATH, as a .dialint.json
          --fix                   apply the safe fixes in place, then report what remains
          --fix-dry-run           print the safe fixes as a unified diff; write nothing
          --baseline FILE         report only findings that FILE does not record
          --write-baseline FILE   record today's findings in FILE
          --color, --no-color     force color on or off (default: on a terminal, unless NO_COLOR is set)
          --version, --help

        EXIT STATUS
          0  no errors (and warnings within --strict/--max-warnings)
          1  lint errors, or warnings over the limit
          2  dialint could not do its job: a bad option, a missing or unreadable path, an invalid config

        """
}
