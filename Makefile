# Two entry points for a fresh machine: `make demo` and `make test`. Everything else is plumbing.
SHELL := /bin/bash
PYTHON ?= $(shell command -v python3.11 || command -v python3)
VENV := .venv
BIN := $(VENV)/bin
STAMP := $(VENV)/.stamp-install
# Which embedded model `make demo` assembles (see README, "Models").
DEMO_MODEL ?= local/qwen2.5-coder-1.5b

.PHONY: demo test test-slow lint model sandbox-deps clean

$(STAMP): pyproject.toml
	@test -x $(BIN)/python || $(PYTHON) -m venv $(VENV)
	$(BIN)/python -m pip install -q --upgrade pip
	$(BIN)/python -m pip install -q -e '.[dev,finetune]'
	@touch $(STAMP)

# bubblewrap isolates generated code; install it when missing and we are allowed to.
sandbox-deps:
	@command -v bwrap >/dev/null || { \
	  if [ "$$(id -u)" = 0 ] && command -v apt-get >/dev/null; then \
	    (apt-get install -y -q bubblewrap >/dev/null 2>&1 || (apt-get update -q >/dev/null && apt-get install -y -q bubblewrap >/dev/null)) \
	      && echo "installed bubblewrap"; \
	  else echo "WARNING: bubblewrap (bwrap) not found and cannot be installed here: the sandbox falls back to plain subprocess mode (see README, Sandbox)"; fi; }

model: $(STAMP)
	$(BIN)/dataagents llm fetch $(DEMO_MODEL)

demo: $(STAMP) sandbox-deps model
	$(BIN)/dataagents demo --model $(DEMO_MODEL)

test: $(STAMP) sandbox-deps
	$(BIN)/dataagents llm fetch local/smollm2-135m
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .
	$(BIN)/python -m pytest -q -p no:cacheprovider -n auto

test-slow: $(STAMP) sandbox-deps
	$(BIN)/python -m pytest -q -m slow -n auto

lint: $(STAMP)
	$(BIN)/ruff check .
	$(BIN)/ruff format --check .

clean:
	rm -rf $(VENV) build *.egg-info
