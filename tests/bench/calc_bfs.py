#!/usr/bin/env python3
"""calc_bfs.py: a straightforward Python BFS of Calculator: The Game's rules.

It is the yardstick of `make bench` (tests/README.md compares the C engine with it),
written the obvious way: states are (value, store, meta) tuples in a set, the
queue a deque, labels parsed with plain string tests. Only canonical labels as
in core/calc/levels.txt are read. It prints one line per level:
"level N: moves M" so bench.sh can check that it agrees with the C engine.
"""
import sys
from collections import deque

LIMIT = 999999


def apply(button, value, store, meta, save, portal):
    sign = -1 if value < 0 else 1
    digits = str(abs(value))
    if save:
        if value < 0:
            return None
        return value, value, meta
    new_meta = meta
    if button in ('+/-',):
        r = -value
    elif button == '<<':
        r = sign * (abs(value) // 10)
    elif button == 'Reverse':
        r = sign * int(digits[::-1])
    elif button == 'SUM':
        r = sign * sum(int(c) for c in digits)
    elif button == '<Shift':
        r = sign * int(digits[1:] + digits[0])
    elif button == 'Shift>':
        r = sign * int(digits[-1] + digits[:-1])
    elif button == 'Mirror':
        r = sign * int(digits + digits[::-1])
    elif button == 'Inv10':
        r = sign * int(''.join(str((10 - int(c)) % 10) for c in digits))
    elif button == 'Store':
        if store is None:
            return None
        r = sign * int(digits + str(store))
    elif button.startswith('[+]'):
        new_meta = meta + int(button[3:])
        r = value
    elif '=>' in button:
        a, b = button.split('=>')
        r = sign * int(digits.replace(a, b))
    elif button.startswith('^'):
        r = value ** int(button[1:])
    elif button[0] in '+-x/':
        n = int(button[1:])
        n = (abs(n) + meta) * (-1 if n < 0 else 1)
        if button[0] == '+':
            r = value + n
        elif button[0] == '-':
            r = value - n
        elif button[0] == 'x':
            r = value * n
        else:
            if n == 0 or value % n:
                return None
            r = value // n if value * n >= 0 else -(abs(value) // abs(n))
    else:  # append
        tail = button if meta == 0 else str(int(button) + meta)
        r = sign * int(digits + tail)
    if abs(r) > LIMIT:
        return None
    if portal and r != value:
        entry, exit_ = portal
        m = abs(r)
        while m >= 10 ** entry:
            d = (m // 10 ** entry) % 10
            m = (m // 10 ** (entry + 1)) * 10 ** entry + m % 10 ** entry + d * 10 ** exit_
        r = (-1 if r < 0 else 1) * m
    return r, store, new_meta


def solve(level):
    buttons = level['buttons']
    presses = [(b, False) for b in buttons] + [(b, True) for b in buttons if b == 'Store']
    start = (level['start'], None, 0)
    seen = {start}
    queue = deque([(start, 0)])
    while queue:
        (value, store, meta), depth = queue.popleft()
        if value == level['goal']:
            return depth
        if depth == level['moves']:
            continue
        for button, save in presses:
            nxt = apply(button, value, store, meta, save, level.get('portal'))
            if nxt is not None and nxt not in seen:
                seen.add(nxt)
                queue.append((nxt, depth + 1))
    return None


def read_levels(path):
    levels, current = [], {}
    for line in open(path, encoding='utf-8'):
        line = line.split('#')[0].strip()
        if not line:
            if current:
                levels.append(current)
            current = {}
            continue
        key, value = (part.strip() for part in line.split(':', 1))
        if key == 'buttons':
            current[key] = [b.strip() for b in value.split(',')]
        elif key == 'portal':
            current[key] = tuple(int(p) for p in value.split())
        else:
            current[key] = int(value)
    if current:
        levels.append(current)
    return levels


if __name__ == '__main__':
    for level in read_levels(sys.argv[1]):
        print(f"level {level['level']}: moves {solve(level)}")
