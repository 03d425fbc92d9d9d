#!/usr/bin/env python3
"""make_seeds.py: writes the checked-in seed corpora of the libFuzzer harnesses.

    python3 tests/fuzz/make_seeds.py      (or: make fuzz-seeds)

tests/fuzz/corpus/<harness>/ gets one file per seed: the 199 bundled levels
(one file per level) and the test vectors of tests/c/ (button labels and their
aliases, parser errors, Digits puzzles, clock arguments), and for the game
interface's harness each game's questions, the game named by its place in the
one list of games (core/games.c). Seeds only: the
corpora libFuzzer grows live under build/fuzz/corpus/, never here. The
directories are rewritten from scratch, so the script is the one source.
"""
import os
import re
import shutil

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))
LEVELS = os.path.join(ROOT, "core", "calc", "levels.txt")
GAMES_C = os.path.join(ROOT, "core", "games.c")


def read_levels():
    """The blocks of the levels file, comments dropped, one string per level."""
    with open(LEVELS, encoding="utf-8") as f:
        text = f.read()
    blocks, current = [], []
    for line in text.splitlines():
        if line.startswith("#"):
            continue
        if not line.strip():
            if current:
                blocks.append("\n".join(current) + "\n")
                current = []
            continue
        current.append(line)
    if current:
        blocks.append("\n".join(current) + "\n")
    return blocks


def write(harness, name, data):
    path = os.path.join(HERE, "corpus", harness, name)
    if isinstance(data, str):
        data = data.encode("utf-8")
    with open(path, "wb") as f:
        f.write(data)


def level_number(block):
    m = re.search(r"^level:\s*(\d+)", block, re.M)
    return int(m.group(1)) if m else 0


# ---- level parser and calc_run ----

LEVEL_VECTORS = {
    "two-levels-crlf": "# two levels\r\nlevel: 7\r\nSTART: -5 # a comment\r\ngoal: 5\r\nmoves: 3\r\n"
                       "buttons: +2, +2 , x-1\r\n\r\n\r\nstart: 1\ngoal: 2\nmoves: 1\nbuttons: +1\nportal: 4, 0",
    "portal-199": "level: 199\nstart: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n",
    "store-classic": "start: 9\ngoal: 3001\nmoves: 9\nbuttons: 39=>93, /3, Store, 31=>00\n",
    "meta": "start: 3\ngoal: 44\nmoves: 5\nbuttons: [+]1, +2, x2, 1\nportal: 2 0\n",
    "aliases": "start: 0\ngoal: 10\nmoves: 4\nbuttons: \u00d73, \u00f72, pad 5, x\u00b2, Rev, shift<, < Shift, + / -, \u22127, [+] 2\n",
    "explode": "start: 0\ngoal: 999999\nmoves: 99\nbuttons: +1, x2, Reverse, Inv10, SUM, Mirror, <Shift, Shift>, 3=>1, 7\n",
    "store-explode": "start: 1\ngoal: -999999\nmoves: 99\nbuttons: Store, [+]1, x-3, 9, <<, Mirror, +/-, ^2, /2, 0=>1\n",
    "unreachable": "start: 1\ngoal: 3\nmoves: 99\nbuttons: x2\n",
    "trivial": "start: 7\ngoal: 7\nmoves: 3\nbuttons: +2\n",
    "wide-values": "start: -999999\ngoal: 999999\nmoves: 2\nbuttons: x-1, ^63, 123456789012345678, 9=>999999999999999999\n",
    "err-missing": "goal: 2\nmoves: 2\nbuttons: +1\n",
    "err-moves": "start: 0\ngoal: 2\nmoves: 100\nbuttons: +1\n",
    "err-eleven-buttons": "start: 0\ngoal: 2\nmoves: 2\nbuttons: +1,+2,+3,+4,+5,+6,+7,+8,+9,+10,+11\n",
    "err-portal": "start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\nportal: 0 2\n",
    "err-unknown-key": "start: 0\ncolour: red\n",
    "err-twice": "start: 0\nstart: 1\n",
    "err-no-colon": "start 0\n",
    "err-second-level": "start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n\nstart: 0\ngoal: 2\nbuttons: +1\n",
    "err-html": "level: <img src=x onerror=alert(1)>\nstart: \"\\\u0001\n",
    "comment-only": "# only a comment\n\n\n",
}

