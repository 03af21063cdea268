// A .ts file in a CommonJS package (no "type" field), importing without extensions: the classic ts-node setup.
export { createRegistry } from '../../../../src/todo-list-v2/index';
