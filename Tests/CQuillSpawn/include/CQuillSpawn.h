#ifndef CQUILL_SPAWN_H
#define CQUILL_SPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (NULL-terminated), its standard input read from
/// `input` (a path; /dev/null when NULL) and its output and errors written to the files
/// `output` and `errors` (created or truncated), with every other descriptor closed, the
/// signal mask empty and every signal's handling the default. Stores the child's pid in
/// `pid`; returns 0 or an errno.
///
/// For the tests, instead of Foundation's `Process.run()`, which can crash on Linux while
/// it lists /proc/self/fd (swift-corelibs-foundation pull request 5472).
int cquill_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                 const char *input, const char *output, const char *errors);

#endif
