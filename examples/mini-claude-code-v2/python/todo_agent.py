#!/usr/bin/env python3
"""mini Claude Code v2's TodoWrite, in Python (standard library only), speaking the kit's line protocol.

The first half is the document's own code: TodoManager, the TodoWrite definition, execute_tool and agent_loop
with its two reminders. The second half answers the kit: JSON-RPC 2.0, one object per line, on stdin/stdout.

    node bin/todo-kit.js --profile mini-claude-code-v2 --cmd "python3 examples/mini-claude-code-v2/python/todo_agent.py"
"""
import copy
import json
import sys

# --------------------------------------------------------------------------------------------------------------
# The document's code
# --------------------------------------------------------------------------------------------------------------

INITIAL_REMINDER = "<reminder>Use TodoWrite for multi-step tasks.</reminder>"
NAG_REMINDER = "<reminder>10+ turns without todo update. Please update todos.</reminder>"

MODEL = "claude-sonnet-4-5"
SYSTEM = "You are a coding agent. Plan multi-step work with TodoWrite and keep it up to date."


class TodoManager:
    def __init__(self):
        self.items = []

    def update(self, items: list) -> str:
        validated = []
        in_progress_count = 0

        for i, item in enumerate(items):
            content = str(item.get("content", "")).strip()
            status = str(item.get("status", "pending")).lower()
            active_form = str(item.get("activeForm", "")).strip()

            if not content:
                raise ValueError(f"Item {i}: content required")
            if status not in ("pending", "in_progress", "completed"):
                raise ValueError(f"Item {i}: invalid status '{status}'")
            if not active_form:
                raise ValueError(f"Item {i}: activeForm required")

            if status == "in_progress":
                in_progress_count += 1

            validated.append({"content": content, "status": status, "activeForm": active_form})

        if len(validated) > 20:
            raise ValueError("Max 20 todos allowed")
        if in_progress_count > 1:
            raise ValueError("Only one task can be in_progress at a time")

        self.items = validated
        return self.render()

    def render(self) -> str:
        if not self.items:
            return "No todos."

        lines = []
        for item in self.items:
            if item["status"] == "completed":
                lines.append(f"[x] {item['content']}")
            elif item["status"] == "in_progress":
                lines.append(f"[>] {item['content']} <- {item['activeForm']}")
            else:
                lines.append(f"[ ] {item['content']}")

        completed = sum(1 for t in self.items if t["status"] == "completed")
        lines.append(f"\n({completed}/{len(self.items)} completed)")
        return "\n".join(lines)


TOOLS = [
    {
        "name": "TodoWrite",
        "description": "Update the task list. Use to plan and track progress.",
        "input_schema": {
            "type": "object",
            "properties": {
                "items": {
                    "type": "array",
                    "items": {
                        "type": "object",
                        "properties": {
                            "content": {"type": "string", "description": "Task description"},
                            "status": {"type": "string", "enum": ["pending", "in_progress", "completed"]},
                            "activeForm": {"type": "string", "description": "Present tense action, e.g. 'Reading files'"},
                        },
                        "required": ["content", "status", "activeForm"],
                    },
                }
            },
            "required": ["items"],
        },
    }
]

# The session's state: module globals, as in the document. `reset` starts them again.
TODO = TodoManager()
rounds_without_todo = 0
first_message = True


def execute_tool(name: str, args: dict) -> str:
    if name == "TodoWrite":
        try:
            return TODO.update(args["items"])
        except Exception as e:  # the message goes back to the model, which can fix its list
            return f"Error: {e}"
    return f"Unknown tool: {name}"


def agent_loop(messages: list, client) -> list:
    global rounds_without_todo, first_message

    if first_message:  # the document does this in its REPL, just before calling agent_loop
        for message in messages:
            if message["role"] == "user":
                if isinstance(message["content"], str):
                    message["content"] = [{"type": "text", "text": message["content"]}]
                message["content"].append({"type": "text", "text": INITIAL_REMINDER})
                break
        first_message = False

    while True:
        response = client.messages.create(
            model=MODEL, system=SYSTEM, messages=messages, tools=TOOLS, max_tokens=8000,
        )

        if response["stop_reason"] != "tool_use":
            messages.append({"role": "assistant", "content": response["content"]})
            return messages

        results = []
        used_todo = False
        for tc in response["content"]:
            if tc.get("type") != "tool_use":
                continue
            output = execute_tool(tc["name"], tc["input"])
            results.append({"type": "tool_result", "tool_use_id": tc["id"], "content": output})
            if tc["name"] == "TodoWrite":
                used_todo = True

        if used_todo:
            rounds_without_todo = 0
        else:
            rounds_without_todo += 1

        messages.append({"role": "assistant", "content": response["content"]})

        if rounds_without_todo > 10:
            results.insert(0, {"type": "text", "text": NAG_REMINDER})

        messages.append({"role": "user", "content": results})


# --------------------------------------------------------------------------------------------------------------
# The kit's line protocol
# --------------------------------------------------------------------------------------------------------------

class ScriptedClient:
    """The kit's fake model: answers the scripted responses in turn and records every request as it was sent."""

    def __init__(self, script):
        self.requests = []
        self.script = list(script)
        self.messages = self

    def create(self, **request):
        self.requests.append(copy.deepcopy(request))
        if not self.script:
            raise RuntimeError("the scripted model has no more responses")
        return copy.deepcopy(self.script.pop(0))


def outcome(fn):
    try:
        return {"returned": fn()}
    except Exception as e:
        return {"raised": {"name": type(e).__name__, "message": str(e)}}


manager = TodoManager()


def reset():
    global TODO, rounds_without_todo, first_message, manager
    TODO, rounds_without_todo, first_message = TodoManager(), 0, True
    manager = TodoManager()


def agent_loop_method(params):
    client = ScriptedClient(params["script"])
    messages = agent_loop(params["messages"], client)
    return {"requests": client.requests, "messages": messages}


METHODS = {
    "initialize": lambda p: {
        "name": "python-mini-claude-code-v2",
        "language": "python",
        "protocolVersion": 1,
        "profiles": ["mini-claude-code-v2"],
        "capabilities": ["TOOLS", "executeTool", "agentLoop"],
    },
    "reset": lambda p: reset(),
    "update": lambda p: outcome(lambda: manager.update(p["items"])),
    "render": lambda p: manager.render(),
    "getTools": lambda p: TOOLS,
    "executeTool": lambda p: outcome(lambda: execute_tool(p["name"], p["input"])),
    "agentLoop": agent_loop_method,
    "shutdown": lambda p: None,
}


def main():
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        method, params = request.get("method"), request.get("params") or {}
        reply = {"jsonrpc": "2.0", "id": request.get("id")}
        if method not in METHODS:
            reply["error"] = {"code": -32601, "message": f"method not found: {method}"}
        else:
            try:
                reply["result"] = METHODS[method](params)
            except Exception as e:
                reply["error"] = {"code": -32000, "message": f"{type(e).__name__}: {e}"}
        print(json.dumps(reply), flush=True)
        if method == "shutdown":
            break


if __name__ == "__main__":
    main()
