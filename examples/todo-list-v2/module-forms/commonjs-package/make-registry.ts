import { createRegistry } from '../../../../src/todo-list-v2/index';

export const makeRegistry = createRegistry;
