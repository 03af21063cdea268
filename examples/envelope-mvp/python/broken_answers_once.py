#!/usr/bin/env python3
"""Broken on purpose, as a learner's first program often is: it reads one request, answers it, and ends (a script
with no loop around its read, exit code 0). The kit sends initialize, then reset before the first scenario, which
finds the program gone. The message says what happened: it ended after answering initialize, its only answer, and
a program keeps reading stdin, a request a line, until shutdown. (It once pointed at the scenario before, which was
another process's, and spoke of timers and process.exit(), which are JavaScript's.)"""
import json
import sys

request = json.loads(sys.stdin.readline())
answer = {"name": "answers-once", "language": "python", "protocolVersion": 1, "profiles": ["envelope-mvp"]}
print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": answer}), flush=True)
