#!/usr/bin/env python3
"""Broken on purpose, as a Python learner's first program is: it answers every request, but print() without
flush=True, on a pipe, keeps the answer in Python's buffer, so no line reaches the kit and initialize times out.
Replayed by hand (python3 forgets_to_flush.py < requests.jsonl) it looks right: the buffer is written at the end.
The kit's message says what to do: print(..., flush=True), or python3 -u."""
import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": {"name": "unflushed", "protocolVersion": 1}}))
