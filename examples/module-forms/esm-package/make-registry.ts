import { createRegistry } from '../../implementations/correct-esm/index.mjs';

export const makeRegistry = createRegistry;
