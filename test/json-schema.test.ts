/**
 * harness/json-schema.ts, which every profile's schema steps compile an implementation's input schema with. Each
 * scenario gets the schema afresh, as a new object: what must hold across them is checked here directly.
 */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { compileJsonSchema, dialectOf } from '../harness/json-schema';

describe('input schemas compiled by meaning', () => {
  it('a schema with an $id compiles again in a later scenario, and a different text under the same $id replaces it', () => {
    // A correct claude-code or mini-claude-code-v2 implementation whose inputSchema had an $id failed every schema
    // scenario after the first: ajv refused the second object as a duplicate id.
    const strict = () => ({ $id: 'https://example.com/todo.json', type: 'object', properties: { todos: { type: 'array' } }, additionalProperties: false });
    expect(compileJsonSchema(strict())({ todos: [] })).to.equal(true);
    const again = compileJsonSchema(strict());
    expect(again({ todos: [], note: 'x' })).to.equal(false);
    const loose = compileJsonSchema({ ...strict(), additionalProperties: true });
    expect(loose({ todos: [], note: 'x' }), 'the new text is what is judged').to.equal(true);
  });

  it('the same text is compiled once, whatever object it arrives in', () => {
    const schema = () => ({ type: 'object', required: ['todos'] });
    expect(compileJsonSchema(schema())).to.equal(compileJsonSchema(schema()));
  });

  it('the dialect is the one the schema declares: 2020-12 keywords count only there', () => {
    const tuple = { type: 'array', prefixItems: [{ type: 'string' }] };
    const declared = { $schema: 'https://json-schema.org/draft/2020-12/schema', ...tuple };
    expect(dialectOf(declared)).to.equal('2020-12');
    expect(dialectOf(tuple)).to.equal('draft-07');
    expect(compileJsonSchema(declared)([1]), 'prefixItems applies under 2020-12').to.equal(false);
    expect(compileJsonSchema(tuple)([1]), 'draft-07 does not know prefixItems').to.equal(true);
  });

  it("a schema that is not a JSON Schema throws ajv's own words", () => {
    expect(() => compileJsonSchema({ type: 'no-such-type' })).to.throw(/type/);
  });
});