# ---- button labels ----

BUTTONS = [
    "+3", "-7", "x-4", "/3", "0", "34", "00", "+/-", "<<", "4=>5", "34=>89", "23=>5", "2=>00", "33=>12",
    "^3", "^2", "Reverse", "SUM", "<Shift", "Shift>", "Mirror", "Inv10", "Store", "[+]2", "x1000",
    "123456789012345678", "9=>999999999999999999", "^63", "x0",
    # aliases
    "*3", "\u00d73", "X-4", "\u00f72", "pad 5", "PAD05", "007", "x^2", "x\u00b2", "x\u00b3", "^4", "Rev",
    "reverse", "sum", "< Shift", "Shift<", "shift >", "MIRROR", "[+] 2", "store", "inv10", " 3 => 5 ",
    "+ / -", "- 7", "\u22127",
    # rejected
    "x", "foo", "/0", "3=>", "=>3", "a=>b", "^99", "+", "[+]x", "1234567890123456789", "",
    "1234567890123456789=>1", "<img src=x onerror=alert(1)>", "\"\\\t\u0001",
]

# ---- Digits: flag byte (bit 0 all, bit 1 JSON), target, NUL, numbers ----

DIGITS = {
    "415": ("415", "1,2,3,4,5,6"),
    "spaces": ("415", "1 2 3 4 5 6"),
    "nyt-1": ("462", "3 5 7 10 15 25"),
    "nyt-2": ("234", "2 3 5 11 15 20"),
    "two": ("3", "1,2"),
    "dupes": ("8", "2 2 2 2"),
    "unreachable": ("1000", "1 1"),
    "large": ("123456789", "999999937 999999929 999999893 999999883 999999797 999999761"),
    "max": ("9007199254740991", "4294967295 4294967295 4294967295"),
    "err-empty": ("", ""),
    "err-zero": ("0", "1,2"),
    "err-commas": ("10", "1,,2"),
    "err-trailing": ("10", "1,2,"),
    "err-seven": ("10", "1 2 3 4 5 6 7"),
    "err-one": ("10", "5"),
    "err-big": ("10", "4294967296 1"),
    "err-html": ("<img src=x onerror=alert(1)>", "<img src=x onerror=alert(1)>"),
}

# ---- clock: flag byte (bit 0 JSON, bit 1 tiny budget), n, NUL, k ----

CLOCK = {
    "4-2": ("4", "2"),
    "2-1": ("2", "1"),
    "3-3": ("3", "3"),
    "5-4": ("5", "4"),
    "16-1": ("16", "1"),
    "5-9": ("5", "9"),
    "err-cap": ("6", "9"),
    "err-n": ("1", "2"),
    "err-k": ("4", "0"),
    "err-text": ("x", "2"),
    "err-html": ("<img src=x onerror=alert(1)>", "\"\\"),
}

# ---- the game interface (fuzz_games.c): game byte, selector byte, text, NUL, second string ----

QUESTIONS = {"solve": 0, "solve-all": 1, "hint": 2, "play": 3, "read": 4, "check": 5, "fields": 6, "by-name": 7}
FLAGS = {"browser": 8, "classic": 16, "display-3": 32}
PORTAL_199 = "start: 3002\ngoal: 3507\nmoves: 6\nbuttons: 7, 3=>5, Inv10, Shift>\nportal: 4 0\n"

