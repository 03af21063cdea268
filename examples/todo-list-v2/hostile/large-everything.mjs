// Hostile: every tool call answers 3 MB of content (under the message limit), so nearly every scenario fails with
// the largest values the kit will copy. The reports must still stay under 10 MB: each value is cut, with a note.
const LARGE = JSON.stringify({ todos: [{ content: 'z'.repeat(3 * 1024 * 1024), status: 'pending', activeForm: 'Waiting' }] });

export function createRegistry() {
  const tools = new Map();
  return {
    register(definition, handler) {
      tools.set(definition.name, { definition, handler });
    },
    getTool: (name) => tools.get(name),
    getToolDefinitions: () => [...tools.values()].map((t) => t.definition),
    executeTool: async (id) => ({ type: 'tool_result', tool_use_id: id, content: LARGE, is_error: true }),
  };
}
