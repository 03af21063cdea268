// Correct behaviour, but a type error: the kit loads it transpile-only, runs every scenario, and reports the
// type error once, at the top of the summary.
import { createRegistry as createReference } from '../../../src/todo-list-v2/index';

const label: number = 'registry';

export function createRegistry() {
  void label;
  return createReference();
}
