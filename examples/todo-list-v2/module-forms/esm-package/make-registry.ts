import { createRegistry } from '../../correct-esm/index.mjs';

export const makeRegistry = createRegistry;
