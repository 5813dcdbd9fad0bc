import DialintKit
import Foundation

// A closed pipe (`dialint | head`) must end the output, not kill the process.
signal(SIGPIPE, SIG_IGN)
let standardOutput = FileSink(descriptor: STDOUT_FILENO)
let standardError = FileSink(descriptor: STDERR_FILENO)
var environment = CommandEnvironment(
    arguments: Array(CommandLine.arguments.dropFirst()),
    variables: ProcessInfo.processInfo.environment,
    workingDirectory: FileManager.default.currentDirectoryPath,
    standardOutput: standardOutput,
    standardError: standardError,
    readStandardInput: { FileReader.readStandardInput() },
    outputIsTerminal: isatty(STDOUT_FILENO) == 1)
environment.exitsAfterCommand = true
var status = CLI.run(environment)
standardOutput.flush()
// A report lost to a full disk or a broken file is a run that could not do its job.
if let failure = standardOutput.failureDescription {
    standardError.write("dialint: error: cannot write to standard output: \(failure)\n")
    status = 2
}
standardError.flush()
exit(status)
