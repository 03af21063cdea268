// A module whose default export is a class of its own, and whose factory is misspelt (createRegistery): the class is
// not taken for createRegistry (called as the factory, it would fail every scenario with "Class constructor cannot be
// invoked without 'new'"). The run stops at the start, saying what the module exports.
import { createRegistry as correct } from '../correct-esm/index.mjs';

export default class TodoStore {}

export const createRegistery = correct; // the mistake: a misspelt name
