// The selector of CQuillSelector.h. CQUILL_SELECTOR_KQUEUE picks kqueue on Linux too, for
// the compile check against Tests/Shims/kqueue (SelectorKqueueTests).

#include "CQuillSelector.h"

#if defined(__linux__) && !defined(CQUILL_SELECTOR_KQUEUE)

#include <string.h>
#include <sys/epoll.h>

int cquill_selector_create(void) {
    return epoll_create1(EPOLL_CLOEXEC);
}

int cquill_selector_watch(int selector, int fd, bool adding, bool read, bool write) {
    // `struct epoll_event` is packed on x86_64, so it is built here rather than in Swift.
    struct epoll_event event;
    memset(&event, 0, sizeof event);
    event.events = (read ? EPOLLIN : 0) | (write ? EPOLLOUT : 0);
    event.data.fd = fd;
    return epoll_ctl(selector, adding ? EPOLL_CTL_ADD : EPOLL_CTL_MOD, fd, &event);
}

int cquill_selector_remove(int selector, int fd) {
    return epoll_ctl(selector, EPOLL_CTL_DEL, fd, NULL);
}

int cquill_selector_wait(int selector, cquill_selector_event *events, int capacity, int timeout_milliseconds) {
    struct epoll_event ready[CQUILL_SELECTOR_CAPACITY];
    int count = epoll_wait(selector, ready, capacity < CQUILL_SELECTOR_CAPACITY ? capacity : CQUILL_SELECTOR_CAPACITY,
                           timeout_milliseconds);
    for (int index = 0; index < count; index++) {
        events[index].fd = ready[index].data.fd;
        events[index].readable = (ready[index].events & EPOLLIN) != 0;
        events[index].writable = (ready[index].events & EPOLLOUT) != 0;
        events[index].hangup = (ready[index].events & (EPOLLERR | EPOLLHUP)) != 0;
    }
    return count;
}

#else

#include <stddef.h>
#include <stdint.h>
#include <sys/event.h>
#include <time.h>

int cquill_selector_create(void) {
    // A kqueue is not inherited by a child process: close-on-exec as it is.
    return kqueue();
}

int cquill_selector_watch(int selector, int fd, bool adding, bool read, bool write) {
    // Both filters are added with the descriptor and then turned on and off; EV_ADD on a
    // filter already there only changes it.
    (void)adding;
    struct kevent changes[2];
    EV_SET(&changes[0], (uintptr_t)fd, EVFILT_READ, EV_ADD | (read ? EV_ENABLE : EV_DISABLE), 0, 0, NULL);
    EV_SET(&changes[1], (uintptr_t)fd, EVFILT_WRITE, EV_ADD | (write ? EV_ENABLE : EV_DISABLE), 0, 0, NULL);
    return kevent(selector, changes, 2, NULL, 0, NULL);
}

int cquill_selector_remove(int selector, int fd) {
    struct kevent changes[2];
    EV_SET(&changes[0], (uintptr_t)fd, EVFILT_READ, EV_DELETE, 0, 0, NULL);
    EV_SET(&changes[1], (uintptr_t)fd, EVFILT_WRITE, EV_DELETE, 0, 0, NULL);
    return kevent(selector, changes, 2, NULL, 0, NULL);
}

int cquill_selector_wait(int selector, cquill_selector_event *events, int capacity, int timeout_milliseconds) {
    struct kevent ready[CQUILL_SELECTOR_CAPACITY];
    struct timespec timeout = {
        .tv_sec = timeout_milliseconds / 1000,
        .tv_nsec = (long)(timeout_milliseconds % 1000) * 1000000,
    };
    int count = kevent(selector, NULL, 0, ready, capacity < CQUILL_SELECTOR_CAPACITY ? capacity : CQUILL_SELECTOR_CAPACITY,
                       timeout_milliseconds < 0 ? NULL : &timeout);
    // A descriptor ready both ways comes as two events, one per filter.
    for (int index = 0; index < count; index++) {
        events[index].fd = (int)ready[index].ident;
        events[index].readable = ready[index].filter == EVFILT_READ;
        events[index].writable = ready[index].filter == EVFILT_WRITE;
        events[index].hangup = (ready[index].flags & EV_ERROR) != 0;
    }
    return count;
}

#endif
