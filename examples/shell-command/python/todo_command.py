#!/usr/bin/env python3
"""TodoWrite as an agent shell command, in Python (standard library only), behind the kit's line protocol.

The command: TodoCommand(env).execute(args) -> {stdout, stderr, exitCode}; its TodoStore with update / get / clear /
on_change (which returns an unsubscribe function); render_todos(items) -> the Tasks box; identify_command_type.
The loop at the bottom maps the shell-command profile's protocol methods (docs/profiles/shell-command.md) onto them.
Run it with:  npx todo-kit --profile shell-command --cmd "python3 examples/shell-command/python/todo_command.py"
"""
import json
import re
import sys
from datetime import datetime, timezone

STATUSES = ("pending", "in_progress", "completed")
USAGE_SHORT = "Usage: TodoWrite '{\"todos\":[...]}'"
USAGE_LONG = "Usage: TodoWrite '{\"todos\":[{\"content\":\"...\",\"activeForm\":\"...\",\"status\":\"pending\"}]}'"

HELP = """## TodoWrite - Task List Management

A full-replacement task list tool for creating and managing structured task lists in the current session. Helps track progress, organize complex tasks, and demonstrate thoroughness to the user.

### Usage

TodoWrite '{"todos":[...]}'

### Parameters

Each todo item requires:
- content (string): Task description in imperative form, e.g., "Write unit tests"
- activeForm (string): Present continuous form, e.g., "Writing unit tests"
- status (string): One of "pending", "in_progress", or "completed"

### When to Use

1. Complex multi-step tasks - When a task requires 3 or more distinct steps
2. Non-trivial and complex tasks - Tasks that require careful planning
3. User explicitly requests a todo list
4. User provides multiple tasks at once
5. After receiving new instructions - Immediately capture user requirements as todos
6. When starting a task - Mark it as in_progress BEFORE beginning work
7. After completing a task - Mark it as completed immediately

### When NOT to Use

1. Single, straightforward task
2. Trivial task where tracking provides no benefit
3. Task can be completed in less than 3 trivial steps
4. Purely conversational or informational requests

### Task States

- pending: Task not yet started
- in_progress: Currently working on (limit to ONE at any time)
- completed: Task finished successfully

### Management Rules

- Update task status in real-time as you work
- Mark tasks complete IMMEDIATELY after finishing (don't batch completions)
- Exactly ONE task must be in_progress at any time (not less, not more)
- Complete current tasks before starting new ones
- Remove tasks that are no longer relevant from the list entirely

### Completion Requirements

ONLY mark a task as completed when you have FULLY accomplished it. Keep as in_progress if:
- Tests are failing
- Implementation is partial
- You encountered unresolved errors
- You hit blockers that need resolution

### Example

TodoWrite '{"todos":[
  {"content":"Analyze requirements","activeForm":"Analyzing requirements","status":"completed"},
  {"content":"Write implementation","activeForm":"Writing implementation","status":"in_progress"},
  {"content":"Run tests","activeForm":"Running tests","status":"pending"}
]}'

Returns: Todo list updated: 1 completed, 1 in_progress, 1 pending
"""


def now():
    return datetime.now(timezone.utc)


class TodoStore:
    """The list in memory and the listeners to tell when it changes."""

    def __init__(self):
        self.state = {"items": [], "updatedAt": now()}
        self.listeners = []

    def update(self, todos):
        self.state = {"items": [dict(t) for t in todos], "updatedAt": now()}
        for listener in list(self.listeners):
            listener(self.state)

    def get(self):
        return self.state

    def clear(self):
        self.update([])

    def on_change(self, listener):
        self.listeners.append(listener)

        def unsubscribe():
            if listener in self.listeners:
                self.listeners.remove(listener)

        return unsubscribe


def limit(value, default):
    """A limit from the environment: a positive whole number, else the default."""
    if isinstance(value, str) and re.fullmatch(r"\s*\d+\s*", value) and int(value) > 0:
        return int(value)
    return default


def show(value):
    return "'%s'" % value if isinstance(value, str) else json.dumps(value)


def required(expected, value):
    return "Required" if value is MISSING else "Expected %s, received %s" % (expected, show(value))


MISSING = object()


def problems_of(data, max_items, max_length):
    """Every problem of the input as (path, message); none means valid. JSON's types, as zod sees them."""
    if not isinstance(data, dict):
        return [("(input)", required("object", data))]
    todos = data.get("todos", MISSING)
    if not isinstance(todos, list):
        return [("todos", required("array", todos))]
    problems = []
    for i, item in enumerate(todos):
        at = "todos[%d]" % i
        if not isinstance(item, dict):
            problems.append((at, required("object", item)))
            continue
        content = item.get("content", MISSING)
        if not isinstance(content, str):
            problems.append((at + ".content", required("string", content)))
        elif content.strip() == "":
            problems.append((at + ".content", "Content cannot be empty or only whitespace"))
        elif utf16_length(content) > max_length:
            problems.append((at + ".content", "Content must be at most %d characters" % max_length))
        active = item.get("activeForm", MISSING)
        if not isinstance(active, str):
            problems.append((at + ".activeForm", required("string", active)))
        elif active == "":
            problems.append((at + ".activeForm", "activeForm cannot be empty"))
        elif utf16_length(active) > max_length:
            problems.append((at + ".activeForm", "activeForm must be at most %d characters" % max_length))
        status = item.get("status", MISSING)
        if status is MISSING or not isinstance(status, str) or status not in STATUSES:
            problems.append((at + ".status", required(" | ".join("'%s'" % s for s in STATUSES), status)))
    if len(todos) > max_items:
        problems.append(("todos", "At most %d todos are allowed" % max_items))
    return problems


