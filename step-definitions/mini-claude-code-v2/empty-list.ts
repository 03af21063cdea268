/**
 * A refused TodoWrite that answered "No todos.": the empty list the scenario started from, rendered. Two mistakes
 * look the same from the answer alone, and the kit asks once more to say which.
 */
import { catchInExecuteTool, INPUT_KEY_CAUSE, itemsNotTodos } from './hints';
import type { Diagnosis } from './text-checks';
import type { MiniClaudeCodeWorld as World } from './world';

/**
 * Why a refused TodoWrite answered "No todos." (the empty list it started from, rendered): the items never reached
 * update (the input read as "todos"), or update raised and the error was swallowed (the unchanged list rendered in
 * its place). The scenario has failed either way; one more call, with a list the document accepts, tells them apart.
 */
export async function whyTheEmptyList(world: World): Promise<Diagnosis> {
  const probe = { content: 'Probe the list', status: 'pending', activeForm: 'Probing the list' };
  // Sent as a probe (the kit's question, harness probe()): a fault it meets (a hang, a crash) tells nothing, says both,
  // and counts towards no breakdown limit; lines printed with no request waiting still fail the scenario.
  const outcome = (await world.implementation.probe(
    'executeTool',
    { name: 'TodoWrite', input: { items: [probe] } },
    'executeTool("TodoWrite", the kit\'s probe list)',
  )) as { returned?: unknown } | undefined;
  // Anything but the empty list again: the items got to update (a render that reworded the content still shows
  // the list was stored).
  const reached = outcome && typeof outcome === 'object' && typeof outcome.returned === 'string' ? outcome.returned !== 'No todos.' : undefined;
  if (reached === false) return { requirement: 'MCC-EXE.1', hint: itemsNotTodos(), cause: INPUT_KEY_CAUSE };
  const swallowed = catchInExecuteTool(
    'update raised here, and the list it left unchanged was rendered in its place, so the model never reads why (a try whose finally returns render(), say).',
  );
  // Named (FailureDetails.cause): the same mistake whether a scenario met it through executeTool or the agent loop.
  if (reached === true) {
    return { requirement: 'MCC-EXE.2', hint: `a list the document accepts is shown, so the items do reach update. ${swallowed}`, cause: 'error-swallowed' };
  }
  return { requirement: 'MCC-EXE.2', hint: `${swallowed} Or, if the items never reach update: ${itemsNotTodos()}` };
}
