#!/usr/bin/env python3
"""Fault: an implementation written against another version of the protocol. The kit must refuse it before any
scenario, say which version it speaks, and exit with code 2."""
import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    result = {"name": "from-the-future", "language": "python", "protocolVersion": 2} if request["method"] == "initialize" else None
    print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result}), flush=True)
