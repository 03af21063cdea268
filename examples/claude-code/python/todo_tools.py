#!/usr/bin/env python3
"""Claude Code's TodoWrite and TodoRead, in Python (standard library only), speaking the kit's line protocol.

The first half is the two tools as the analysis reconstructs them: fixed attributes, a strict input, one JSON file
per session and agent, written as JSON.stringify writes it. The second half answers the kit: JSON-RPC 2.0, one
object per line, on stdin/stdout.

    node bin/todo-kit.js --profile claude-code --cmd "python3 examples/claude-code/python/todo_tools.py"

Where Python's defaults differ from the JavaScript the analysis quotes, the code says so: json.dumps escapes every
character beyond ASCII and puts a space after "," and ":" unless told otherwise, and JSON.stringify does neither.
"""
import json
import os
import sys
import tempfile

STATUSES = ("pending", "in_progress", "completed")
PRIORITIES = ("high", "medium", "low")

WRITE_DESCRIPTION = "Update the todo list for the current session. To be used proactively and often to track progress and pending tasks."
READ_DESCRIPTION = "Read the current todo list for the session"
READ_INPUT_DESCRIPTION = (
    'No input is required, leave this field blank. NOTE that we do not require a dummy object, placeholder string '
    'or a key like "input" or "empty". LEAVE IT BLANK.'
)
WRITE_RESULT = (
    "Todos have been modified successfully. Ensure that you continue to use the todo list to track your progress. "
    "Please proceed with the current tasks if applicable"
)
READ_RESULT_PREFIX = "Remember to continue to use update and read from the todo list as you make progress. Here is the current list: "

ITEM_SCHEMA = {
    "type": "object",
    "properties": {
        "content": {"type": "string", "minLength": 1},
        "status": {"type": "string", "enum": list(STATUSES)},
        "priority": {"type": "string", "enum": list(PRIORITIES)},
        "id": {"type": "string"},
    },
    "required": ["content", "status", "priority", "id"],
}


def js_json(value, indent=None):
    """JSON as JavaScript's JSON.stringify writes it: characters beyond ASCII as they are, no spaces when compact."""
    if indent is None:
        return json.dumps(value, ensure_ascii=False, separators=(",", ":"))
    return json.dumps(value, ensure_ascii=False, indent=indent)


def todo_problem(todo):
    """The first rule of a todo (the analysis's DL6) that `todo` breaks, or None. Extra keys are no problem."""
    if not isinstance(todo, dict):
        return "expected an object"
    if not isinstance(todo.get("content"), str):
        return "content: expected a string"
    if todo["content"] == "":
        return "Content cannot be empty"
    if todo.get("status") not in STATUSES:
        return "status: expected one of " + ", ".join(STATUSES)
    if todo.get("priority") not in PRIORITIES:
        return "priority: expected one of " + ", ".join(PRIORITIES)
    if not isinstance(todo.get("id"), str):
        return "id: expected a string"
    return None


def list_problem(todos):
    if not isinstance(todos, list):
        return "expected an array"
    for i, todo in enumerate(todos):
        problem = todo_problem(todo)
        if problem:
            return problem if problem == "Content cannot be empty" else f"todos[{i}].{problem}"
    return None


class Store:
    """The lists of one session: <config>/todos/<session>-agent-<agent>.json, read at every call."""

    def __init__(self, config_dir, session_id):
        if config_dir is None:
            config_dir = os.environ.get("CLAUDE_CONFIG_DIR") or os.path.join(os.path.expanduser("~"), ".claude")
        self.config_dir = config_dir
        self.session_id = session_id

    def file_of(self, agent_id):
        return os.path.join(self.config_dir, "todos", f"{self.session_id}-agent-{agent_id}.json")

    def read(self, agent_id):
        """A missing file, one that is not JSON, and one that is not a valid list all read as [], left as they are."""
        path = self.file_of(agent_id)
        if not os.path.exists(path):
            return []
        try:
            with open(path, encoding="utf-8") as f:
                todos = json.load(f)
        except (OSError, ValueError) as error:
            print(f"could not read {path}: {error}", file=sys.stderr)
            return []
        if list_problem(todos):
            print(f"{path} holds no valid list: {list_problem(todos)}", file=sys.stderr)
            return []
        return [{key: todo[key] for key in ("content", "status", "priority", "id")} for todo in todos]

    def write(self, agent_id, todos):
        """The whole file replaced in one step (a temporary file renamed over it); a failure is logged, not raised."""
        path = self.file_of(agent_id)
        temporary = None
        try:
            os.makedirs(os.path.dirname(path), exist_ok=True)
            fd, temporary = tempfile.mkstemp(dir=os.path.dirname(path), suffix=".tmp")
            with os.fdopen(fd, "w", encoding="utf-8") as f:
                f.write(js_json(todos, indent=2))
            os.replace(temporary, path)
        except OSError as error:
            print(f"could not write {path}: {error}", file=sys.stderr)
            if temporary and os.path.exists(temporary):
                os.remove(temporary)  # the list stays nowhere but in its own file


