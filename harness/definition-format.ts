/**
 * Tool definitions written for another API than Anthropic's, recognised so that a failure can say so: a definition
 * the kit looks up by its top-level "name" is otherwise only "not there", which sends the learner to check a name
 * that is right.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What format the definitions are in, when it is OpenAI's function tools; undefined otherwise. */
export function foreignDefinitionFormat(definitions: readonly unknown[]): string | undefined {
  const openAi = definitions.filter((d) => isObject(d) && d.type === 'function' && isObject(d.function) && typeof d.function.name === 'string');
  if (openAi.length === 0) return undefined;
  const names = openAi.map((d) => JSON.stringify(((d as Record<string, unknown>).function as Record<string, unknown>).name)).join(', ');
  return (
    `the definitions (${names}) are in OpenAI's function-tool format, {"type": "function", "function": {"name", "description", "parameters"}}; ` +
    `Anthropic's, which the document uses, has "name", "description" and "input_schema" at the top level.`
  );
}