def utf16_length(text):
    """Characters as JavaScript (and zod) count them: UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def build_summary(todos):
    count = lambda s: sum(1 for t in todos if t["status"] == s)
    return "Todo list updated: %d completed, %d in_progress, %d pending" % (count("completed"), count("in_progress"), count("pending"))


def failure(*lines):
    return {"stdout": "", "stderr": "\n".join(lines), "exitCode": 1}


class TodoCommand:
    def __init__(self, env):
        self.max_items = limit(env.get("TODO_MAX_ITEMS"), 50)
        self.max_length = limit(env.get("TODO_MAX_CONTENT_LENGTH"), 200)
        self.store = TodoStore()

    def execute(self, args):
        if args and args[0] in ("-h", "--help"):
            return {"stdout": HELP, "stderr": "", "exitCode": 0}
        text = " ".join(args).strip()
        if not text:
            return failure("Error: Missing JSON parameter", USAGE_SHORT)
        try:
            data = json.loads(text)
        except ValueError:
            return failure("Error: Invalid JSON format", USAGE_LONG)
        problems = problems_of(data, self.max_items, self.max_length)
        if problems:
            return failure("Error: Validation failed", *("- %s: %s" % p for p in problems))
        self.store.update(data["todos"])
        return {"stdout": build_summary(data["todos"]), "stderr": "", "exitCode": 0}


ICONS = {"completed": ("✓", "\x1b[90m"), "in_progress": ("●", "\x1b[33m"), "pending": ("○", "\x1b[2m")}


def render_todos(items):
    lines = []
    for item in items:
        icon, colour = ICONS[item["status"]]
        text = item["activeForm"] + "..." if item["status"] == "in_progress" else item["content"]
        lines.append((icon + " " + text, colour))
    width = max([51] + [len(plain) for plain, _ in lines])
    top = "┌─ Tasks " + "─" * (width - 6) + "┐"
    body = ["│ " + colour + plain + "\x1b[0m" + " " * (width - len(plain)) + " │" for plain, colour in lines]
    return "\n".join([top] + body + ["└" + "─" * (width + 2) + "┘"])


def identify_command_type(command_line):
    return "AGENT_SHELL_COMMAND" if command_line.strip().startswith("TodoWrite") else "BASH_COMMAND"


# ------------------------------------------------------------------------------------------ the line protocol

def state_to_wire(state):
    stamp = state["updatedAt"].isoformat(timespec="milliseconds").replace("+00:00", "Z")
    return {"items": [dict(t) for t in state["items"]], "updatedAt": stamp}


def main():
    command = TodoCommand({})
    subscriptions = []  # [unsubscribe, notifications]
    for line in sys.stdin:
        if not line.strip():
            continue
        request = json.loads(line)
        method, params = request["method"], request.get("params") or {}
        try:
            if method == "initialize":
                result = {"name": "python-todo-command", "language": "python", "protocolVersion": 1,
                          "profiles": ["shell-command"], "capabilities": ["identifyCommandType"]}
            elif method == "reset":
                command, subscriptions, result = TodoCommand(params.get("env") or {}), [], None
            elif method == "execute":
                result = command.execute(list(params["args"]))
            elif method == "storeGet":
                result = state_to_wire(command.store.get())
            elif method == "storeUpdate":
                command.store.update(params["items"])
                result = None
            elif method == "storeClear":
                command.store.clear()
                result = None
            elif method == "subscribe":
                received = []
                unsubscribe = command.store.on_change(lambda state, received=received: received.append(state_to_wire(state)))
                subscriptions.append((unsubscribe, received))
                result = {"subscription": len(subscriptions) - 1, "unsubscribeType": "function", "calledOnSubscribe": 0}
            elif method == "unsubscribe":
                subscriptions[params["subscription"]][0]()
                result = {"called": True}
            elif method == "notifications":
                result = subscriptions[params["subscription"]][1]
            elif method == "render":
                result = render_todos(params["items"])
            elif method == "identifyCommandType":
                result = identify_command_type(params["commandLine"])
            elif method == "shutdown":
                result = None
            else:
                print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32601, "message": "unknown method " + method}}), flush=True)
                continue
            print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "result": result}), flush=True)
        except Exception as error:  # the kit reports the scenario as errored, with this message
            print(json.dumps({"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32000, "message": "%s: %s" % (type(error).__name__, error)}}), flush=True)
        if method == "shutdown":
            break


if __name__ == "__main__":
    main()
