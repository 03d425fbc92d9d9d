# Makefile: builds, tests, serves and measures calcsolve.
#   make            native CLI, build/calcsolve
#   make test       every test (C, sanitizers, fuzz smoke, wasm in Node, browser); installs what is missing
#   make check      the quick edit-test loop: C unit tests, CLI tests, one browser smoke test
#   make serve      builds web/dist/ and serves it on http://localhost:$(PORT)
#   make web        builds web/dist/ only
#   make bench      speed numbers (tests/README.md)
#   make fuzz       libFuzzer harnesses, FUZZ_SECONDS each
# Every tool the project needs is installed from Debian or npm when missing by one script,
# tests/deps.sh (the `deps-*` targets below), so a fresh Debian machine needs nothing by hand.

CC      ?= cc
CFLAGS  ?= -O2
PORT    ?= 8000
BUILD   := build

# ---- the engine's sources: core/ (shared), one folder per game, core/cli/ the front end ----
# A new game folder is picked up by these wildcards, its bundled puzzles too (core/GAME/levels.txt,
# made into a C table by the rule of bundled levels below): nothing to add here.
GAME_DIRS   := $(filter-out core/cli/,$(sort $(dir $(wildcard core/*/*.c))))
BUNDLED_SRC := $(patsubst core/%/levels.txt,$(BUILD)/gen/%_levels_data.c,$(wildcard $(addsuffix levels.txt,$(GAME_DIRS))))
LEVELS      := core/calc/levels.txt# the first game's: web/dist/levels.txt and the fuzzers' seeds
CORE_SRC    := $(wildcard core/*.c $(addsuffix *.c,$(GAME_DIRS))) $(BUNDLED_SRC)
CORE_HDR  := $(wildcard core/*.h core/*/*.h)
CLI_SRC   := $(wildcard core/cli/*.c)
INCLUDES  := -Icore $(patsubst %/,-I%,$(GAME_DIRS)) -I$(BUILD)/gen
CFLAGS    += -std=c11 -D_POSIX_C_SOURCE=200809L -Wall -Wextra -Wshadow -Wstrict-prototypes $(INCLUDES)
ASAN_FLAGS := -O1 -g -fsanitize=address,undefined -fno-sanitize-recover=all -fno-omit-frame-pointer

# T=calc runs one suite (make test-c T=calc); by default every tests/c/test_*.c.
T        ?= *
TEST_SRC := $(wildcard tests/c/test_$(T).c)
TEST_BIN := $(patsubst tests/c/%.c,$(BUILD)/%,$(TEST_SRC))
ASAN_BIN := $(patsubst tests/c/%.c,$(BUILD)/asan/%,$(TEST_SRC))

.PHONY: all test check check-js test-c test-asan test-cli test-wasm test-browser test-js test-package package web serve bench clean screenshots

# ---- what each command needs: tests/deps.sh checks and installs exactly what is missing ----
# deps-test and deps-serve are everything `make test` and `make serve` need, checked first;
# the narrower deps-GROUP targets let a single target (make test-c, make web) stand alone.
deps-%:
	@sh tests/deps.sh $*

all: $(BUILD)/calcsolve

# ---- bundled levels: each game folder's levels.txt, the one copy, turned into a C table ----
# core/GAME/levels.txt becomes const char GAME_bundled_levels_text[] (GAME the folder's name),
# which the game's code declares and its cs_game.bundled_text returns; kept between builds.
.SECONDARY: $(BUNDLED_SRC)
$(BUILD)/gen/%_levels_data.c: core/%/levels.txt
	@mkdir -p $(@D)
	@{ echo '/* Generated from $< by the Makefile: do not edit. */'; \
	  echo 'extern const char $*_bundled_levels_text[];'; echo 'const char $*_bundled_levels_text[] ='; \
	  sed -e 's/\\/\\\\/g' -e 's/"/\\"/g' -e 's/^/    "/' -e 's/$$/\\n"/' $<; echo '    ;'; } > $@

# ---- the engine, compiled once: build/libcalcsolve.a, and once more under ASan+UBSan ----
# Every binary (CLI, tests, benchmarks; fuzzers in fuzz.mk) links one of these.
CORE_OBJ := $(patsubst %.c,$(BUILD)/obj/%.o,$(CORE_SRC))
ASAN_OBJ := $(patsubst %.c,$(BUILD)/asan/obj/%.o,$(CORE_SRC))

$(BUILD)/obj/%.o: %.c | deps-c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/asan/obj/%.o: %.c | deps-c
	@mkdir -p $(@D)
	$(CC) $(CFLAGS) $(ASAN_FLAGS) -MMD -MP -c -o $@ $<

$(BUILD)/libcalcsolve.a: $(CORE_OBJ)
	@rm -f $@
	$(AR) rcs $@ $^

$(BUILD)/asan/libcalcsolve.a: $(ASAN_OBJ)
	@rm -f $@
	$(AR) rcs $@ $^

-include $(CORE_OBJ:.o=.d) $(ASAN_OBJ:.o=.d)

# `calcsolve --version` prints package.json's version (one source of truth).
VERSION := $(shell sed -n 's/^ *"version": *"\([^"]*\)".*/\1/p' package.json | head -1)

$(BUILD)/calcsolve: $(CLI_SRC) $(CORE_HDR) $(wildcard core/cli/*.h) $(BUILD)/libcalcsolve.a package.json | deps-c
	$(CC) $(CFLAGS) -DCALCSOLVE_VERSION='"$(VERSION)"' -o $@ $(CLI_SRC) $(BUILD)/libcalcsolve.a

# ---- games of the test build only: each folder tests/games/NAME/ (its game.c fills in
# cs_game_NAME) joins the one list of games through core/games.c's CS_EXTRA_GAMES hook,
# core/games.c being compiled once more with it into every C test, the fuzzer of the game
# interface and $(BUILD)/calcsolve-test-games (the CLI with them, for tests/cli/); the
# product's CLI, wasm and package are built from $(CORE_SRC) alone, without them.
TEST_GAMES        := $(notdir $(patsubst %/,%,$(sort $(dir $(wildcard tests/games/*/*.c)))))
TEST_GAMES_SRC    := core/games.c $(wildcard tests/games/*/*.c)
TEST_GAMES_DEP    := $(TEST_GAMES_SRC) $(wildcard tests/games/*/*.h)
TEST_GAMES_CFLAGS := -D'CS_EXTRA_GAMES(X)=$(foreach g,$(TEST_GAMES),X($(g)))'

