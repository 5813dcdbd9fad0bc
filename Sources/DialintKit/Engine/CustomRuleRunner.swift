import Dispatch
import Foundation

/// Runs a configuration's custom rules over a run of dialogs, off the calling thread, on a serial queue of its own.
///
/// Swift's `Regex` cannot be interrupted (nor does it heed a task's cancellation), so matching runs on
/// another thread under a deadline: a pattern that takes longer than `CustomRule.timeLimit` on one
/// dialog is abandoned, reported once, and skipped from then on. The abandoned match goes on until
/// it ends, or until the process does. On the global queue, two of them held the whole pool of a
/// 2-core machine: the next work item never began, and the run waited for ever. A serial queue of its
/// own runs on Dispatch's overcommitting pool, which starts a thread when none is free, and otherwise
/// reuses one (a thread made per file took 20% longer on 2,000 small files). A work item and a wait
/// for each rule on each dialog cost a thread handoff apiece (about 11 µs, half of it in the kernel):
/// 20 rules over 40,000 dialogs took 9.6 s, against 0.6 s without them. Here a run of dialogs costs
/// one handoff, and the caller wakes only at the deadline of the match in progress.
struct CustomRuleRunner {
    let rules: [CustomRule]

    /// What a rule found on a dialog: its position in `rules`, and its findings.
    typealias RuleFindings = (rule: Int, findings: [Finding])

    /// For each dialog, what each rule that `applies` to it found, in the order of `rules`; rules
    /// that found nothing are left out.
    func findings(in dialogs: [Dialog], where applies: (CustomRule, Dialog) -> Bool) -> [[RuleFindings]] {
        var results = [[RuleFindings]](repeating: [], count: dialogs.count)
        var units: [MatchUnit] = []
        for dialog in dialogs.indices {
            for rule in rules.indices where applies(rules[rule], dialogs[dialog]) { units.append(MatchUnit(dialog: dialog, rule: rule)) }
        }
        var next = units.startIndex
        while next < units.endIndex {
            let pending = Array(units[next...])
            let progress = MatchProgress()
            DispatchQueue(label: "dialint.custom-rules").async { [rules] in
                for (position, unit) in pending.enumerated() {
                    let rule = rules[unit.rule]
                    let strings = rule.input(from: dialogs[unit.dialog])
                    guard let first = strings.first else { continue }
                    guard progress.begin(position, at: first.pointer) else { break }
                    let began = Self.threadCPUTime()
                    let findings = rule.matches(in: strings)
                    let spent = Self.threadCPUTime() &- began
                    progress.finish(position, found: findings) { rule.charge(spent, at: first.pointer) }
                }
                progress.complete()
            }
            let outcome = progress.wait(limit: CustomRule.timeLimit)
            for (position, findings) in outcome.found {
                let unit = pending[position]
                results[unit.dialog].append((unit.rule, findings))
            }
            guard let stuck = outcome.abandoned else { break }
            // The matching thread is left to finish its match on its own, and stops there: the units
            // after it go to a new work item. (Unstopped, it matched every one of them a second time.)
            let unit = pending[stuck.position]
            if let finding = rules[unit.rule].abandon(at: stuck.pointer) { results[unit.dialog].append((unit.rule, [finding])) }
            next += stuck.position + 1
        }
        return results
    }
}

extension CustomRuleRunner {
    /// The processor time the calling thread has used, in nanoseconds: what a match is charged to its
    /// rule's budget for the run. Wall time would charge it for the time other threads held the cores.
    static func threadCPUTime() -> UInt64 {
        var time = timespec()
        guard clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time) == 0 else { return 0 }
        return UInt64(time.tv_sec) &* 1_000_000_000 &+ UInt64(time.tv_nsec)
    }
}

/// One rule on one dialog, by their positions.
private struct MatchUnit: Sendable {
    let dialog: Int
    let rule: Int
}

/// What a matching thread has done, shared with the thread that waits for it.
final class MatchProgress: @unchecked Sendable {
    private let lock = NSLock()
    private let completed = DispatchSemaphore(value: 0)
    private var found: [(Int, [Finding])] = []
    /// The unit being matched: its position, where its dialog's first string is, and when it began.
    private var current: (position: Int, pointer: JSONPointer, began: DispatchTime)?
    private var isComplete = false
    /// The waiter gave up on the unit in progress: the matching thread starts no other.
    private var isAbandoned = false

    /// Records that the unit at `position` begins; false when the waiter has given up on this thread.
    func begin(_ position: Int, at pointer: JSONPointer) -> Bool {
        lock.withLock {
            guard !isAbandoned else { return false }
            current = (position, pointer, .now())
            return true
        }
    }

    /// Records what the unit at `position` found, and then what `charging` its time to its rule's
    /// budget says, unless the waiter has given up on this thread: then the match no longer counts (the
    /// waiter reports it abandoned), and charging it could spend the budget with nobody to say so.
    func finish(_ position: Int, found findings: [Finding], charging: () -> Finding?) {
        lock.withLock {
            guard !isAbandoned else { return }
            let all = findings + (charging().map { [$0] } ?? [])
            if !all.isEmpty { found.append((position, all)) }
            current = nil
        }
    }

    func complete() {
        lock.withLock { isComplete = true }
        completed.signal()
    }

    /// Waits until the thread has matched every unit, or one unit has taken longer than `limit`:
    /// what was found by then, and the unit given up, if one was.
    func wait(limit: DispatchTimeInterval) -> (found: [(Int, [Finding])], abandoned: (position: Int, pointer: JSONPointer)?) {
        while true {
            let deadline = lock.withLock { current.map { $0.began + limit } } ?? .now() + limit
            if completed.wait(timeout: deadline) == .success { return (lock.withLock { found }, nil) }
            let stuck: (found: [(Int, [Finding])], abandoned: (position: Int, pointer: JSONPointer))? = lock.withLock {
                guard !isComplete, let current, DispatchTime.now() >= current.began + limit else { return nil }
                isAbandoned = true
                return (found, (current.position, current.pointer))
            }
            if let stuck { return stuck }
            // Complete (the semaphore is about to be signalled), or on a later unit: wait again.
        }
    }
}
