// What imports-typescript.mjs imports: TypeScript, which a JavaScript entry cannot load.
import { createRegistry as createReference } from '../../../src/todo-list-v2/index';

export const createRegistry = (): ReturnType<typeof createReference> => createReference();
