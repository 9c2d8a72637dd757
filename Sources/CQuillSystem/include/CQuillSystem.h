#ifndef CQUILL_SYSTEM_H
#define CQUILL_SYSTEM_H

// The system calls QuillHTTP's event loop needs that Swift's Glibc module does not
// import: eventfd and accept4 on Linux, and a thread-naming call on both systems; the
// selector (epoll on Linux, kqueue on Darwin: CQuillSelector.h). And the signal handler of
// TerminationSignals, on C11 atomics (lock-free, so async-signal-safe, and on every OS
// version, which Synchronization's Atomic is not).

#include "CQuillSelector.h"

#if defined(__linux__)
#include <sys/eventfd.h>
#include <sys/socket.h>

static const int cquill_eventfd_flags = EFD_NONBLOCK | EFD_CLOEXEC;

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
