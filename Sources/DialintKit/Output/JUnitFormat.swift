/// `--format junit`: a JUnit XML report, for CI systems that show test results (GitLab, Jenkins, Azure).
///
/// One `<testsuite>` per checked file. In a file with findings, one `<testcase>` per rule that fired
/// (in the order of its first finding), holding one `<failure>` per finding: `message` the finding's
/// message, `type` its severity, and the text output's line as content. A clean file is one passing
/// testcase named `dialint`. `tests` counts testcases, `failures` the testcases that failed, `errors` is 0.
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
            var rules: [String] = []
            var byRule: [String: [Diagnostic]] = [:]
            for d in file.diagnostics {
                if byRule[d.ruleID] == nil { rules.append(d.ruleID) }
                byRule[d.ruleID, default: []].append(d)
            }
            let tests = max(rules.count, 1)
            totalTests += tests
            totalFailures += rules.count
            suites += "  <testsuite name=\"\(path)\" tests=\"\(tests)\" failures=\"\(rules.count)\" errors=\"0\" skipped=\"0\">\n"
            if rules.isEmpty {
                suites += "    <testcase name=\"dialint\" classname=\"\(path)\"/>\n"
            }
            for rule in rules {
                suites += "    <testcase name=\"\(XMLEscaping.escape(rule))\" classname=\"\(path)\">\n"
                for d in byRule[rule]! {
                    suites += "      <failure message=\"\(XMLEscaping.escape(d.message))\" type=\"\(d.severity.rawValue)\">"
                    suites += XMLEscaping.escape(text.line(d)) + "</failure>\n"
                }
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
