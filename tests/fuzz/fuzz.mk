# fuzz.mk: libFuzzer harnesses (included by the Makefile). Filled in by the hardening work.
.PHONY: fuzz
