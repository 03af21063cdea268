/**
 * Where the document refuses item i for a missing, empty or blank field and another message came instead (raised by
 * update, or answered by executeTool after its "Error: "): the document's status, cap or single focus, or words of
 * the program's own. One scenario cannot tell a field let through from checks in another order, or from the field's
 * own check in other words: update is sent that item alone, its other fields made valid. Accepted: the field is let
 * through. Refused in the same words: the field's own check, worded otherwise. Refused in other words: the checks'
 * order (text-checks.ts diagnoseRefusal). The scenario has failed whatever the probe meets; its answer is not the
 * scenario's call.
 */
import { refusedField, RUNTIME_ERROR, type ProbeAnswer } from './text-checks';

const STATUSES = ['pending', 'in_progress', 'completed'];
import type { MiniClaudeCodeWorld as World } from './world';

export async function probeFieldAlone(world: World, expected: string, items: unknown, said: string): Promise<ProbeAnswer | undefined> {
  if (said === expected) return undefined;
  const refused = refusedField(expected, items);
  if (!refused) return undefined;
  // The item alone, its other fields made valid (a field already valid kept as it is, so that a message that quotes
  // the item reads the same): only the field in question can be refused.
  const valid: Record<string, (value: unknown) => boolean> = {
    content: (value) => typeof value === 'string' && value.trim() !== '',
    status: (value) => value === undefined || (typeof value === 'string' && STATUSES.includes(value.toLowerCase())),
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
