#!/usr/bin/env python3
"""The Todo-List Tool v2 PRD in Python, standard library only, behind the conformance kit's line protocol (v1).

Run the kit on it:   npx todo-kit --cmd "python3 examples/todo-list-v2/python/todo_registry.py"

The registry is plain Python; the last part of the file is the stdio loop that the kit talks to: one JSON-RPC
request per line on stdin, one response per line on stdout (logs go to stderr, never to stdout).
"""
import json
import sys

STATUSES = ("pending", "in_progress", "completed")

TODO_WRITE = {
    "name": "TodoWrite",
    "description": "Replace the whole todo list with the given todos.",
    "input_schema": {
        "type": "object",
        "properties": {
            "todos": {
                "type": "array",
                "items": {
                    "type": "object",
                    "properties": {
                        "content": {"type": "string", "minLength": 1},
                        "status": {"type": "string", "enum": list(STATUSES)},
                        "activeForm": {"type": "string", "minLength": 1},
                    },
                    "required": ["content", "status", "activeForm"],
                    "additionalProperties": False,
                },
            }
        },
        "required": ["todos"],
    },
}

TODO_READ = {
    "name": "TodoRead",
    "description": "Read the current todo list.",
    "input_schema": {"type": "object", "properties": {}},
}


def compact(value):
    """JSON text, as JSON.stringify writes it."""
    return json.dumps(value, separators=(",", ":"), ensure_ascii=False)


class ToolRegistry:
    def __init__(self):
        self._tools = {}

    def register(self, definition, handler):
        self._tools[definition["name"]] = (definition, handler)

    def get_tool_definitions(self):
        return [definition for definition, _ in self._tools.values()]

    def execute_tool(self, tool_use_id, name, params):
        if name not in self._tools:
            return {"type": "tool_result", "tool_use_id": tool_use_id, "content": f"Tool '{name}' not found", "is_error": True}
        answer = self._tools[name][1](params)
        result = {"type": "tool_result", "tool_use_id": tool_use_id, "content": answer["content"]}
        if "is_error" in answer:
            result["is_error"] = answer["is_error"]
        return result


def blank(value):
    return not isinstance(value, str) or value.strip() == ""


def check_todo(todo, i):
    """The first error of one todo, in the PRD's order: content, status, activeForm."""
    item = todo if isinstance(todo, dict) else {}
    if blank(item.get("content")):
        return f"Todo at index {i}: content is required and cannot be empty"
    if item.get("status") not in STATUSES:
        return f"Todo at index {i}: invalid status '{item.get('status')}'. Must be one of: {', '.join(STATUSES)}"
    if blank(item.get("activeForm")):
        return f"Todo at index {i}: activeForm is required and cannot be empty"
    return None


def validate(params):
    if "todos" not in params:
        return "'todos' array is required"
    if not isinstance(params["todos"], list):
        return "'todos' must be an array"
    for i, todo in enumerate(params["todos"]):
        error = check_todo(todo, i)
        if error:
            return error
    return None


def create_registry():
    store = {"todos": []}

    def todo_write(params):
        error = validate(params)
        if error:
            return {"content": error, "is_error": True}
        store["todos"] = [{k: todo[k] for k in ("content", "status", "activeForm")} for todo in params["todos"]]
        return {"content": compact({"success": True, "count": len(store["todos"])})}

    def todo_read(params):
        return {"content": compact({"todos": store["todos"]})}

    registry = ToolRegistry()
    registry.register(TODO_WRITE, todo_write)
    registry.register(TODO_READ, todo_read)
    return registry


# ---- the line protocol -----------------------------------------------------------------------------------------

def serve(create=create_registry, name="python-todo-registry"):
    """Answer the kit's requests until it sends shutdown (or closes stdin)."""
    state = {"registry": create()}

    def reset(params):
        state["registry"] = create()  # a fresh registry with an empty list, before every scenario

    methods = {
        "initialize": lambda p: {"name": name, "language": "python", "version": "1.0.0", "protocolVersion": 1},
        "reset": reset,
        "getToolDefinitions": lambda p: state["registry"].get_tool_definitions(),
        "executeTool": lambda p: state["registry"].execute_tool(p["tool_use_id"], p["name"], p["input"]),
        "shutdown": lambda p: None,
    }
    for line in sys.stdin:
        request = json.loads(line)
        method = request.get("method")
        response = {"jsonrpc": "2.0", "id": request.get("id")}
        if method not in methods:
            response["error"] = {"code": -32601, "message": f"unknown method {method}"}
        else:
            try:
                response["result"] = methods[method](request.get("params") or {})
            except Exception as error:  # the implementation failed: say so, and keep serving
                response["error"] = {"code": -32000, "message": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps(response) + "\n")
        sys.stdout.flush()
        if method == "shutdown":
            return


if __name__ == "__main__":
    serve()
