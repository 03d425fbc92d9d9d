#!/usr/bin/env python3
# pty_run.py: runs calcsolve under a pseudo-terminal through a script of steps,
# as a person at a keyboard would, for tests/cli/terminal.test.mjs (one
# Ctrl-D ends typed input, Ctrl-C while typing, the greeting, the progress
# line). Standard input, output and error are all the terminal.
#
#   python3 pty_run.py BINARY STEPS_JSON ARG...
# STEPS_JSON is a list of ["wait", text, seconds] (until text has appeared in
# the transcript), ["send", text] (bytes typed as is: "\r" Enter, "\u0004"
# Ctrl-D, "\u0003" Ctrl-C) and ["sleep", seconds]. Prints a JSON object:
# {"transcript": ..., "status": exit status or -signal, "timed_out": bool}.
import json
import os
import pty
import select
import sys
import time


def read_some(fd, transcript, seconds):
    ready, _, _ = select.select([fd], [], [], seconds)
    if not ready:
        return transcript, True
    try:
        chunk = os.read(fd, 4096)
    except OSError:
        return transcript, False
    return transcript + chunk, bool(chunk)


def main():
    binary, steps, args = sys.argv[1], json.loads(sys.argv[2]), sys.argv[3:]
    pid, fd = pty.fork()
    if pid == 0:
        os.execv(binary, [binary] + args)
    transcript, timed_out, alive = b'', False, True
    for step in steps:
        if step[0] == 'send':
            os.write(fd, step[1].encode())
        elif step[0] == 'sleep':
            time.sleep(step[1])
        elif step[0] == 'wait':
            deadline = time.monotonic() + step[2]
            while alive and step[1].encode() not in transcript and time.monotonic() < deadline:
                transcript, alive = read_some(fd, transcript, max(0.01, deadline - time.monotonic()))
            timed_out |= step[1].encode() not in transcript
    deadline = time.monotonic() + 15
    status = None
    while status is None and time.monotonic() < deadline:
        transcript, _ = read_some(fd, transcript, 0.05)
        done, raw = os.waitpid(pid, os.WNOHANG)
        if done:
            status = os.waitstatus_to_exitcode(raw)
    if status is None:
        timed_out = True
        os.kill(pid, 9)
        status = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
    while True:  # what is left after the exit
        transcript, more = read_some(fd, transcript, 0.05)
        if not more:
            break
    print(json.dumps({'transcript': transcript.decode('utf-8', 'replace'), 'status': status, 'timed_out': timed_out}))


main()
