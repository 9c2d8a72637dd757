/// How long a test waits for an event before it fails: a guard against a hang, not a
/// verdict. Generous, because on a loaded two-core machine a test's tasks and its peer
/// processes may wait tens of seconds for a thread or a core.
public let failureGuard: Double = 120
