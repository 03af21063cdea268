/**
 * Compile-time proof that the reference speaks the real Anthropic API formats: its types are checked against the
 * official @anthropic-ai/sdk types (a dev dependency, used for types only: nothing here runs). `npm run typecheck`
 * compiles this file, so renaming a field of the reference's types (input_schema, tool_use_id, is_error, ...)
 * breaks `npm test`.
 */
import type { MessageParam, Tool, ToolResultBlockParam, ToolUseBlock } from '@anthropic-ai/sdk/resources/messages';
import type { createRegistry } from '../src/todo-list-v2/index';
import type { InputSchema, ToolDefinition, ToolResult } from '../src/todo-list-v2/types';

/** Compiles only when T is `never`: used to say "no field of A is missing from B". */
type Never<T extends never> = T;
/** Compiles only when A is assignable to B. */
type Assignable<A extends B, B> = A;

// A ToolDefinition is an SDK Tool, and has no field the SDK does not know (a misspelt `inputSchema` would be one).
export type DefinitionIsTool = Assignable<ToolDefinition, Tool>;
export type DefinitionFieldsAreToolFields = Never<Exclude<keyof ToolDefinition, keyof Tool>>;
export type InputSchemaIsTools = Assignable<InputSchema, Tool.InputSchema>;

// A ToolResult is an SDK ToolResultBlockParam, field for field, with string content.
export type ResultIsBlockParam = Assignable<ToolResult, ToolResultBlockParam>;
export type ResultFieldsAreBlockParamFields = Never<Exclude<keyof ToolResult, keyof ToolResultBlockParam>>;
export type ResultContentIsString = Assignable<ToolResult['content'], string>;

// What the registry hands out and answers, as an agent loop passes them to and from the SDK.
type Registry = ReturnType<typeof createRegistry>;
export type ToolsParam = Assignable<ReturnType<Registry['getToolDefinitions']>, Tool[]>;
export type ExecuteAnswersBlockParam = Assignable<Awaited<ReturnType<Registry['executeTool']>>, ToolResultBlockParam>;

// A model's tool_use block goes into executeTool as it is: id, name, input.
export async function answer(block: ToolUseBlock, registry: Registry): Promise<MessageParam> {
  const result = await registry.executeTool(block.id, block.name, block.input as Record<string, unknown>);
  return { role: 'user', content: [result] };
}
