"""A program that answers initialize without naming its profiles: as protocol v1 before profiles, the kit takes it
to speak todo-list-v2, and says how to name shell-command. It answers nothing else."""
import json
import sys

for line in sys.stdin:
    request = json.loads(line)
    if request.get("method") == "initialize":
        result = {"name": "names-no-profile", "language": "python", "protocolVersion": 1}
        print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result}), flush=True)