class TodoWrite:
    name = "TodoWrite"
    user_facing_name = "Update Todos"
    description = WRITE_DESCRIPTION
    input_schema = {
        "type": "object",
        "properties": {"todos": {"type": "array", "items": ITEM_SCHEMA, "description": "The updated todo list"}},
        "required": ["todos"],
        "additionalProperties": False,
    }
    is_concurrency_safe = False
    is_read_only = False

    def __init__(self, store):
        self.store = store

    def validate_input(self, value):
        if not isinstance(value, dict):
            return {"result": False, "message": "expected an object"}
        unknown = [key for key in value if key != "todos"]
        if unknown:
            return {"result": False, "message": "Unrecognized key(s) in object: " + ", ".join(unknown)}
        problem = list_problem(value.get("todos"))
        return {"result": False, "message": problem} if problem else {"result": True}

    def call(self, value, agent_id):
        old_todos = self.store.read(agent_id)
        self.store.write(agent_id, value["todos"])
        return {"oldTodos": old_todos, "newTodos": value["todos"]}

    def map_result(self, data, tool_use_id):
        return {"tool_use_id": tool_use_id, "type": "tool_result", "content": WRITE_RESULT}


class TodoRead:
    name = "TodoRead"
    user_facing_name = "Read Todos"
    description = READ_DESCRIPTION
    input_schema = {"type": "object", "properties": {}, "additionalProperties": False, "description": READ_INPUT_DESCRIPTION}
    is_concurrency_safe = True
    is_read_only = True

    def __init__(self, store):
        self.store = store

    def validate_input(self, value):
        # strictObject({}): an object (not a list, not None) with no key at all
        if not isinstance(value, dict):
            return {"result": False, "message": "expected an object"}
        if value:
            return {"result": False, "message": "Unrecognized key(s) in object: " + ", ".join(value)}
        return {"result": True}

    def call(self, value, agent_id):
        return self.store.read(agent_id)

    def map_result(self, todos, tool_use_id):
        return {"tool_use_id": tool_use_id, "type": "tool_result", "content": READ_RESULT_PREFIX + js_json(todos)}


STATUS_RANK = {"completed": 0, "in_progress": 1, "pending": 2}
PRIORITY_RANK = {"high": 0, "medium": 1, "low": 2}
ICONS = {"completed": "✓", "in_progress": "⏳", "pending": "⭕"}


def sort_todos(todos):
    return sorted(todos, key=lambda t: (STATUS_RANK[t["status"]], PRIORITY_RANK[t["priority"]]))


def render_todos(todos):
    if not todos:
        return "(Todo list is empty)"
    return "\n".join(f"{ICONS[t['status']]} {t['content']}" for t in sort_todos(todos))


# --------------------------------------------------------------------------------------------------------------
# The kit's line protocol (docs/profiles/claude-code.md, "Protocol methods")
# --------------------------------------------------------------------------------------------------------------

tools = {}


def reset(params):
    for key, value in (params.get("env") or {}).items():
        if value is None:
            os.environ.pop(key, None)
        else:
            os.environ[key] = value
    store = Store(params.get("configDir"), params["sessionId"])
    tools["TodoWrite"] = TodoWrite(store)
    tools["TodoRead"] = TodoRead(store)


def attributes(tool):
    return {
        "name": tool.name,
        "userFacingName": tool.user_facing_name,
        "description": tool.description,
        "inputSchema": tool.input_schema,
        "isEnabled": True,
        "isConcurrencySafe": tool.is_concurrency_safe,
        "isReadOnly": tool.is_read_only,
    }


def outcome(run):
    """What a tool's method did, as the protocol has it: what it returned, or what it raised."""
    try:
        return {"returned": run()}
    except Exception as error:  # noqa: BLE001 - the kit judges what was raised
        return {"raised": {"name": type(error).__name__, "message": str(error)}}


def handle(method, params):
    if method == "initialize":
        return {"name": "claude-code-todo-tools-python", "language": "python", "protocolVersion": 1, "profiles": ["claude-code"], "capabilities": ["sortTodos", "renderTodos"]}
    if method == "reset":
        return reset(params)
    if method == "attributes":
        return attributes(tools[params["tool"]])
    if method == "validateInput":
        return outcome(lambda: tools[params["tool"]].validate_input(params["input"]))
    if method == "call":
        return outcome(lambda: tools[params["tool"]].call(params["input"], params["agentId"]))
    if method == "mapResult":
        return tools[params["tool"]].map_result(params["data"], params["toolUseId"])
    if method == "sortTodos":
        return sort_todos(params["todos"])
    if method == "renderTodos":
        return render_todos(params["todos"])
    if method == "shutdown":
        return None
    raise LookupError(f"unknown method {method}")


def main():
    for line in sys.stdin.buffer:
        request = json.loads(line.decode("utf-8"))
        try:
            answer = {"jsonrpc": "2.0", "id": request["id"], "result": handle(request["method"], request.get("params") or {})}
        except Exception as error:  # noqa: BLE001 - a call this program cannot handle is answered, and it goes on
            answer = {"jsonrpc": "2.0", "id": request["id"], "error": {"code": -32000, "message": f"{type(error).__name__}: {error}"}}
        # The protocol's own JSON may escape what it likes: the texts inside it are decoded by the kit as they were.
        sys.stdout.write(json.dumps(answer) + "\n")
        sys.stdout.flush()
        if request["method"] == "shutdown":
            return


if __name__ == "__main__":
    main()
