// Hostile: every tool call answers 256 KB of content, so nearly every scenario fails with a value far larger than
// the kit shows of one. The reports must still stay under 10 MB: each value is cut, with a note. (A kit that kept
// values whole writes over 10 MB with it. Answers near the 4 MB message limit are large-result.mjs's and
// huge-result.mjs's; at 3 MB for every call, this sample cost 7 s of CPU, a tenth of the hostile tests.)
const LARGE = JSON.stringify({ todos: [{ content: 'z'.repeat(256 * 1024), status: 'pending', activeForm: 'Waiting' }] });

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