$(BUILD)/calcsolve-test-games: $(CLI_SRC) $(TEST_GAMES_DEP) $(CORE_HDR) $(wildcard core/cli/*.h) $(BUILD)/libcalcsolve.a package.json | deps-c
	$(CC) $(CFLAGS) $(TEST_GAMES_CFLAGS) -DCALCSOLVE_VERSION='"$(VERSION)"' -o $@ $(CLI_SRC) $(TEST_GAMES_SRC) $(BUILD)/libcalcsolve.a

# built with the C tests, and before the CLI tests that run it
$(TEST_BIN): | $(BUILD)/calcsolve-test-games
test-cli test-js check-js: $(BUILD)/calcsolve-test-games

# ---- tests ----
$(BUILD)/test_%: tests/c/test_%.c $(CORE_HDR) $(wildcard tests/c/*.h) $(TEST_GAMES_DEP) $(BUILD)/libcalcsolve.a | deps-c
	$(CC) $(CFLAGS) $(TEST_GAMES_CFLAGS) -Itests/c -o $@ $< $(EXTRA_SRC) $(TEST_GAMES_SRC) $(BUILD)/libcalcsolve.a -lcmocka

# test_reference compares the engine with its pre-change copy kept in tests/c.
REF_SRC := $(wildcard tests/c/calc_reference_*.c)
$(BUILD)/test_reference $(BUILD)/asan/test_reference $(BUILD)/test_ladder $(BUILD)/asan/test_ladder: EXTRA_SRC = $(REF_SRC)
$(BUILD)/test_reference $(BUILD)/asan/test_reference $(BUILD)/test_ladder $(BUILD)/asan/test_ladder: $(REF_SRC)

$(BUILD)/asan/test_%: tests/c/test_%.c $(CORE_HDR) $(wildcard tests/c/*.h) $(TEST_GAMES_DEP) $(BUILD)/asan/libcalcsolve.a | deps-c
	$(CC) $(CFLAGS) $(ASAN_FLAGS) $(TEST_GAMES_CFLAGS) -Itests/c -o $@ $< $(EXTRA_SRC) $(TEST_GAMES_SRC) $(BUILD)/asan/libcalcsolve.a -lcmocka

# One target per suite, so `make -j2` runs two at once (a suite after another in one
# recipe kept the other core idle once the rest was done); the longest (test_reference:
# about 10 s, 30 s under ASan) first, so it does not end the run alone.
C_RUNS := $(patsubst %,%.run,$(filter %/test_reference,$(TEST_BIN)) $(filter-out %/test_reference,$(TEST_BIN)))
test-c: $(C_RUNS)
$(C_RUNS): %.run: % $(BUILD)/calcsolve
	@echo "== $<"; $<
.PHONY: $(C_RUNS)

ASAN_RUNS := $(patsubst %,%.run,$(filter %/test_reference,$(ASAN_BIN)) $(filter-out %/test_reference,$(ASAN_BIN)))
test-asan: $(ASAN_RUNS)
$(ASAN_RUNS): %.run: %
	@echo "== $< (ASan+UBSan)"; ASAN_OPTIONS=detect_leaks=1 $<
.PHONY: $(ASAN_RUNS)

# ---- WebAssembly and the page ----
EMCC     ?= emcc
EM_ENV   := NODE_PATH=/usr/share/nodejs
EM_CFLAGS := -O2 -std=c11 $(INCLUDES)
EM_FLAGS := -O2 -sMODULARIZE -sENVIRONMENT=web,worker \
	-sALLOW_MEMORY_GROWTH -sMAXIMUM_MEMORY=512MB -sABORTING_MALLOC=0 -sDYNAMIC_EXECUTION=0 -sFILESYSTEM=0 \
	-sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString
EM_EXPORTS := _cs_api_games,_cs_api_help,_cs_api_fields,_cs_api_check,_cs_api_read,_cs_api_bundled,_cs_api_solve,_cs_api_solve_bundled,_cs_api_hint,_cs_api_hint_ladder,_cs_api_play,_cs_api_generate,_cs_api_graph,_cs_api_position,_cs_free,_cs_heap_in_use
WASM_OBJ := $(patsubst %.c,$(BUILD)/wasm/obj/%.o,$(CORE_SRC) wasm/api.c)
# the page: web/src/ ES modules and web/css/ bundled by web/build.mjs (esbuild,
# from node_modules) into page.js and page.css; the rest copied as they are.
WEB_SRC  := $(wildcard web/*.html web/*.mjs web/*.svg web/*.js web/*.webmanifest web/icons/*.png) $(shell find web/src web/css -name '*.js' -o -name '*.css')
DIST     := web/dist

# The engine compiled once to wasm objects, linked twice: the ES module build (page
# and Node tests) and the classic single-file build (wasm inlined) that
# calcsolve.html starts from a blob: worker.
$(BUILD)/wasm/obj/%.o: %.c | deps-web
	@mkdir -p $(@D)
	$(EM_ENV) $(EMCC) $(EM_CFLAGS) -MMD -MP -c -o $@ $<

-include $(WASM_OBJ:.o=.d)

$(BUILD)/wasm/calcsolve.mjs: $(WASM_OBJ) | deps-web
	$(EM_ENV) $(EMCC) $(EM_FLAGS) -sEXPORTED_FUNCTIONS=$(EM_EXPORTS) -sEXPORT_ES6 -o $@ $(WASM_OBJ)

$(BUILD)/wasm/calcsolve-single.js: $(WASM_OBJ) | deps-web
	$(EM_ENV) $(EMCC) $(EM_FLAGS) -sEXPORTED_FUNCTIONS=$(EM_EXPORTS) -sSINGLE_FILE -sEXPORT_NAME=createCalcsolve -o $@ $(WASM_OBJ)

# ---- the npm package (wasm/package/, its README.md): two wasm modules in wasm/package/dist/
# (not in git) for `npm pack`. calcsolve.mjs/.wasm is the engine alone, the page's own module
# copied (what createEngine() and the workers load: a browser never downloads the CLI);
# calcsolve-cli.mjs/.wasm is the command line (core/cli and wasm/cli.c, for `npx calcsolve`),
# linked from the same objects without the engine API, loaded only by bin.js, with
# node-syscalls.js giving it Node's files.
PKG_DIST    := wasm/package/dist
PKG_FILES   := $(PKG_DIST)/calcsolve.mjs $(PKG_DIST)/calcsolve-cli.mjs
CLI_WASM_OBJ := $(patsubst %.c,$(BUILD)/wasm/obj/%.o,$(filter-out core/cli/main.c,$(CLI_SRC)) wasm/cli.c)

$(CLI_WASM_OBJ): EM_CFLAGS += -Icore/cli -D_POSIX_C_SOURCE=200809L -DCALCSOLVE_VERSION='"$(VERSION)"'

-include $(CLI_WASM_OBJ:.o=.d)

# `npm pack ./build/npm` packs the staged copy (wasm/package/stage.mjs): the files of
# package.json's "files" (index.d.cts made from index.d.ts) and wasm/package/README.md as the
# package's README.
PKG_STAGE   := $(BUILD)/npm
package: $(PKG_STAGE)/package.json

$(PKG_STAGE)/package.json: $(PKG_FILES) package.json wasm/package/stage.mjs wasm/package/README.md wasm/engine.mjs $(wildcard wasm/package/*.js wasm/package/*.d.ts)
	node wasm/package/stage.mjs $(PKG_STAGE)

$(PKG_DIST)/calcsolve.mjs: $(BUILD)/wasm/calcsolve.mjs
	@mkdir -p $(@D)
	cp $(BUILD)/wasm/calcsolve.mjs $(BUILD)/wasm/calcsolve.wasm $(@D)/

$(PKG_DIST)/calcsolve-cli.mjs: $(filter-out $(BUILD)/wasm/obj/wasm/api.o,$(WASM_OBJ)) $(CLI_WASM_OBJ) wasm/package/node-syscalls.js | deps-web
	@mkdir -p $(@D)
	$(EM_ENV) $(EMCC) $(EM_FLAGS) -sEXPORTED_FUNCTIONS=_cs_cli_run -sEXPORT_ES6 -sINVOKE_RUN=0 \
		--js-library wasm/package/node-syscalls.js -o $@ $(filter-out $(BUILD)/wasm/obj/wasm/api.o,$(WASM_OBJ)) $(CLI_WASM_OBJ)

web: $(DIST)/index.html

# web/dist/ is made afresh: the service worker caches every file in it, so an old build's leftovers must go.
$(DIST)/index.html: $(BUILD)/wasm/calcsolve.mjs $(BUILD)/wasm/calcsolve-single.js wasm/engine.mjs $(WEB_SRC) $(LEVELS) | deps-npm
	@rm -rf $(DIST) && mkdir -p $(DIST)
	cp $(BUILD)/wasm/calcsolve.mjs $(BUILD)/wasm/calcsolve.wasm wasm/engine.mjs web/favicon.svg $(DIST)/
	node web/build-worker.mjs $(DIST)
	cp $(LEVELS) $(DIST)/levels.txt
	node web/build.mjs $(DIST)
	node web/build-single.mjs $(BUILD)/wasm/calcsolve-single.js $(DIST)/calcsolve.html
	@mkdir -p $(DIST)/icons
	cp web/manifest.webmanifest $(DIST)/ && cp web/icons/*.png $(DIST)/icons/
	node web/build-widget.mjs $(DIST)
	node web/build-sw.mjs $(DIST)

serve: deps-serve
	@$(MAKE) --no-print-directory web
	@echo "calcsolve: serving $(DIST) on http://localhost:$(PORT)/ (make serve PORT=8080 to change; Ctrl-C stops)"
	cd $(DIST) && python3 -m http.server $(PORT) --bind 127.0.0.1

test-wasm: web deps-npm
	node --test tests/wasm/

test-browser: web deps-npm deps-browser
	node --test --test-concurrency=1 tests/browser/

# All JavaScript-driven tests in one node:test run, TEST_JOBS files at a time, the
# longest of the last run first (tests/run-js.mjs; each browser test file has its own
# server on a free port, its own temporary folders and one browser), so its summary
# closes `make test`.
TEST_JOBS ?= 4
test-js: $(BUILD)/calcsolve web package deps-npm deps-browser
	node tests/run-js.mjs $(TEST_JOBS) tests/setup/ tests/cli/ tests/wasm/ tests/browser/ tests/package/

test-package: package deps-npm
	node --test tests/package/

screenshots: web deps-npm deps-chromium
	node tests/browser/screenshots.mjs

test-cli: $(BUILD)/calcsolve deps-npm
	node --test tests/cli/

# deps-test first, then everything built, then the native suites run beside the
# JavaScript and browser tests (their output kept in a temporary log and printed at the
# end): first the fuzz smoke, one harness at a time (its 10 s a harness are wall time:
# run at the start, beside the tests, they do not end the run alone), niced, in the CPU
# the JavaScript and browser tests leave (it would otherwise take a whole core from them
# for a minute; it fuzzes fewer inputs in those seconds; `make fuzz` is the long run);
# then the C unit tests and ASan+UBSan, two at a time, not niced (niced, they were
# starved until the JavaScript half ended and then ran alone; started beside the fuzz
# smoke, they slowed the JavaScript half by more than they gained: tests/README.md).
test: deps-test
	@$(MAKE) --no-print-directory $(BUILD)/calcsolve web package $(TEST_BIN) $(ASAN_BIN) $(FUZZ_BIN)
	@log=$$(mktemp); \
	 ( { nice -n 10 $(MAKE) --no-print-directory fuzz-smoke FUZZ_JOBS=1; fuzz=$$?; \
	     $(MAKE) --no-print-directory -j2 --output-sync=target test-asan test-c; c=$$?; \
	     [ $$fuzz = 0 ] && [ $$c = 0 ]; } > $$log 2>&1; echo $$? >> $$log.rc ) & \
	 $(MAKE) --no-print-directory test-js; js=$$?; wait; native=$$(cat $$log.rc); \
	 echo "== C unit tests, ASan+UBSan and fuzz smoke (run beside the above)"; cat $$log; rm -f $$log $$log.rc; \
	 echo "make test: C, ASan+UBSan, fuzz smoke: $$([ "$$native" = 0 ] && echo passed || echo FAILED); JavaScript and browser: $$([ $$js = 0 ] && echo passed || echo FAILED)"; \
	 [ "$$native" = 0 ] && [ $$js = 0 ]

# The edit-test loop (under a minute): the C unit tests beside the CLI tests and one
# browser smoke test; `make test` before a commit.
check: deps-c deps-npm deps-browser
	@$(MAKE) --no-print-directory $(BUILD)/calcsolve web $(TEST_BIN)
	@$(MAKE) --no-print-directory -j2 --output-sync=target test-c check-js

check-js:
	node --test --test-concurrency=2 tests/cli/ tests/browser/smoke.test.mjs

# ---- speed: the numbers of tests/README.md (never asserted by tests) ----
BENCH_BIN := $(patsubst tests/bench/%.c,$(BUILD)/%,$(wildcard tests/bench/bench_*.c))

# tests/bench/yardstick_bfs.c: the plain BFS the search is measured against, sharing no code with the engine.
$(BUILD)/bench_%: tests/bench/bench_%.c tests/bench/yardstick_bfs.c $(CORE_HDR) $(BUILD)/libcalcsolve.a
	$(CC) $(CFLAGS) -Itests/bench -o $@ $< tests/bench/yardstick_bfs.c $(BUILD)/libcalcsolve.a -lm

bench: deps-bench
	@$(MAKE) --no-print-directory $(BUILD)/calcsolve $(BENCH_BIN) web package
	bash tests/bench/bench.sh

# ---- fuzzing and the other hardening passes: tests/fuzz/fuzz.mk ----
include tests/fuzz/fuzz.mk

clean:
	rm -rf $(BUILD) web/dist $(PKG_DIST)
