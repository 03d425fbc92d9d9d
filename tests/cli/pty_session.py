#!/usr/bin/env python3
# pty_session.py: drives calcsolve under a pseudo-terminal, as a person at a
# keyboard would (tests/cli/hostile.test.mjs and play.test.mjs run it and check
# what it prints). Two sessions:
#   interactive  starts a long search, presses Ctrl-C (the byte 0x03, which the
#                terminal turns into SIGINT), then solves a small level in the
#                same session and leaves with a second Ctrl-C at the prompt;
#   play         plays bundled level 199 by asking `?` and pressing the button
#                the hint names, to "Solved"; then plays level 1 and leaves with
#                Ctrl-C at the prompt.
#
#   python3 pty_session.py BINARY [interactive|play]
# Prints a JSON object: {"transcript": ..., "status": exit status or -signal,
# "timed_out": bool} (play: "status" of the first run, "cancelled_status" of the second).
import json
import os
import re
import pty
import select
import sys
import time

LONG = ['0', '-1', '99', '+1', 'x2', 'Reverse', 'Store', '[+]1', 'Inv10', '<Shift', '3=>1', 'Mirror', '7', '', 'n']
SMALL = ['0', '2', '2', '+1', '', 'n']


class Session:
    """One run of the binary on a pseudo-terminal, and what it printed."""

    def __init__(self, binary, args):
        self.pid, self.fd = pty.fork()
        if self.pid == 0:
            os.execv(binary, [binary] + args)
        self.transcript = b''
        self.timed_out = False

    def read_until(self, marker, seconds=20, times=1):
        """Reads until marker has appeared `times` times in the whole transcript."""
        deadline = time.monotonic() + seconds
        while self.transcript.count(marker) < times:
            left = deadline - time.monotonic()
            if left <= 0:
                self.timed_out = True
                return False
            ready, _, _ = select.select([self.fd], [], [], left)
            if ready:
                try:
                    chunk = os.read(self.fd, 4096)
                except OSError:
                    return False
                if not chunk:
                    return False
                self.transcript += chunk
        return True

    def answer(self, lines):
        for line in lines:
            os.write(self.fd, line.encode() + b'\r')
            time.sleep(0.02)

    def interrupt(self):
        os.write(self.fd, b'\x03')

    def finish(self, seconds=10):
        """Waits for the exit (reading what is left): its status, or -9 after a kill."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            try:
                ready, _, _ = select.select([self.fd], [], [], 0.1)
                if ready:
                    self.transcript += os.read(self.fd, 4096)
            except OSError:
                pass
            done, raw = os.waitpid(self.pid, os.WNOHANG)
            if done:
                return os.waitstatus_to_exitcode(raw)
        self.timed_out = True
        os.kill(self.pid, 9)
        return os.waitstatus_to_exitcode(os.waitpid(self.pid, 0)[1])

    def text(self):
        return self.transcript.decode('utf-8', 'replace')


def interactive(binary):
    s = Session(binary, ['interactive', '--max-states', '1000000000'])
    ok = s.read_until(b'Enter start value: ')
    if ok:
        s.answer(LONG)
        # the search is under way once its progress line shows (a terminal gets one); it
        # takes seconds, so a press then lands inside it. (The answers are typed ahead, so
        # their echo and the prompts interleave as the machine's load has it: no marker of
        # them is waited for.)
        ok = s.read_until(b'searching', 30)
        s.interrupt()
        ok = ok and s.read_until(b'Solve again (y/n): ')
    if ok:
        s.answer(['y'])
        ok = s.read_until(b'Enter start value: ', 5, times=2)
        s.answer(SMALL)
        ok = ok and s.read_until(b'Solve again (y/n): ', 20, times=2)
    if ok:
        s.interrupt()
    status = s.finish()
    return {'transcript': s.text(), 'status': status, 'timed_out': s.timed_out}


def play(binary):
    prompt = b'q quit): '
    s = Session(binary, ['play', '199'])
    ok = s.read_until(prompt)
    prompts = 1
    while ok and prompts < 40:
        s.answer(['?'])
        prompts += 1
        ok = s.read_until(prompt, times=prompts)
        hints = re.findall(rb'Hint: press (\S+)', s.transcript)
        if not ok or not hints:
            break
        s.answer(['"' + hints[-1].decode() + '"'])  # in quotes: the button 7, not move number 7
        prompts += 1
        ok = s.read_until(prompt, times=prompts)  # False once solved: the game has ended
    status = s.finish()
    again = Session(binary, ['play', '1'])
    if again.read_until(prompt):
        again.interrupt()
    cancelled = again.finish()
    return {'transcript': s.text(), 'status': status, 'cancelled_status': cancelled,
            'cancelled_transcript': again.text(), 'timed_out': s.timed_out or again.timed_out}


def main():
    binary = sys.argv[1]
    scenario = sys.argv[2] if len(sys.argv) > 2 else 'interactive'
    print(json.dumps(play(binary) if scenario == 'play' else interactive(binary)))


main()
