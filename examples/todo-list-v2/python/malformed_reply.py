#!/usr/bin/env python3
"""Fault: getToolDefinitions answers {"tools": [...]}, the shape of an API request, instead of the array itself.
Plain runs report the F-003 scenarios as failed; with --validate-protocol each becomes a protocol error that
names the schema the reply breaks."""
import todo_registry

original = todo_registry.ToolRegistry.get_tool_definitions

if __name__ == "__main__":
    todo_registry.ToolRegistry.get_tool_definitions = lambda self: {"tools": original(self)}
    todo_registry.serve(name="python-malformed-reply")
