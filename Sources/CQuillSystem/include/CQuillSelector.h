#ifndef CQUILL_SELECTOR_H
#define CQUILL_SELECTOR_H

// Readiness of file descriptors, level-triggered, behind one small interface: epoll on
// Linux, kqueue on Darwin (CQuillSelector.c). So QuillHTTP's selector is one Swift path,
// built everywhere, and the kqueue half is a few lines of C that a test compiles on Linux
// against a shim of <sys/event.h>.

#include <stdbool.h>

/// What is ready on one descriptor.
typedef struct {
    int fd;
    bool readable;
    bool writable;
    /// The peer hung up or the socket failed.
    bool hangup;
} cquill_selector_event;

/// The most events one `cquill_selector_wait` reports.
#define CQUILL_SELECTOR_CAPACITY 256

/// A new selector's descriptor (close-on-exec), or -1 and errno.
int cquill_selector_create(void);

/// Watches `fd` (`adding`: for the first time) for reading and for writing as asked; 0, or -1 and errno.
int cquill_selector_watch(int selector, int fd, bool adding, bool read, bool write);

/// Stops watching `fd` (before it is closed); 0, or -1 and errno.
int cquill_selector_remove(int selector, int fd);

/// Waits up to `timeout_milliseconds` for readiness and puts what is ready in `events`
/// (at most `capacity`, at most CQUILL_SELECTOR_CAPACITY); their count, or -1 and errno.
int cquill_selector_wait(int selector, cquill_selector_event *events, int capacity, int timeout_milliseconds);

#endif
