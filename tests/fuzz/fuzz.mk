# fuzz.mk: libFuzzer harnesses and the other hardening passes (included by the Makefile,
# which defines BUILD and CORE_SRC first).
#
#   make fuzz                 seeds + regressions once, then each harness FUZZ_SECONDS (default 60),
#                             FUZZ_JOBS (default 2) at a time, then the long differential run;
#                             fails if any harness crashes or the differential test fails
#   make fuzz-smoke           seeds + regressions once, then each harness FUZZ_SMOKE_SECONDS (10): for CI
#   make fuzz-regress         each harness once over tests/fuzz/corpus/<h>/ and tests/fuzz/regressions/<h>/
#   make fuzz-differential    tests/c/test_differential.c on DIFF_LEVELS (100000) random levels,
#                             plus DIFF_ASAN_LEVELS (100000) under ASan+UBSan; and tests/c/test_reference.c
#                             (engine against its pre-change copy) on 100000 random levels of each
#                             sort, REF_ASAN_LEVELS (20000) under ASan+UBSan
#   make fuzz-build           the harnesses only: $(BUILD)/fuzz/fuzz_<h>
#   make fuzz-seeds           rewrites the checked-in seed corpora (tests/fuzz/make_seeds.py)
#
# Harnesses (tests/fuzz/fuzz_<h>.c): levels (level parser + calc_run), button (label
# parser + one press), solve (calc_solve + brute force), digits (digits_run), clock (clock_run),
# calc2_levels (Calculator 2's level reader, search, reports and one press),
# games (every game of the list, cs_games, through the game interface's JSON answers).
# The working corpus is $(BUILD)/fuzz/corpus/<h>/ (the checked-in seeds are never written);
# crashes are saved to tests/fuzz/artifacts/ (gitignored). Needs clang with libFuzzer
# (Debian: clang, libclang-rt-14-dev).

FUZZ_CC            ?= clang
FUZZ_SECONDS       ?= 60
FUZZ_SMOKE_SECONDS ?= 10
FUZZ_JOBS          ?= 2
DIFF_LEVELS_LONG   ?= 100000
DIFF_ASAN_LEVELS   ?= 100000
REF_ASAN_LEVELS    ?= 20000
FUZZ_SAN    := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
FUZZ_CFLAGS := -g -O1 -std=c11 -D_POSIX_C_SOURCE=200809L $(FUZZ_SAN) $(INCLUDES) -Itests/fuzz

FUZZ_HARNESSES := levels button solve digits clock games calc2_levels
FUZZ_BIN       := $(FUZZ_HARNESSES:%=$(BUILD)/fuzz/fuzz_%)
FUZZ_HDR       := tests/fuzz/fuzz_common.h tests/fuzz/json_check.h
FUZZ_OBJ       := $(patsubst %.c,$(BUILD)/fuzz/obj/%.o,$(CORE_SRC))

# The engine once more, instrumented for libFuzzer's coverage (fuzzer-no-link).
$(BUILD)/fuzz/obj/%.o: %.c | deps-fuzz
	@mkdir -p $(@D)
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer-no-link -MMD -MP -c -o $@ $<

-include $(FUZZ_OBJ:.o=.d)

$(BUILD)/fuzz/libcalcsolve.a: $(FUZZ_OBJ)
	@rm -f $@
	$(AR) rcs $@ $^

.PHONY: fuzz fuzz-smoke fuzz-regress fuzz-differential fuzz-build fuzz-seeds fuzz-clean

$(BUILD)/fuzz/fuzz_%: tests/fuzz/fuzz_%.c $(CORE_HDR) $(FUZZ_HDR) $(BUILD)/fuzz/libcalcsolve.a | deps-fuzz
	$(FUZZ_CC) $(FUZZ_CFLAGS) -fsanitize=fuzzer -o $@ $< $(BUILD)/fuzz/libcalcsolve.a

# The game interface's harness fuzzes every game of the list, the test build's own games too (Makefile: TEST_GAMES).
$(BUILD)/fuzz/fuzz_games: tests/fuzz/fuzz_games.c $(CORE_HDR) $(FUZZ_HDR) $(TEST_GAMES_DEP) $(BUILD)/fuzz/libcalcsolve.a | deps-fuzz
	$(FUZZ_CC) $(FUZZ_CFLAGS) $(TEST_GAMES_CFLAGS) -fsanitize=fuzzer -o $@ $< $(TEST_GAMES_SRC) $(BUILD)/fuzz/libcalcsolve.a

fuzz-build: $(FUZZ_BIN)

fuzz-regress: $(FUZZ_BIN)
	@BUILD=$(BUILD) sh tests/fuzz/run.sh regress $(FUZZ_HARNESSES)

fuzz-smoke: $(FUZZ_BIN)
	@BUILD=$(BUILD) sh tests/fuzz/run.sh regress $(FUZZ_HARNESSES)
	@BUILD=$(BUILD) sh tests/fuzz/run.sh fuzz $(FUZZ_SMOKE_SECONDS) $(FUZZ_JOBS) $(FUZZ_HARNESSES)

fuzz: $(FUZZ_BIN) $(BUILD)/test_differential $(BUILD)/asan/test_differential $(BUILD)/test_reference $(BUILD)/asan/test_reference
	@BUILD=$(BUILD) sh tests/fuzz/run.sh regress $(FUZZ_HARNESSES)
	@BUILD=$(BUILD) sh tests/fuzz/run.sh fuzz $(FUZZ_SECONDS) $(FUZZ_JOBS) $(FUZZ_HARNESSES)
	@$(MAKE) --no-print-directory fuzz-differential

fuzz-differential: $(BUILD)/test_differential $(BUILD)/asan/test_differential $(BUILD)/test_reference $(BUILD)/asan/test_reference
	DIFF_LEVELS=$(DIFF_LEVELS_LONG) $(BUILD)/test_differential
	DIFF_LEVELS=$(DIFF_ASAN_LEVELS) $(BUILD)/asan/test_differential
	REF_LEVELS=$(DIFF_LEVELS_LONG) $(BUILD)/test_reference
	REF_LEVELS=$(REF_ASAN_LEVELS) $(BUILD)/asan/test_reference

fuzz-seeds: $(LEVELS)
	python3 tests/fuzz/make_seeds.py

fuzz-clean:
	rm -rf $(BUILD)/fuzz

# tests/c/test_limits.c checks JSON with the validator the harnesses use.
$(BUILD)/test_limits $(BUILD)/asan/test_limits: tests/fuzz/json_check.h
