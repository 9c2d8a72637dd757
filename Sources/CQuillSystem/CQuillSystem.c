#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CQuillSystem.h"

#include <errno.h>
#include <pthread.h>
#include <string.h>

#if defined(__linux__)
int cquill_accept_nonblocking(int fd, struct sockaddr *address, socklen_t *length) {
    int accepted;
    do {
        accepted = accept4(fd, address, length, SOCK_NONBLOCK | SOCK_CLOEXEC);
    } while (accepted < 0 && errno == EINTR);
    return accepted;
}

int cquill_set_thread_name(const char *name) {
    char truncated[16];
    strncpy(truncated, name, sizeof truncated - 1);
    truncated[sizeof truncated - 1] = '\0';
    return pthread_setname_np(pthread_self(), truncated);
}
#else
int cquill_set_thread_name(const char *name) {
    return pthread_setname_np(name);
}
#endif
