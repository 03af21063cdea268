/**
 * The kit's questions to mini-claude-code-v2's update, asked to explain a failure, never to judge one (harness
 * probe(): a crash or a hang they meet changes no verdict).
 *
 * The field probe: where the document refuses item i for a missing, empty or blank field and another message came
 * instead (raised by update, or answered by executeTool after its "Error: "): the document's status, cap or single
 * focus, or words of the program's own. One scenario cannot tell a field let through from checks in another order,
 * or from the field's own check in other words: update is sent that item alone, its other fields made valid.
 * Accepted: the field is let through. Refused in the same words: the field's own check, worded otherwise. Refused in
 * other words: the checks' order (text-checks.ts diagnoseRefusal).
 *
 * The text probe: a TodoWrite answered with no text at all (whyNoText).
 *
 * The message probe: a refused TodoWrite answered without the document's message (raisedByUpdate): update is sent the
 * same items. Its very message: executeTool lost it (messageDroppedByExecuteTool). Words of its own that the answer
 * carries at its end ("错误: 第 0 项: 需要内容"): the answer is update's refusal, passed on, and what is wrong is update's
 * wording, one cause with update's own scenarios (text-checks.ts diagnoseAnswer).
 */
import { catchInExecuteTool, executeToolName, inTheirLanguage } from './hints';
import { refusedField, RUNTIME_ERROR, STATUSES, updateReturnsNoText, type Diagnosis, type ProbeAnswer } from './text-checks';
import { NON_JSON_MARKER } from '../../harness/wire';
import type { MiniClaudeCodeWorld as World } from './world';

export async function probeFieldAlone(world: World, expected: string, items: unknown, said: string): Promise<ProbeAnswer | undefined> {
  if (said === expected) return undefined;
  const refused = refusedField(expected, items);
  if (!refused) return undefined;
  // The item alone, its other fields made valid (a field already valid kept as it is, so that a message that quotes
  // the item reads the same): only the field in question can be refused.
  const valid: Record<string, (value: unknown) => boolean> = {
    content: (value) => typeof value === 'string' && value.trim() !== '',
    status: (value) => value === undefined || (typeof value === 'string' && STATUSES.has(value.toLowerCase())),
    activeForm: (value) => typeof value === 'string' && value.trim() !== '',
  };
  const fixes: Record<string, unknown> = { content: 'Probe', status: 'pending', activeForm: 'Probing' };
  const alone: Record<string, unknown> = { ...refused.item };
  for (const field of Object.keys(fixes)) if (field !== refused.field && !valid[field]!(alone[field])) alone[field] = fixes[field];
  const probe = (await world.implementation.probe(
    'update',
    { items: [alone] },
    `update([item ${refused.index} alone, its other fields valid]): is ${refused.field} let through?`,
  )) as { returned?: unknown; raised?: { message?: unknown } } | undefined;
  if (probe === undefined || typeof probe !== 'object') return undefined;
  if ('returned' in probe) return { accepted: true };
  return { refused: String(probe.raised?.message ?? ''), runtimeError: RUNTIME_ERROR.test(String((probe.raised as { name?: unknown } | undefined)?.name)) };
}

/** What update answers a TodoWrite's items asked alone (a probe): its outcome, or undefined (no list, a fault). */
async function updateAlone(world: World, items: unknown): Promise<{ returned?: unknown; raised?: { message?: unknown } } | undefined> {
  if (!Array.isArray(items)) return undefined;
  const outcome = await world.implementation.probe('update', { items }, 'update(the same items) alone: what does it answer?');
  return typeof outcome === 'object' && outcome !== null ? outcome : undefined;
}

/** What update raises for the items of a refused TodoWrite (a probe): its message, or undefined (accepted, a fault, no list). */
export async function raisedByUpdate(world: World, items: unknown): Promise<string | undefined> {
  const message = (await updateAlone(world, items))?.raised?.message;
  return typeof message === 'string' ? message : undefined;
}

