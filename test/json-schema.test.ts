/**
 * harness/json-schema.ts, which every profile's schema steps compile an implementation's input schema with. Each
 * scenario gets the schema afresh, as a new object: what must hold across them is checked here directly.
 */
import { expect } from 'chai';
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { compileJsonSchema, dialectOf, useSchemaCache } from '../harness/json-schema';
import { KIT_ROOT } from './run-kit';
import { scratchFolder } from '../harness/isolation';

// Every test here starts from an empty disk cache of its own: what the kit's checkout holds must not decide a verdict.
useSchemaCache(scratchFolder('todo-kit-json-schema-'));

/** In a process of its own (a later kit run): compile `schema` with the disk cache in `folder`, judge `inputs`. */
function compileElsewhere(folder: string, schema: unknown, inputs: unknown[]): { ajvLoaded: boolean; verdicts: unknown[] } {
  const script = `
    const { compileJsonSchema, useSchemaCache } = require('./harness/json-schema.ts');
    useSchemaCache(${JSON.stringify(folder)});
    const validate = compileJsonSchema(${JSON.stringify(schema)});
    const verdicts = ${JSON.stringify(inputs)}.map((input) => [validate(input), validate.errors ?? null]);
    console.log(JSON.stringify({ ajvLoaded: Object.keys(require.cache).some((f) => f.endsWith(require('node:path').join('ajv', 'dist', 'core.js'))), verdicts }));`;
  const run = spawnSync(process.execPath, ['--require', './harness/register-typescript.js', '-e', script], { cwd: KIT_ROOT, encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { ajvLoaded: boolean; verdicts: unknown[] };
}

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

  it('a schema compiled in an earlier run is read back from disk without loading ajv, and judges exactly as compiled', () => {
    const folder = scratchFolder('todo-kit-json-schema-');
    const schema = {
      type: 'object',
      properties: { todos: { type: 'array', items: { type: 'object', required: ['content'], properties: { content: { type: 'string', minLength: 1 } } } } },
      required: ['todos'],
    };
    const inputs = [{ todos: [{ content: 'x' }] }, { todos: [{ content: '' }, {}] }, { todo: [] }];
    const first = compileElsewhere(folder, schema, inputs);
    expect(first.ajvLoaded, 'the first run compiles with ajv').to.equal(true);
    expect(readdirSync(folder), 'one validator kept').to.have.lengthOf(1);
    const later = compileElsewhere(folder, schema, inputs);
    expect(later.ajvLoaded, 'a later run reads it back instead').to.equal(false);
    expect(later.verdicts, 'the same verdicts and the same errors').to.deep.equal(first.verdicts);
    expect(first.verdicts.map((v) => (v as [boolean])[0])).to.deep.equal([true, false, false]);
  });

  it('a schema that is not a JSON Schema is never kept: it throws in every run', () => {
    const folder = scratchFolder('todo-kit-json-schema-');
    useSchemaCache(folder);
    expect(() => compileJsonSchema({ type: 'no-such-type' })).to.throw(/type/);
    expect(readdirSync(folder)).to.deep.equal([]);
  });

  it('a schema that refers to another by its $id is compiled anew each time and never kept: its meaning follows that other schema', () => {
    const folder = scratchFolder('todo-kit-json-schema-');
    useSchemaCache(folder);
    const item = (type: string) => ({ $id: 'https://example.com/item.json', type });
    const list = () => ({ type: 'object', properties: { v: { $ref: 'https://example.com/item.json' } } });
    compileJsonSchema(item('string'));
    expect(compileJsonSchema(list())({ v: 'text' }), 'the item is a string').to.equal(true);
    compileJsonSchema(item('number'));
    expect(compileJsonSchema(list())({ v: 'text' }), 'the item is a number now').to.equal(false);
    expect(readdirSync(folder), 'nothing kept: neither registers nor resolves as a validator read back would').to.deep.equal([]);
  });

  it('an entry cut short on disk is compiled again and replaced, never taken for an invalid schema', () => {
    const folder = scratchFolder('todo-kit-json-schema-');
    const schema = { type: 'object', required: ['todos'] };
    const first = compileElsewhere(folder, schema, [{ todos: [] }, {}]);
    const [entry] = readdirSync(folder);
    const whole = readFileSync(join(folder, entry!), 'utf8');
    writeFileSync(join(folder, entry!), whole.slice(0, whole.length / 2));
    expect(compileElsewhere(folder, schema, [{ todos: [] }, {}]).verdicts).to.deep.equal(first.verdicts);
    expect(readFileSync(join(folder, entry!), 'utf8'), 'the entry, whole again').to.equal(whole);
  });
});
