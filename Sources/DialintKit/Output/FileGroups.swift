/// The files of a report, each with its diagnostics: every checked file, clean ones included, and any
/// file a diagnostic names, in the text output's order (by path, as UTF-8 bytes).
struct FileGroups {
    var files: [(path: String, diagnostics: [Diagnostic])]

    init(_ diagnostics: [Diagnostic], checkedFiles: [String]) {
        var byPath: [String: [Diagnostic]] = [:]
        var order: [String] = []
        for path in checkedFiles where byPath[path] == nil {
            byPath[path] = []
            order.append(path)
        }
        for diagnostic in diagnostics {
            if byPath[diagnostic.path] == nil { order.append(diagnostic.path) }
            byPath[diagnostic.path, default: []].append(diagnostic)
        }
        files = order.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }.map { ($0, byPath[$0]!) }
    }
}
