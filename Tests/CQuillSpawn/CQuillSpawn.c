#define _GNU_SOURCE
#include "CQuillSpawn.h"

#include <fcntl.h>
#include <signal.h>
#include <spawn.h>

int cquill_spawn(pid_t *pid, const char *path, char *const argv[], char *const envp[],
                 const char *input, const char *output, const char *errors) {
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
        && (code = posix_spawn_file_actions_addopen(&actions, 0, input ? input : "/dev/null", O_RDONLY, 0)) == 0
        && (code = posix_spawn_file_actions_addopen(&actions, 1, output, O_WRONLY | O_CREAT | O_TRUNC, 0644)) == 0
        && (code = posix_spawn_file_actions_addopen(&actions, 2, errors, O_WRONLY | O_CREAT | O_TRUNC, 0644)) == 0
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