# name: (game, question, flags, text, second)
GAMES = {
    "by-name": ("calculator", "by-name", (), "digits", "target: 10\nnumbers: 2 5\n"),
    "calc-all": ("calculator", "solve-all", (), "start: 0\ngoal: 2\nmoves: 2\nbuttons: +1\n\n"
                 "start: 1\ngoal: 4\nmoves: 2\nbuttons: x2\n", ""),
    "calc-check": ("calculator", "check", ("display-3",), "buttons", "x 4, 3 => 5"),
    "calc-fields": ("calculator", "fields", ("browser",), "", ""),
    "calc-hint-store": ("calculator", "hint", (), "start: 5\ngoal: 55\nmoves: 2\nbuttons: Store, +1\nstore: 5\n", ""),
    "calc-play": ("calculator", "play", (), PORTAL_199, "7"),
    "calc-play-save": ("calculator", "play", ("classic",),
                       "start: 4\ngoal: 44\nmoves: 3\nbuttons: Store, [+]1, +2\noffset: 1\n", "Store:save"),
    "calc-read": ("calculator", "read", (), "# a comment\nlevel: 9\nstart: 1\ngoal: 4\nmoves: 2\nbuttons: x2\n", ""),
    "calc-solve": ("calculator", "solve", (), PORTAL_199, ""),
    "clock-hint": ("clock", "hint", (), "n: 4\nk: 2\nboard: 1 0 2 1\nhand: 2\nround: 9\n", ""),
    "clock-play": ("clock", "play", ("browser",), "n: 4\nk: 2\nboard: 0 1 0 1\nhand: 3\nround: 4\n", "X"),
    "clock-play-wait": ("clock", "play", (), "n: 4\nk: 2\n", "wait"),
    "clock-play-won": ("clock", "play", (), "n: 3\nk: 1\nboard: 0 0 0\nhand: 1\n", " 0"),
    "clock-solve": ("clock", "solve", ("browser",), "n: 4\nk: 2\n", ""),
    "digits-hint": ("digits", "hint", (), "target: 831\nnumbers: 1 3 7 10 25 50\n", ""),
    "digits-play": ("digits", "play", (), "target: 415\nnumbers: 1 2 3 4 5 6\npool: 1 2 12 5 6\n", "12 + 2"),
    "digits-solve": ("digits", "solve", (), "target: 415\nnumbers: 1 2 3 4 5 6\n", ""),
}


def game_places():
    """Each game's place in the one list of games: the X(name) lines of CS_GAME_LIST in core/games.c."""
    with open(GAMES_C, encoding="utf-8") as f:
        text = f.read()
    macro = re.search(r"#define CS_GAME_LIST\(X\)((?:.*\\\n)*.*)", text)
    names = re.findall(r"\bX\((\w+)\)", macro.group(1))
    assert names, "no games in " + GAMES_C
    return {name: i for i, name in enumerate(names)}


def main():
    corpus = os.path.join(HERE, "corpus")
    for harness in ("levels", "button", "solve", "digits", "clock", "games"):
        shutil.rmtree(os.path.join(corpus, harness), ignore_errors=True)
        os.makedirs(os.path.join(corpus, harness))

    blocks = read_levels()
    assert len(blocks) == 199, len(blocks)
    for block in blocks:
        n = level_number(block)
        write("levels", "level-%03d.txt" % n, block)
        # solve: flags cycle through default/classic and counting; every 7th on a smaller display
        flags = n % 4
        digits = 0
        listed = 5 + n % 20
        write("solve", "level-%03d" % n, bytes([flags, digits, listed]) + block.encode())
    for name, text in LEVEL_VECTORS.items():
        write("levels", name + ".txt", text)
        write("solve", name, bytes([2, 0, 100]) + text.encode())
        write("solve", name + "-classic", bytes([3, 0, 100]) + text.encode())
    # small displays and an 18-digit one
    write("solve", "display-3", bytes([2, 3, 50]) + b"start: 1\ngoal: 999\nmoves: 6\nbuttons: x2, 9, Mirror, <<\n")
    write("solve", "display-18", bytes([2, 18, 50]) +
          b"start: 999999999999999999\ngoal: 1\nmoves: 3\nbuttons: x10, +1, ^2, 9, SUM, Store\n")

    for i, label in enumerate(BUTTONS):
        write("button", "label-%02d" % i, label.encode("utf-8") + b"\x00" + bytes([i, 255 - i, 7]))

    for name, (target, numbers) in DIGITS.items():
        for flags in (0, 3):
            write("digits", "%s-%d" % (name, flags), bytes([flags]) + target.encode() + b"\x00" + numbers.encode())

    for name, (n, k) in CLOCK.items():
        for flags in (0, 1):
            write("clock", "%s-%d" % (name, flags), bytes([flags]) + n.encode() + b"\x00" + k.encode())

    places = game_places()
    for name, (game, question, flags, text, second) in GAMES.items():
        selector = QUESTIONS[question] | sum(FLAGS[f] for f in flags)
        write("games", name, bytes([places[game], selector]) + text.encode() + b"\x00" + second.encode())


if __name__ == "__main__":
    main()
