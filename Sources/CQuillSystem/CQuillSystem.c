#if defined(__linux__)
#define _GNU_SOURCE
#endif
#include "CQuillSystem.h"

#include <errno.h>
#include <pthread.h>
#include <stdatomic.h>
#include <string.h>
#include <unistd.h>

// A slot is free while its descriptor is -1; its mask is set after the descriptor is
// claimed and cleared before it is released, so the handler never writes to a pipe
// whose slot is being given back with a mask of the next owner.
static _Atomic int signal_descriptors[CQUILL_SIGNAL_SLOTS] = {
    -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1, -1,
};
static _Atomic uint64_t signal_masks[CQUILL_SIGNAL_SLOTS];

_Static_assert(ATOMIC_INT_LOCK_FREE == 2, "the signal handler needs lock-free atomics");
_Static_assert(ATOMIC_LLONG_LOCK_FREE == 2, "the signal handler needs lock-free atomics");

int cquill_signals_claim(int fd, uint64_t mask) {
    for (int slot = 0; slot < CQUILL_SIGNAL_SLOTS; slot++) {
        int expected = -1;
        if (atomic_compare_exchange_strong(&signal_descriptors[slot], &expected, fd)) {
            atomic_store(&signal_masks[slot], mask);
            return slot;
        }
    }
    return -1;
}

void cquill_signals_release(int slot) {
    atomic_store(&signal_masks[slot], 0);
    atomic_store(&signal_descriptors[slot], -1);
}

void cquill_signals_handler(int number) {
    int saved = errno;
    unsigned char byte = (unsigned char)number;
    for (int slot = 0; slot < CQUILL_SIGNAL_SLOTS; slot++) {
        if ((atomic_load(&signal_masks[slot]) & ((uint64_t)1 << number)) == 0) continue;
        int fd = atomic_load(&signal_descriptors[slot]);
        if (fd >= 0) (void)write(fd, &byte, 1);
    }
    errno = saved;
}

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
