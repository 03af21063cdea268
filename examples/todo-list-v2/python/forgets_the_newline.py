#!/usr/bin/env python3
"""Broken on purpose, as a learner who writes the answer and flushes it, but leaves out the newline: the kit reads
one answer a line, so it waits for the line's end, and initialize times out. The kit's message quotes what came
without its newline, and says to end each answer with "\\n" (a missing flush reads the same from outside, and is told
apart: see forgets_to_flush.py)."""
import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    sys.stdout.write(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": {"name": "no-newline", "protocolVersion": 1}}))
    sys.stdout.flush()
