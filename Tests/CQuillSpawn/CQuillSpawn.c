#define _GNU_SOURCE
#include "CQuillSpawn.h"

#include <errno.h>
#include <fcntl.h>
#include <signal.h>
#include <spawn.h>
#include <unistd.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

/// Makes `fd` the child's descriptor `target` (or /dev/null when `fd` is -1).
static int add_stream(posix_spawn_file_actions_t *actions, int fd, int target, int flags) {
    if (fd < 0) return posix_spawn_file_actions_addopen(actions, target, "/dev/null", flags, 0);
    return posix_spawn_file_actions_adddup2(actions, fd, target);
}

int cquill_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[], const char *directory,
                 int input, int output, int errors) {
    posix_spawn_file_actions_t actions;
    posix_spawnattr_t attributes;
    int code = posix_spawn_file_actions_init(&actions);
    if (code != 0) return code;
    code = posix_spawnattr_init(&attributes);
    if (code != 0) {
        posix_spawn_file_actions_destroy(&actions);
        return code;
    }
    sigset_t none, all;
    sigemptyset(&none);
    sigfillset(&all);
    short flags = POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF;
#if defined(__APPLE__)
    flags |= POSIX_SPAWN_CLOEXEC_DEFAULT;
#endif
    if ((code = posix_spawnattr_setflags(&attributes, flags)) == 0
        && (code = posix_spawnattr_setsigmask(&attributes, &none)) == 0
        && (code = posix_spawnattr_setsigdefault(&attributes, &all)) == 0
        && (code = add_stream(&actions, input, 0, O_RDONLY)) == 0
        && (code = add_stream(&actions, output, 1, O_WRONLY)) == 0
        && (code = add_stream(&actions, errors, 2, O_WRONLY)) == 0
        && (directory == NULL || (code = posix_spawn_file_actions_addchdir_np(&actions, directory)) == 0)
#if defined(__linux__)
        && (code = posix_spawn_file_actions_addclosefrom_np(&actions, 3)) == 0
#endif
    ) {
        code = posix_spawn(pid, path, &actions, &attributes, argv, envp);
    }
    posix_spawnattr_destroy(&attributes);
    posix_spawn_file_actions_destroy(&actions);
    return code;
}

int cquill_pipe(int fds[2]) {
#if defined(__linux__)
    return pipe2(fds, O_CLOEXEC);
#else
    if (pipe(fds) != 0) return -1;
    fcntl(fds[0], F_SETFD, FD_CLOEXEC);
    fcntl(fds[1], F_SETFD, FD_CLOEXEC);
    return 0;
#endif
}

int cquill_pidfd_open(pid_t pid) {
#if defined(__linux__) && defined(SYS_pidfd_open)
    return (int)syscall(SYS_pidfd_open, pid, 0);
#else
    (void)pid;
    errno = ENOSYS;
    return -1;
#endif
}
