/**
 * A refused TodoWrite that answered "No todos.": the empty list the scenario started from, rendered. Two mistakes
 * look the same from the answer alone, and the kit asks once more to say which.
 */
import { ProtocolError } from '../../harness/outcomes';
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
  let reached: boolean | undefined;
  try {
    const { outcome } = await world.executeTool('TodoWrite', { items: [probe] });
    // Anything but the empty list again: the items got to update (a render that reworded the content still shows
    // the list was stored).
    reached = 'returned' in outcome && typeof outcome.returned === 'string' ? outcome.returned !== 'No todos.' : undefined;
  } catch (error) {
    // Bytes the implementation printed with no request waiting are charged to the next request, this one: they are
    // the scenario's protocol error, not the probe's to drop.
    if (error instanceof ProtocolError) throw error;
    reached = undefined; // the probe met a fault of its own (a hang, a crash): say both
  }
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