/**
 * A refused TodoWrite whose answer (executeTool's, or the agent loop's tool_result) lacks the document's message:
 * update is sent the same items (a probe). When it raises that very message, executeTool is what lost it: one
 * mistake of executeTool's (MCC-EXE.2), wherever a scenario meets it. Undefined otherwise (`raised`, from
 * raisedByUpdate: the scenario has failed at this call; a list update accepts instead changes nothing it still checks).
 */
export function messageDroppedByExecuteTool(raised: string | undefined, message: string): Diagnosis | undefined {
  if (raised !== message) return undefined;
  return {
    requirement: 'MCC-EXE.2',
    hint: catchInExecuteTool(
      "update refuses this list in the document's words (the kit sent it to update alone), and the tool_result must carry them for the model to read.",
    ),
    cause: 'execute-tool-drops-message',
  };
}

/**
 * Why a TodoWrite call answered no text (executeTool's answer, or the content of its tool_result), asked with probes
 * of the same items. update returns no text either: update's mistake, one cause with update's own scenarios. Else,
 * for a tool_result (`inTheLoop`), executeTool asked alone: a text there (or no executeTool exported) means the loop
 * does not pass it on as the content. Else executeTool does not return what update returns.
 */
export async function whyNoText(world: World, items: unknown, { inTheLoop = false } = {}): Promise<Required<Diagnosis>> {
  const fromUpdate = await updateAlone(world, items);
  if (fromUpdate !== undefined && 'returned' in fromUpdate && typeof fromUpdate.returned !== 'string') return updateReturnsNoText();
  // In the loop, a program without executeTool has no other place to lose the text than the loop itself.
  if (
    inTheLoop &&
    (!world.implementation.capabilities.includes('executeTool') || typeof (await executeToolAlone(world, 'TodoWrite', { items })) === 'string')
  ) {
    return toolResultsWithoutContent();
  }
  return {
    requirement: 'MCC-EXE.1',
    hint: `${executeToolName()} returns what update returns, the rendered list: ${inTheirLanguage({ python: 'return TODO.update(args["items"])', javascript: 'return TODO.update(input.items)' })}.`,
    cause: 'execute-tool-returns-no-text',
  };
}

/** What executeTool answers for one call asked alone (a probe): its text or value, or undefined (a raise, a fault). */
export async function executeToolAlone(world: World, name: string, input: unknown): Promise<unknown> {
  const outcome = (await world.implementation.probe('executeTool', { name, input }, `executeTool("${name}", …) alone: what does it answer?`)) as
    { returned?: unknown } | undefined;
  return typeof outcome === 'object' && outcome !== null ? outcome.returned : undefined;
}

/** Whether an answer is undefined, as the wire marks it (a function's missing return, the .message of a non-Error). */
export const isUndefinedAnswer = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && (answer as Record<string, unknown>)[NON_JSON_MARKER] === 'undefined';

/**
 * A refused TodoWrite that executeTool answers with undefined: no answer on the error's path, or the .message of what
 * update threw when that is no Error. One advice and one cause, through executeTool or the loop's tool_result.
 */
export const answeredUndefined = (message: string): Required<Pick<Diagnosis, 'hint' | 'cause'>> => ({
  hint: `executeTool answered undefined: the .message of what update threw, when it threw something that is no Error (throw new Error("${message}")), or no answer at all on this path.`,
  cause: 'throws-a-non-error',
});

/** The loop does not put the tools' answers in the tool_results' content: its mistake, whichever call shows it. */
export const toolResultsWithoutContent = (): Required<Diagnosis> => ({
  requirement: 'MCC-LOOP.3',
  hint: `each tool_result carries the call's text as its content, as the document's loop does: { type: "tool_result", tool_use_id, content: output }, where output is the text ${executeToolName()} returned.`,
  cause: 'tool-results-without-content',
});
