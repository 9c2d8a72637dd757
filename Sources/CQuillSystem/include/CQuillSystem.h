#ifndef CQUILL_SYSTEM_H
#define CQUILL_SYSTEM_H

// The system calls QuillHTTP's event loop needs that Swift's Glibc module does not
// import: epoll, eventfd and accept4 on Linux, and a thread-naming call on both systems.
// Darwin needs nothing else here: kqueue comes from the Darwin module. And the signal
// handler of TerminationSignals, on C11 atomics (lock-free, so async-signal-safe, and on
// every OS version, which Synchronization's Atomic is not).

#if defined(__linux__)
#include <stdint.h>
#include <string.h>
#include <sys/epoll.h>
#include <sys/eventfd.h>
#include <sys/socket.h>

static const uint32_t cquill_epoll_in = EPOLLIN;
static const uint32_t cquill_epoll_out = EPOLLOUT;
static const uint32_t cquill_epoll_err = EPOLLERR;
static const uint32_t cquill_epoll_hup = EPOLLHUP;
static const int cquill_epoll_cloexec = EPOLL_CLOEXEC;
static const int cquill_eventfd_flags = EFD_NONBLOCK | EFD_CLOEXEC;

/// Registers, changes (`EPOLL_CTL_*`) or removes `fd`, with `fd` itself as the event's data.
/// `struct epoll_event` is packed on x86_64, so it is built here rather than in Swift.
static inline int cquill_epoll_ctl(int epfd, int op, int fd, uint32_t events) {
    struct epoll_event event;
    memset(&event, 0, sizeof event);
    event.events = events;
    event.data.fd = fd;
    return epoll_ctl(epfd, op, fd, &event);
}

/// The number of bytes one `struct epoll_event` takes in an array.
static inline size_t cquill_epoll_event_size(void) { return sizeof(struct epoll_event); }

/// The flags of `events[index]`.
static inline uint32_t cquill_epoll_event_flags(const struct epoll_event *events, int index) {
    return events[index].events;
}

/// The descriptor `cquill_epoll_ctl` stored in `events[index]`.
static inline int cquill_epoll_event_fd(const struct epoll_event *events, int index) {
    return events[index].data.fd;
}

/// `accept4(fd, address, length, SOCK_NONBLOCK | SOCK_CLOEXEC)`, retried on EINTR;
/// in the .c file because accept4 is declared only with _GNU_SOURCE.
int cquill_accept_nonblocking(int fd, struct sockaddr *address, socklen_t *length);
#endif

#include <stdint.h>

/// How many pipes `cquill_signals_claim` can hold at once.
#define CQUILL_SIGNAL_SLOTS 16

/// Gives the pipe's write end `fd` every later signal whose bit (`1 << number`) is in
/// `mask`: the slot taken, or -1 when all are taken. Signals are routed only to pipes
/// that claimed them; `cquill_signals_handler` must be the signals' handler.
int cquill_signals_claim(int fd, uint64_t mask);

/// Frees a slot `cquill_signals_claim` gave.
void cquill_signals_release(int slot);

/// The handler to set with `signal`: writes the signal's number (one byte) to every
/// claimed pipe that asked for it, and does nothing else.
void cquill_signals_handler(int number);

/// Names the calling thread (at most 15 bytes are kept on Linux); 0 or an errno.
int cquill_set_thread_name(const char *name);

#endif
