import Foundation
import Testing
@testable import DialintKit

/// `.dialint.json` end to end: each key, discovery, suppression and custom rules, through the built binary.
@Suite("Configuration, through the binary")
struct ConfigTests {
    static let titleCase = #"{"kind": "alert", "title": "Unable to Connect", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Retry"}]}"#

    func run(_ arguments: [String], in tree: TemporaryTree, stdin: String? = nil) throws -> Binary.Result {
        try Binary.run(arguments, in: URL(fileURLWithPath: tree.path), stdin: stdin.map { Data($0.utf8) })
    }

    @Test func nearestConfigWins() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"{"edition": "2014"}"#,
            "a.json": Self.titleCase,
            "sub/b.json": Self.titleCase,
            "sub/deeper/.dialint.json": #"{"edition": "2023"}"#,
            "sub/deeper/c.json": Self.titleCase,
        ])
        let result = try run(["."], in: tree)
        #expect(result.output.components(separatedBy: "\n").filter { !$0.isEmpty }.map { String($0.prefix { $0 != ":" }) }
            == ["sub/deeper/c.json"], "2014 above, 2023 in the nearer config")
        // The command line overrides the file.
        #expect(try run(["--edition", "2023", "a.json"], in: tree).output.contains("[title-capitalization]"))
        // --config replaces discovery for every file.
        try tree.write("other.json", #"{"edition": "2014"}"#)
        #expect(try run(["--config", "other.json", "sub/deeper/c.json"], in: tree).output == "")
    }

    @Test func standardInputFindsTheConfigOfItsName() throws {
        let tree = try TemporaryTree(["legacy/.dialint.json": #"{"edition": "2014"}"#])
        #expect(try run(["-", "--stdin-filename", "legacy/x.json"], in: tree, stdin: Self.titleCase).output == "")
        #expect(try run(["-"], in: tree, stdin: Self.titleCase).output.contains("<stdin>:1:"))
    }

    /// A `.dialint.json` that cannot be read (a folder, a link to nothing) is the folder's configuration
    /// all the same: the run stops with the reason, rather than taking the configuration above it.
    @Test func anUnreadableNearestConfigStopsTheRun() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"{"edition": "2014"}"#,
            "linked/a.json": Self.titleCase,
            "folder/a.json": Self.titleCase,
            "folder/.dialint.json/x": "",
        ])
        try FileManager.default.createSymbolicLink(atPath: tree.path + "/linked/.dialint.json", withDestinationPath: "../missing.json")
        let linked = try run(["linked/a.json"], in: tree)
        #expect(linked.status == 2)
        #expect(linked.errors.contains("linked/.dialint.json: error: cannot read the file: it is a symbolic link to a file that does not exist"))
        let folder = try run(["folder/a.json"], in: tree)
        #expect(folder.status == 2)
        #expect(folder.errors.contains("folder/.dialint.json: error: cannot read the file: it is a folder"))
    }

    @Test func rulesSeveritiesAndOptions() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"{"rules": {"title-capitalization": "error", "single-button-alert": "off", "button-count": {"severity": "note", "maxActionSheetButtons": 2}}}"#,
            "a.json": Self.titleCase,
            "b.json": #"{"kind": "alert", "title": "Saved", "buttons": [{"title": "OK"}]}"#,
            "c.json": #"{"kind": "actionSheet", "buttons": [{"title": "A"}, {"title": "B"}, {"title": "Cancel", "role": "cancel"}]}"#,
        ])
        let result = try run(["."], in: tree)
        #expect(result.output.contains("a.json:1:39: error: Title should use sentence-style"))
        #expect(!result.output.contains("[single-button-alert]"))
        #expect(result.output.contains("c.json:1:36: note: Action sheet has 3 buttons, more than 2 scroll"))
        #expect(result.status == 1, "an error fails the run")
        // --enable turns a rule the file turned off back on.
        #expect(try run(["--enable", "single-button-alert", "b.json"], in: tree).output.contains("[single-button-alert]"))
    }

    @Test func vocabularyAndLocale() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"{"vocabulary": ["Acme Cloud"], "locale": "de"}"#,
            "a.json": #"{"dialogs": [{"kind": "alert", "title": "Sync With Acme Cloud", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sync"}]}]}"#,
            "b.json": #"{"locale": "en", "dialogs": [{"kind": "alert", "title": "Sync With Acme Cloud", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Sync"}]}]}"#,
        ])
        let result = try run(["."], in: tree)
        #expect(!result.output.contains("a.json"), "German by the config's locale: English rules skip it")
        #expect(result.output.contains("b.json:1:63: warning: Title should use sentence-style capitalization: \"With\""))
        #expect(!result.output.contains("\"Acme\""), "a vocabulary term keeps its capitals")
    }

    @Test func includeAndExclude() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"{"exclude": ["vendor/**", "*.draft.json"], "include": ["specs/**"]}"#,
            "specs/a.json": Self.titleCase,
            "specs/b.draft.json": Self.titleCase,
            "specs/vendor/c.json": Self.titleCase,
            "vendor/d.json": Self.titleCase,
            "other/e.json": Self.titleCase,
        ])
        let result = try run(["."], in: tree)
        let files = Set(result.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
        #expect(files == ["specs/a.json", "specs/vendor/c.json"])
        // A file named on the command line is always linted.
        #expect(try run(["vendor/d.json"], in: tree).output.contains("vendor/d.json:"))
        // The patterns hold however the folder is named: ".", "./specs", "other/..", from a subfolder.
        for arguments in [["./specs"], ["other/.."], ["specs/."]] {
            let files = Set(try run(arguments, in: tree).output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
            #expect(files == ["specs/a.json", "specs/vendor/c.json"], "\(arguments)")
        }
        // Named with --config, however spelled; kept in another folder, its name patterns still hold.
        try tree.write("root.json", #"{"exclude": ["vendor/**", "*.draft.json"], "include": ["specs/**"]}"#)
        for config in ["root.json", "./root.json", "specs/../root.json"] {
            let named = try run(["--config", config, "."], in: tree)
            let files = Set(named.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) })
            #expect(files == ["specs/a.json", "specs/vendor/c.json"], "\(config)")
        }
        try tree.write("config/dialint.json", #"{"exclude": ["*.draft.json"]}"#)
        let elsewhere = try run(["--config", "config/dialint.json", "specs"], in: tree)
        #expect(!elsewhere.output.contains("b.draft.json"))
        #expect(elsewhere.output.contains("specs/a.json"))
        let fromSpecs = try Binary.run(["."], in: URL(fileURLWithPath: tree.path + "/specs"))
        #expect(Set(fromSpecs.output.split(separator: "\n").map { String($0.prefix { $0 != ":" }) }) == ["a.json", "vendor/c.json"])
    }

    @Test func typosStopTheRunWithLocatedSuggestions() throws {
        let tree = try TemporaryTree([
            ".dialint.json": """
                {
                  "edition": "2023",
                  "rules": {
                    "buton-count": "off",
                    "title-capitalization": { "severity": "eror" }
                  },
                  "vocabluary": []
                }
                """,
            "a.json": Self.titleCase,
        ])
        let result = try run(["."], in: tree)
        #expect(result.status == 2)
        #expect(result.output == "")
        #expect(result.errors == """
            .dialint.json:4:5: error: unknown rule "buton-count"; did you mean "button-count"?
            .dialint.json:5:43: error: unknown severity "eror"; expected "off", "note", "warning" or "error"; did you mean "error"?
            .dialint.json:7:3: error: unknown key "vocabluary" in the configuration; did you mean "vocabulary"?

            """)
        try tree.write(".dialint.json", #"{"rules": {"button-count": {"maxActionSheetButton": 3}}, "edition": 2012, "include": "x"}"#)
        let second = try run(["."], in: tree)
        #expect(second.status == 2)
        #expect(second.errors.contains("did you mean \"maxActionSheetButtons\"?"))
        #expect(second.errors.contains("unknown edition \"2012\""))
        #expect(second.errors.contains("\"include\" must be an array of strings, not a string"))
        try tree.write(".dialint.json", #"{"rules": {"button-count": {"maxActionSheetButtons": 0}}}"#)
        #expect(try run(["."], in: tree).errors.contains("maxActionSheetButtons must be 2 or more, not 0"))
        try tree.write(".dialint.json", #"{"locale": "english"}"#)
        let locale = try run(["."], in: tree)
        #expect(locale.status == 2)
        #expect(locale.errors.contains(#".dialint.json:1:12: error: locale "english" is not a BCP 47 language tag such as "en" or "en-US"; did you mean "en"?"#))
        // A limit that reports every action sheet, file checks turned off, custom rules under one id or
        // with an empty pattern: each is refused.
        for (config, message) in [
            (#"{"rules": {"button-count": {"maxActionSheetButtons": 1}}}"#, "maxActionSheetButtons must be 2 or more, not 1"),
            (#"{"rules": {"invalid-json": "off"}}"#, "invalid-json cannot be turned off"),
            (#"{"rules": {"unreadable-file": {"severity": "off"}}}"#, "unreadable-file cannot be turned off"),
            (#"{"customRules": [{"id": "a-b", "message": "m", "pattern": "x"}, {"id": "a-b", "message": "n", "pattern": "y"}]}"#,
             #"custom rule id "a-b" is used twice"#),
            (#"{"customRules": [{"id": "a-b", "message": "m", "pattern": ""}]}"#, "custom rule pattern is empty"),
        ] {
            try tree.write(".dialint.json", config)
            let refused = try run(["."], in: tree)
            #expect(refused.status == 2, "\(config)")
            #expect(refused.errors.contains(message), "\(config)")
        }
        try tree.write(".dialint.json", "{}")
        #expect(try run(["--disable", "invalid-json", "."], in: tree).errors.contains("invalid-json cannot be turned off"))
        try tree.write(".dialint.json", "{ broken")
        #expect(try run(["."], in: tree).status == 2)
    }

    @Test func suppressionAndUnusedSuppression() throws {
        let tree = try TemporaryTree([
            "a.json": """
                {"dialint": {"disable": ["personal-pronoun"]},
                 "dialogs": [
                  {"kind": "alert", "title": "Unable to Connect", "buttons": [{"title": "OK"}],
                   "dialint": {"disable": ["title-capitalization", "single-button-alert", "button-count", "tittle-capitalization"]}}
                 ]}
                """,
        ])
        let result = try run(["a.json"], in: tree)
        #expect(!result.output.contains("[title-capitalization]"))
        #expect(!result.output.contains("[single-button-alert]"))
        #expect(result.output.contains("a.json:1:26: warning: \"disable\" entry \"personal-pronoun\" suppressed nothing here; remove it [unused-suppression]"))
        #expect(result.output.contains("a.json:4:75: warning: \"disable\" entry \"button-count\" suppressed nothing here; remove it [unused-suppression]"))
        #expect(result.output.contains("a.json:4:91: warning: \"disable\" names no rule \"tittle-capitalization\"; did you mean \"title-capitalization\"? [unused-suppression]"))
        // A file or a dialog that disables unused-suppression leaves its entries unjudged, and is not
        // judged for it either.
        try tree.write("b.json", #"{"dialint": {"disable": ["unused-suppression"]}, "dialogs": [{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}], "dialint": {"disable": ["personal-pronoun"]}}]}"#)
        try tree.write("c.json", #"{"dialogs": [{"kind": "alert", "title": "Delete this photo?", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Delete", "role": "destructive"}], "dialint": {"disable": ["personal-pronoun", "unused-suppression"]}}]}"#)
        #expect(try run(["b.json", "c.json"], in: tree).output == "")
        // A rule turned off for the run makes its entries redundant, not stale.
        #expect(!(try run(["--disable", "button-count", "a.json"], in: tree).output.contains("\"button-count\" suppressed")))
    }

    @Test func customRules() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"""
                {"customRules": [
                  {"id": "acme-no-oops", "message": "Don't say Oops; say what happened", "pattern": "\\bOops\\b",
                   "fields": ["title", "message"], "severity": "error"},
                  {"id": "acme-sign-in", "message": "Write Sign In, not Login", "pattern": "Login", "fields": ["button"],
                   "kinds": ["alert"], "replacement": "Sign In"}
                ]}
                """#,
            "a.json": #"{"dialogs": [{"kind": "alert", "title": "Oops, that failed", "buttons": [{"title": "Cancel", "role": "cancel"}, {"title": "Login"}]}, {"kind": "actionSheet", "buttons": [{"title": "Login"}, {"title": "Cancel", "role": "cancel"}]}]}"#,
        ])
        let result = try run(["a.json"], in: tree)
        #expect(result.output.contains("a.json:1:42: error: Don't say Oops; say what happened [acme-no-oops]"))
        #expect(result.output.components(separatedBy: "[acme-sign-in]").count == 2, "only the alert's button: kinds apply")
        #expect(result.status == 1)
        let printed = try run(["--print-config", "a.json"], in: tree)
        #expect(printed.output.contains("\"acme-no-oops\""))
        // A custom rule is a rule: the command line turns it off like any other.
        let disabled = try run(["--disable", "acme-no-oops", "a.json"], in: tree)
        #expect(!disabled.output.contains("[acme-no-oops]"))
        #expect(disabled.output.contains("[acme-sign-in]"))
        let typo = try run(["--disable", "acme-no-opps", "a.json"], in: tree)
        #expect(typo.status == 2)
        #expect(typo.errors.contains("unknown rule 'acme-no-opps'; did you mean 'acme-no-oops'?"))
    }

    @Test func badCustomRulesAreConfigErrors() throws {
        let tree = try TemporaryTree([
            ".dialint.json": #"{"customRules": [{"id": "button-ok", "message": "x", "pattern": "("}, {"id": "Bad Id", "message": "m", "pattern": "a", "fields": ["tittle"]}]}"#,
            "a.json": Self.titleCase,
        ])
        let result = try run(["a.json"], in: tree)
        #expect(result.status == 2)
        #expect(result.errors.contains("is the id of a built-in rule") || !RuleRegistry.ids.contains("button-ok"))
        #expect(result.errors.contains("invalid regular expression"))
        #expect(result.errors.contains("must be kebab-case"))
        #expect(result.errors.contains("unknown field \"tittle\""))
    }

    /// A custom rule that could never report, or would report nothing readable, is a configuration error.
    @Test func inertCustomRulesAreConfigErrors() {
        #expect(configErrors(#"{"customRules": [{"id": "a", "message": " ", "pattern": "x"}, {"id": "b", "message": "m", "pattern": "x", "fields": [], "kinds": []}, {"id": "c", "message": "m", "pattern": "z*"}]}"#) == [
            // "z*" matches the empty string, but "zz" too: a pattern that may match nothing is no error.
            #"c.json:1:41: error: custom rule message is empty; say what is wrong and what to write instead"#,
            #"c.json:1:117: error: custom rule "fields" is empty, so the rule would check nothing; leave it out to check every field"#,
            #"c.json:1:130: error: custom rule "kinds" is empty, so the rule would check nothing; leave it out to check every kind"#,
        ])
    }

    /// The error lines of a configuration's text, as the run prints them.
    func configErrors(_ json: String) -> [String] {
        guard case .failure(let failure) = ConfigFile.decode(Data(json.utf8), reportedAs: "c.json", folder: "/") else { return [] }
        return failure.errors.map(\.line)
    }

    /// A custom rule reports at a severity; it is turned off as any rule is, and the error says how.
    @Test func aCustomRuleTurnedOffBySeveritySaysHowToTurnItOff() {
        #expect(configErrors(#"{"customRules": [{"id": "a", "message": "m", "pattern": "x", "severity": "off"}]}"#) == [
            #"c.json:1:74: error: a custom rule's severity is "note", "warning" or "error"; to turn it off, set "rules": {"a": "off"} or pass --disable a"#,
        ])
        #expect(configErrors(#"{"customRules": [{"id": "a", "message": "m", "pattern": "x", "severity": "warn"}]}"#) == [
            #"c.json:1:74: error: unknown severity "warn"; expected "note", "warning" or "error"; did you mean "warning"?"#,
        ])
    }

    /// A value of the wrong type is named by its type (or, for a number, as written), never quoted as
    /// if it were a misspelt year or taken for another type; and each list of values is complete.
    @Test func aValueOfTheWrongKindSaysWhatItIs() {
        for (config, message) in [
            (#"{"edition":null}"#, #"c.json:1:12: error: "edition" must be a string such as "2023", not null"#),
            (#"{"edition":true}"#, #"c.json:1:12: error: "edition" must be a string such as "2023", not a boolean"#),
            (#"{"edition":2023.5}"#, #"c.json:1:12: error: "edition" must be a string such as "2023", not 2023.5"#),
            (#"{"edition":2015}"#, #"c.json:1:12: error: unknown edition "2015"; expected "2008", "2010", "2014", "2016" or "2023""#),
            (#"{"rules":null}"#, #"c.json:1:10: error: "rules" must be an object of rule ids, not null"#),
            (#"{"rules":{"personal-pronoun":false}}"#,
             #"c.json:1:30: error: "personal-pronoun" must be "off", "note", "warning", "error" or an object with "severity" and its options, not a boolean"#),
            (#"{"rules":{"title-length":{"maxLength":3.5}}}"#, #"c.json:1:39: error: "maxLength" must be a whole number, not 3.5"#),
            (#"{"rules":{"title-length":{"maxLength":1e20}}}"#,
             #"c.json:1:39: error: "maxLength" must be a whole number from 1 to 9223372036854775807, not 1e+20"#),
            (#"{"rules":{"title-length":{"maxLength":-1e400}}}"#,
             #"c.json:1:39: error: "maxLength" must be a whole number from 1 to 9223372036854775807"#),
            (#"{"rules":{"title-length":{"maxLength":"30"}}}"#, #"c.json:1:39: error: "maxLength" must be a whole number, not a string"#),
            (#"{"customRules":[null]}"#, #"c.json:1:17: error: a custom rule must be an object, not null"#),
        ] {
            #expect(configErrors(config) == [message], "\(config)")
        }
        // A year written as a number, and a whole number written with a point, are what they say.
        #expect(configErrors(#"{"edition":2014, "rules":{"title-length":{"maxLength":30.0}}}"#) == [])
    }

    /// A pattern that backtracks catastrophically is given up on the dialog where it ran out of time,
    /// reported once, and skipped from then on; the other custom rules go on over every dialog.
    @Test func aCatastrophicPatternDoesNotHangTheRun() throws {
        let slowTitle = String(repeating: "a", count: 40) + "b"
        let tree = try TemporaryTree([
            ".dialint.json": #"""
                {"customRules": [{"id": "slow", "message": "slow", "pattern": "(a+)+$"},
                                 {"id": "sign-in", "message": "Write Sign In", "pattern": "Log ?in"}]}
                """#,
            "a.json": """
                {"dialogs": [
                {"kind": "alert", "title": "\(slowTitle)", "message": "Log in again.", "buttons": [{"title": "OK"}]},
                {"kind": "alert", "title": "\(slowTitle)", "message": "Login failed.", "buttons": [{"title": "OK"}]},
                {"kind": "alert", "title": "Session Ended", "message": "Log in again.", "buttons": [{"title": "OK"}]}
                ]}
                """,
        ])
        let start = Date()
        let result = try run(["--format", "text", "--disable", "single-button-alert", "a.json"], in: tree)
        #expect(Date().timeIntervalSince(start) < 30)
        let lines = result.output.split(separator: "\n").filter { $0.contains("[slow]") || $0.contains("[sign-in]") }
        #expect(lines == [
            "a.json:2:28: warning: Custom rule slow: the pattern took longer than 2 seconds on this dialog; the rule is skipped for the rest of the run [slow]",
            "a.json:2:85: warning: Write Sign In [sign-in]",
            "a.json:3:85: warning: Write Sign In [sign-in]",
            "a.json:4:57: warning: Write Sign In [sign-in]",
        ])
    }

    /// Abandoned matches go on running: two of them held all of Dispatch's threads on a 2-core machine,
    /// and the next file's matching never began (a run that never ended). Two configurations, each with
    /// the pattern over two files of two slow dialogs, abandon four matches; the run ends all the same.
    // The limit guards against a hang, not a speed: on a loaded machine (a fuzzer on the other core) the
    // run took over a minute.
    @Test(.timeLimit(.minutes(3))) func abandonedMatchesDoNotStarveTheRun() throws {
        let slow = String(repeating: "a", count: 40) + "b"
        let spec = #"{"dialogs": [{"kind": "alert", "title": "Note", "message": "\#(slow)", "buttons": [{"title": "OK"}]}, {"kind": "alert", "title": "Note", "message": "\#(slow)b", "buttons": [{"title": "OK"}]}]}"#
        let config = #"{"customRules": [{"id": "slow", "message": "slow", "pattern": "^(a+)+$", "fields": ["message"]}]}"#
        let tree = try TemporaryTree([
            "one/.dialint.json": config, "one/x.json": spec, "one/y.json": spec,
            "two/.dialint.json": config, "two/x.json": spec, "two/y.json": spec,
        ])
        let result = try run(["--format", "text", "."], in: tree)
        // Once for each configuration's copy of the rule.
        #expect(result.output.split(separator: "\n").filter { $0.hasSuffix("[slow]") }.count == 2)
    }

    /// Matches that each stay under the time limit but together take longer than the run's budget give
    /// the pattern up too, once: a pattern taking a second a dialog made 1,000 dialogs take 18 minutes.
    @Test func aPatternSlowOnEveryDialogIsGivenUpForTheRun() throws {
        let definition = CustomRuleDefinition(id: "slowish", message: "slow", pattern: "x", fields: [.title], severity: .warning)
        let rule = try #require(CustomRule(definition))
        let limit = UInt64(CustomRule.runTimeLimitSeconds) * 1_000_000_000
        #expect(rule.charge(limit / 2, at: ["dialogs", 0, "title"]) == nil)
        let spent = rule.charge(limit / 2 + 1, at: ["dialogs", 1, "title"])
        #expect(spent?.message.contains("more than \(CustomRule.runTimeLimitSeconds) seconds in all") == true)
        #expect(rule.input(from: Dialog(kind: .alert, title: "x")).isEmpty, "skipped from then on")
        #expect(rule.charge(limit, at: ["dialogs", 2, "title"]) == nil, "said once")

        // Through the runner: a rule whose budget is all but spent is given up on the next dialog it reads.
        let nearlySpent = try #require(CustomRule(definition))
        #expect(nearlySpent.charge(limit, at: ["dialogs", 0, "title"]) == nil)
        let dialogs = (0..<3).map { Dialog(kind: .alert, title: "x \($0)", pointer: ["dialogs", .index($0)], index: $0) }
        let found = CustomRuleRunner(rules: [nearlySpent]).findings(in: dialogs) { _, _ in true }
        #expect(found.map { $0.flatMap(\.findings).count } == [2, 0, 0], "the match, then the rule given up; then nothing")
        #expect(found[0].flatMap(\.findings).last?.message.contains("in all in this run") == true)
    }

    /// Once the waiter gives up on a match, its thread begins no other: the units after it go to a
    /// new thread (the first went on and matched every one of them a second time).
    @Test func aMatchingThreadGivenUpOnBeginsNoOtherMatch() {
        let progress = MatchProgress()
        #expect(progress.begin(0, at: ["dialogs", 0, "title"]))
        let outcome = progress.wait(limit: .milliseconds(20))
        #expect(outcome.abandoned?.position == 0)
        #expect(!progress.begin(1, at: ["dialogs", 1, "title"]))
    }

    @Test func printConfig() throws {
        let tree = try TemporaryTree([
            "legacy/.dialint.json": #"{"edition": "2014", "rules": {"button-count": {"maxActionSheetButtons": 5}}, "exclude": ["old/**"]}"#,
        ])
        let result = try run(["--print-config", "legacy/x.json"], in: tree)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
        #expect(object["edition"] as? String == "2014")
        #expect(result.errors.contains("read from legacy/.dialint.json"))
        let rules = try #require(object["rules"] as? [String: Any])
        #expect((rules["button-count"] as? [String: Any])?["maxActionSheetButtons"] as? Int == 5)
        #expect(rules["personal-pronoun"] as? String == "warning")
        #expect(object["exclude"] as? [String] == ["old/**"])
    }

    /// What --print-config prints is a configuration: saved as `.dialint.json`, it gives the same
    /// settings, custom rules and all.
    @Test func printedConfigurationIsAConfiguration() throws {
        let tree = try TemporaryTree([
            "a/.dialint.json": #"""
                {"edition": 2016, "locale": "en-GB", "vocabulary": ["Acme Cloud"], "exclude": ["old/**"],
                 "rules": {"title-length": {"severity": "error", "maxLength": 30}, "single-button-alert": "off", "button-ok": "note"},
                 "customRules": [{"id": "acme-sign-in", "message": "Write Sign In", "pattern": "Log ?in", "fields": ["button"],
                                  "kinds": ["alert"], "replacement": "Sign In"}]}
                """#,
            "b/x.json": #"{"kind": "alert", "title": "Hi", "buttons": [{"title": "OK"}]}"#,
        ])
        let printed = try run(["--print-config", "a/x.json"], in: tree)
        #expect(printed.status == 0)
        try tree.write("b/.dialint.json", printed.output)
        let reprinted = try run(["--print-config", "b/x.json"], in: tree)
        #expect(reprinted.status == 0, "\(reprinted.errors)")
        #expect(reprinted.output == printed.output)
        #expect(reprinted.output.contains(#""maxLength" : 30"#))
        #expect(reprinted.output.contains(#""single-button-alert" : "off""#))
        #expect(reprinted.output.contains(#""replacement" : "Sign In""#))
    }
}

@Suite("Globs")
struct GlobTests {
    @Test func patterns() {
        #expect(Glob("Fixtures/bad/**").matches("Fixtures/bad/x.json"))
        // A leading slash anchors the pattern to the configuration's folder, as in .gitignore.
        #expect(Glob("/Fixtures/**").matches("Fixtures/bad/x.json"))
        #expect(Glob("/build").matches("build/x.json"))
        #expect(!Glob("/build").matches("sub/build/x.json"))
        #expect(Glob("build").matches("sub/build/x.json"))
        #expect(!Glob("./build").matches("sub/build/x.json"))
        #expect(Glob("./build").matches("build/x.json"))
        #expect(Glob("Fixtures/bad").matches("Fixtures/bad/deep/x.json"))
        #expect(!Glob("Fixtures/bad/**").matches("Fixtures/good/x.json"))
        #expect(Glob("**/*.draft.json").matches("a/b/c.draft.json"))
        #expect(Glob("**/*.draft.json").matches("c.draft.json"))
        #expect(Glob("*.json").matches("a.json"))
        #expect(!Glob("*.json").matches("dir/a.txt"))
        #expect(Glob("specs/?.json").matches("specs/a.json"))
        #expect(!Glob("specs/?.json").matches("specs/ab.json"))
        #expect(Glob("./specs/").matches("specs/a.json"))
        #expect(Glob("spec*").matches("other/specs.json"), "no slash: a name at any depth, as in .gitignore")
        #expect(!Glob("specs/*.json").matches("other/specs/a.json"), "a slash anchors the pattern to the config's folder")
    }

    /// An anchored pattern matches a path when it matches the path or one of its folders. `matches`
    /// answers for all of them in one pass; each folder's path matched on its own must agree.
    @Test func oneMatchOverThePathAgreesWithMatchingEachFolder() {
        let patterns = ["a/**", "/a", "a/b", "**/b", "a/*/c.json", "*/b/**", "a/**/c", "**", "a?/b", "/**/c.json", "a/**/b/**/c.json", "x"]
        let paths = ["a", "a/b", "a/b/c.json", "ab/b/c.json", "x/a/b", "a//b/c", "a/x/b/y/c.json", "b", "c.json", "", "a/b/b/c"]
        for pattern in patterns {
            let glob = Glob(pattern)
            guard glob.isAnchored else { continue }
            for path in paths {
                let parts = path.split(separator: "/")
                let eachFolder = parts.indices.contains { glob.matchesExactly(Array(parts[...$0].joined(separator: "/"))) }
                #expect(glob.matches(path) == eachFolder, "\(pattern) against \(path)")
            }
        }
        // A folder at every depth of a deep tree is asked about on the way down.
        let deep = Array(repeating: "d", count: 1_000).joined(separator: "/") + "/c.json"
        #expect(Glob("d/**/c.json").matches(deep))
        #expect(!Glob("d/**/e").matches(deep))
    }
}
