/// `--format junit`: a JUnit XML report, for CI systems that show test results (GitLab, Jenkins, Azure).
///
/// One `<testsuite>` per checked file. In a file with findings, one `<testcase>` per finding, in report
/// order, named after its rule and place ("personal-pronoun at 12:17"), holding one `<failure>`:
/// `message` the finding's message, `type` its severity, and the text output's line as content (JUnit's
/// schema allows one failure a testcase, and dashboards show only the first of several). A clean file
/// is one passing testcase named `dialint`. `tests` counts testcases, `failures` the findings, `errors` is 0.
/// No timestamps or durations, so the report is deterministic. Not streamed: the root element carries
/// the run's totals, so the report is written when the run ends.
public struct JUnitFormat: OutputFormat {
    public static let name = "junit"

    public init() {}

    public func write(_ diagnostics: [Diagnostic], context: ReportContext, to sink: any OutputSink) {
        let text = TextFormat()
        var suites = ""
        var totalTests = 0
        var totalFailures = 0
        for file in FileGroups(diagnostics, checkedFiles: context.checkedFiles).files {
            let path = XMLEscaping.escape(file.path)
            let failures = file.diagnostics.count
            let tests = max(failures, 1)
            totalTests += tests
            totalFailures += failures
            suites += "  <testsuite name=\"\(path)\" tests=\"\(tests)\" failures=\"\(failures)\" errors=\"0\" skipped=\"0\">\n"
            if failures == 0 {
                suites += "    <testcase name=\"dialint\" classname=\"\(path)\"/>\n"
            }
            for d in file.diagnostics {
                let name = XMLEscaping.escape("\(d.ruleID) at \(d.range.start.line):\(d.range.start.column)")
                suites += "    <testcase name=\"\(name)\" classname=\"\(path)\">\n"
                suites += "      <failure message=\"\(XMLEscaping.escape(d.message))\" type=\"\(d.severity.rawValue)\">"
                suites += XMLEscaping.escape(text.line(d)) + "</failure>\n"
                suites += "    </testcase>\n"
            }
            suites += "  </testsuite>\n"
        }
        sink.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        sink.write("<testsuites name=\"dialint\" tests=\"\(totalTests)\" failures=\"\(totalFailures)\" errors=\"0\">\n")
        sink.write(suites)
        sink.write("</testsuites>\n")
    }
}
