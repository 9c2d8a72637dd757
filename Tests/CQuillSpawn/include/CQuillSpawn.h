#ifndef CQUILL_SPAWN_H
#define CQUILL_SPAWN_H

#include <sys/types.h>

/// Starts `path` with `argv` and `envp` (NULL-terminated) in `directory` (this process's
/// when NULL), with the descriptors `input`, `output` and `errors` as its standard streams
/// (-1: /dev/null), every other descriptor closed, the signal mask empty and every
/// signal's handling the default. Stores the child's pid in `pid`; returns 0 or an errno.
///
/// For tests and the benchmark, instead of Foundation's `Process.run()`, which can crash
/// on Linux while it lists /proc/self/fd (swift-corelibs-foundation pull request 5472).
int cquill_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], const char *directory,
                 int input, int output, int errors);

/// A pipe whose two ends are close-on-exec (so only the child they are given to inherits
/// them); 0 or -1 with errno.
int cquill_pipe(int fds[2]);

/// A descriptor that becomes readable when process `pid` exits (Linux's pidfd_open), or -1
/// where there is none (older kernels, Darwin).
int cquill_pidfd_open(pid_t pid);

#endif
