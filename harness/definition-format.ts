/**
 * Tool definitions written for another API than Anthropic's, recognised so that a failure can say so: a definition
 * the kit looks up by its top-level "name" is otherwise only "not there", which sends the learner to check a name
 * that is right.
 */
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** What format the definitions are in, when the one named `name` is among them as OpenAI's function tool; else undefined. */
export function foreignDefinitionFormat(definitions: readonly unknown[], name: string): string | undefined {
  const openAiNames = definitions.flatMap((d) =>
    isObject(d) && d.type === 'function' && isObject(d.function) && typeof d.function.name === 'string' ? [d.function.name] : [],
  );
  if (!openAiNames.includes(name)) return undefined;
  return (
    `the definitions (${openAiNames.map((n) => JSON.stringify(n)).join(', ')}) are in OpenAI's function-tool format, {"type": "function", "function": {"name", "description", "parameters"}}; ` +
    `Anthropic's, which the document uses, has "name", "description" and "input_schema" at the top level.`
  );
}
