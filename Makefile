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

.PHONY: all test test-c test-asan test-cli test-wasm test-browser test-js web serve bench clean deps-cc deps-c deps-web deps-node deps-browser screenshots

all: $(BUILD)/calcsolve

# ---- bundled levels: one source of truth, core/levels/, turned into a C table ----
$(BUILD)/gen/levels_data.c: core/levels/calculator-the-game.txt
	@mkdir -p $(@D)
	@{ echo '/* Generated from core/levels/calculator-the-game.txt by the Makefile: do not edit. */'; \
	  echo '#include "levels_data.h"'; echo 'const char calc_bundled_levels_text[] ='; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$$/\\n"/' $<; echo '    ;'; } > $@

$(BUILD)/calcsolve: $(CORE_SRC) core/cli.c $(CORE_HDR) | deps-cc
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -o $@ $(CORE_SRC) core/cli.c

# ---- tests ----
deps-cc:
	@command -v $(CC) >/dev/null || { echo "installing build-essential"; $(call APT_INSTALL,build-essential); }

deps-c: deps-cc
	@$(call need_pkgs,libcmocka-dev)

$(BUILD)/test_%: tests/c/test_%.c $(CORE_SRC) $(CORE_HDR) $(wildcard tests/c/*.h) | deps-c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -Itests/c -o $@ $< $(CORE_SRC) $(EXTRA_SRC) -lcmocka

# test_reference compares the engine with its pre-change copy kept in tests/c.
REF_SRC := $(wildcard tests/c/calc_reference_*.c)
$(BUILD)/test_reference $(BUILD)/asan/test_reference: EXTRA_SRC = $(REF_SRC)
$(BUILD)/test_reference $(BUILD)/asan/test_reference: $(REF_SRC)

$(BUILD)/asan/test_%: tests/c/test_%.c $(CORE_SRC) $(CORE_HDR) $(wildcard tests/c/*.h) | deps-c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer \
	  -Itests/c -o $@ $< $(CORE_SRC) $(EXTRA_SRC) -lcmocka

test-c: $(TEST_BIN) $(BUILD)/calcsolve
	@for t in $(TEST_BIN); do echo "== $$t"; $$t || exit 1; done

test-asan: $(ASAN_BIN)
	@for t in $(ASAN_BIN); do echo "== $$t (ASan+UBSan)"; ASAN_OPTIONS=detect_leaks=1 $$t || exit 1; done

# ---- WebAssembly and the page ----
EMCC     ?= emcc
EM_ENV   := NODE_PATH=/usr/share/nodejs
EM_FLAGS := -O2 -std=c11 -Icore -I$(BUILD)/gen -sMODULARIZE -sENVIRONMENT=web,worker \
	-sALLOW_MEMORY_GROWTH -sMAXIMUM_MEMORY=512MB -sABORTING_MALLOC=0 -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0 \
	-sEXPORTED_FUNCTIONS=_cs_calc_solve,_cs_calc_check_button,_cs_calc_levels,_cs_digits_solve,_cs_clock_solve,_cs_free,_cs_heap_in_use \
	-sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString
WASM_SRC := $(CORE_SRC) wasm/api.c
WEB_SRC  := $(wildcard web/*.html web/*.js web/*.mjs web/*.css web/*.svg)
DIST     := web/dist

deps-web:
	@command -v $(EMCC) >/dev/null || { echo "installing emscripten"; $(call APT_INSTALL,emscripten); }
	@command -v node >/dev/null || { $(call APT_INSTALL,nodejs npm); }

# The ES module build (page and Node tests) and the classic single-file build
# (wasm inlined) that calcsolve.html starts from a blob: worker.
$(BUILD)/wasm/calcsolve.mjs: $(WASM_SRC) $(CORE_HDR) | deps-web
	@mkdir -p $(@D)
	$(EM_ENV) $(EMCC) $(EM_FLAGS) -sEXPORT_ES6 -o $@ $(WASM_SRC)

$(BUILD)/wasm/calcsolve-single.js: $(WASM_SRC) $(CORE_HDR) | deps-web
	@mkdir -p $(@D)
	$(EM_ENV) $(EMCC) $(EM_FLAGS) -sSINGLE_FILE -sEXPORT_NAME=createCalcsolve -o $@ $(WASM_SRC)

web: $(DIST)/index.html

$(DIST)/index.html: $(BUILD)/wasm/calcsolve.mjs $(BUILD)/wasm/calcsolve-single.js wasm/engine.mjs $(WEB_SRC) core/levels/calculator-the-game.txt
	@mkdir -p $(DIST)
	cp $(BUILD)/wasm/calcsolve.mjs $(BUILD)/wasm/calcsolve.wasm wasm/engine.mjs $(DIST)/
	cp core/levels/calculator-the-game.txt $(DIST)/levels.txt
	cp $(filter-out web/build-single.mjs,$(WEB_SRC)) $(DIST)/
	node web/build-single.mjs $(BUILD)/wasm/calcsolve-single.js $(DIST)/calcsolve.html

serve: web
	@command -v python3 >/dev/null || { echo "installing python3"; $(call APT_INSTALL,python3); }
	@$(call need_pkgs,media-types)
	@echo "calcsolve: serving $(DIST) on http://localhost:$(PORT)/ (make serve PORT=8080 to change; Ctrl-C stops)"
	cd $(DIST) && python3 -m http.server $(PORT) --bind 127.0.0.1

deps-node: deps-web
	@[ -d node_modules/playwright-core ] || npm ci --no-audit --no-fund

deps-browser: deps-node
	@$(call need_pkgs,chromium)

test-wasm: web deps-node
	node --test tests/wasm/

test-browser: web deps-browser
	node --test --test-concurrency=1 tests/browser/

# All JavaScript-driven tests in one node:test run, so its summary closes `make test`.
test-js: $(BUILD)/calcsolve web deps-browser
	node --test --test-concurrency=1 tests/cli/ tests/wasm/ tests/browser/

screenshots: web deps-browser
	node tests/browser/screenshots.mjs

test-cli: $(BUILD)/calcsolve deps-node
	node --test tests/cli/

test: test-c test-asan fuzz-smoke test-js

# ---- speed: numbers for the README (never asserted by tests) ----
bench: $(BUILD)/calcsolve web
	bash tests/bench/bench.sh

# ---- fuzzing and the other hardening passes: tests/fuzz/fuzz.mk ----
include tests/fuzz/fuzz.mk

clean:
	rm -rf $(BUILD) web/dist
