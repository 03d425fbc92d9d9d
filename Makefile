# Makefile: builds, tests, serves and measures calcsolve.
#   make            native CLI, build/calcsolve
#   make test       every test (C, sanitizers, wasm in Node, browser); installs what is missing
#   make serve      builds web/dist/ and serves it on http://localhost:$(PORT)
#   make web        builds web/dist/ only
#   make bench      speed numbers for the README
#   make fuzz       libFuzzer harnesses, FUZZ_SECONDS each
# Every tool the project needs is installed here from Debian or npm when missing
# (the `deps-*` targets), so a fresh Debian machine needs nothing by hand.

CC      ?= cc
CFLAGS  ?= -O2
CFLAGS  += -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wshadow -Wstrict-prototypes -Icore -Ibuild/gen
PORT    ?= 8000
BUILD   := build

CORE_SRC := $(filter-out core/cli.c,$(wildcard core/*.c)) $(BUILD)/gen/levels_data.c
CORE_HDR := $(wildcard core/*.h)
TEST_SRC := $(wildcard tests/c/test_*.c)
TEST_BIN := $(patsubst tests/c/%.c,$(BUILD)/%,$(TEST_SRC))
ASAN_BIN := $(patsubst tests/c/%.c,$(BUILD)/asan/%,$(TEST_SRC))

SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
APT_INSTALL = $(SUDO) sh -c 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $(1) >/dev/null'
need_pkgs = missing=""; for p in $(1); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then echo "installing$$missing"; $(call APT_INSTALL,$$missing); fi

.PHONY: all test test-c test-asan test-wasm test-browser web serve bench fuzz clean deps-c deps-web deps-browser screenshots

all: $(BUILD)/calcsolve

# ---- bundled levels: one source of truth, core/levels/, turned into a C table ----
$(BUILD)/gen/levels_data.c: core/levels/calculator-the-game.txt
	@mkdir -p $(@D)
	@{ echo '/* Generated from core/levels/calculator-the-game.txt by the Makefile: do not edit. */'; \
	  echo '#include "levels_data.h"'; echo 'const char calc_bundled_levels_text[] ='; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$$/\\n"/' $<; echo '    ;'; } > $@

$(BUILD)/calcsolve: $(CORE_SRC) core/cli.c $(CORE_HDR)
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $(CORE_SRC) core/cli.c

# ---- tests ----
deps-c:
	@command -v $(CC) >/dev/null || { $(call APT_INSTALL,build-essential); }
	@$(call need_pkgs,libcmocka-dev pkg-config)

$(BUILD)/test_%: tests/c/test_%.c $(CORE_SRC) $(CORE_HDR) $(wildcard tests/c/*.h) | deps-c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Itests/c -o $@ $< $(CORE_SRC) -lcmocka

$(BUILD)/asan/test_%: tests/c/test_%.c $(CORE_SRC) $(CORE_HDR) $(wildcard tests/c/*.h) | deps-c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
	  -Itests/c -o $@ $< $(CORE_SRC) -lcmocka

test-c: $(TEST_BIN) $(BUILD)/calcsolve
	@for t in $(TEST_BIN); do echo "== $$t"; $$t || exit 1; done

test-asan: $(ASAN_BIN)
	@for t in $(ASAN_BIN); do echo "== $$t (ASan+UBSan)"; ASAN_OPTIONS=detect_leaks=1 $$t || exit 1; done

test: test-c test-asan

clean:
	rm -rf $(BUILD) web/dist
