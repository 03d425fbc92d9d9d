#!/usr/bin/env python3
# pty_session.py: drives `calcsolve interactive` under a pseudo-terminal, as a
# person at a keyboard would (tests/cli/hostile.test.mjs runs it and checks what
# it prints). It starts a long search, presses Ctrl-C (the byte 0x03, which the
# terminal turns into SIGINT), then solves a small level in the same session and
# leaves with a second Ctrl-C at the prompt.
#
#   python3 pty_session.py BINARY
# Prints a JSON object: {"transcript": ..., "status": exit status or -signal, "timed_out": bool}.
import json
import os
import pty
import select
import sys
import time

LONG = ['0', '-1', '99', '+1', 'x2', 'Reverse', 'Store', '[+]1', 'Inv10', '<Shift', '3=>1', 'Mirror', '7', '', 'n']
SMALL = ['0', '2', '2', '+1', '', 'n']


def main():
    binary = sys.argv[1]
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary, 'interactive', '--max-states', '1000000000'])
    transcript = b''
    timed_out = False

    def read_until(marker, seconds=20, times=1):
        """Reads until marker has appeared `times` times in the whole transcript."""
        nonlocal transcript, timed_out
        deadline = time.monotonic() + seconds
        while transcript.count(marker) < times:
            left = deadline - time.monotonic()
            if left <= 0:
                timed_out = True
                return False
            ready, _, _ = select.select([fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(fd, 4096)
                except OSError:
                    return False
                if not chunk:
                    return False
                transcript += chunk
        return True

    def answer(lines):
        for line in lines:
            os.write(fd, line.encode() + b'\r')
            time.sleep(0.02)

    ok = read_until(b'Enter start value: ')
    if ok:
        answer(LONG)
        # the search is under way once the portal question is answered; it takes
        # seconds, so a press shortly after lands inside it
        ok = read_until(b'(y/n): n')
        time.sleep(0.5)
        os.write(fd, b'\x03')
        ok = ok and read_until(b'Solve again (y/n): ')
    if ok:
        answer(['y'])
        ok = read_until(b'Enter start value: ', 5, times=2)
        answer(SMALL)
        ok = ok and read_until(b'Solve again (y/n): ', 20, times=2)
    if ok:
        os.write(fd, b'\x03')
    deadline = time.monotonic() + 10
    status = None
    while time.monotonic() < deadline:
        try:
            ready, _, _ = select.select([fd], [], [], 0.1)
            if ready:
                chunk = os.read(fd, 4096)
                transcript += chunk
        except OSError:
            pass
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(raw)
            break
    if status is None:
        timed_out = True
        os.kill(pid, 9)
        status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    print(json.dumps({'transcript': transcript.decode('utf-8', 'replace'), 'status': status, 'timed_out': timed_out}))


main()
