/** The tool definition the agent sees (design 3.1, 3.2). */
import { Then, When, type DataTable } from '@cucumber/cucumber';
import { fail } from '../../harness/failure-report';
import { jsonDiff } from '../../harness/json-diff';
import type { EnvelopeWorld, Json } from './world';

interface DefinitionWorld extends EnvelopeWorld {
  definition?: Json;
}

const DESCRIPTION = 'Overwrite the todo list with the current complete list. Framework persists and returns the updated list and recap.';

When('the kit reads the tool definition', async function (this: DefinitionWorld) {
  const definition = await this.implementation.request('definition', {}, 'definition');
  if (typeof definition !== 'object' || definition === null) {
    fail({
      requirements: this.reqs('ENV-DEF.1'),
      summary: 'the tool has no definition object',
      actual: definition,
      hint: 'createTodoWriteTool returns { definition, execute }; definition is { name, description, parameters }.',
    });
  }
  this.definition = definition as Json;
});

function definitionOf(world: DefinitionWorld): Json {
  if (!world.definition) throw new Error('kit error: read the definition first');
  return world.definition;
}

function at(value: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((v, key) => (v as Json | undefined)?.[key], value);
}

Then('the definition is named {string}, with a description and parameters', function (this: DefinitionWorld, name: string) {
  const d = definitionOf(this);
  // What is wrong, and only that: the description's words and the schema are other scenarios' (ENV03-02..).
  const wrong = [
    ...(d.name === name ? [] : [`$.name: expected ${JSON.stringify(name)}, got ${JSON.stringify(d.name) ?? 'nothing'}`]),
    ...('description' in d ? [] : ['$.description: missing']),
    ...(typeof d.parameters === 'object' && d.parameters !== null
      ? []
      : [`$.parameters: expected an object, got ${JSON.stringify(d.parameters) ?? 'nothing'}`]),
  ];
  if (wrong.length === 0) return;
  fail({
    requirements: this.reqs('ENV-DEF.1'),
    summary: 'the definition is not { name: "TodoWrite", description, parameters }',
    actual: d,
    diff: wrong,
    hint: d.name === name ? undefined : 'design 3.1: the name exposed to the agent is TodoWrite (TodoWriteTool is the internal class name).',
  });
});

Then('the definition has a description', function (this: DefinitionWorld) {
  const d = definitionOf(this);
  if (typeof d.description === 'string' && d.description.trim() !== '') return;
  fail({
    requirements: this.reqs('ENV-DEF.2'),
    summary: "the definition's description is not a non-empty string",
    expected: DESCRIPTION,
    actual: d.description,
  });
});

Then("the definition's description is the document's", function (this: DefinitionWorld) {
  const d = definitionOf(this);
  if (d.description === DESCRIPTION) return;
  fail({
    requirements: this.reqs('ENV-DEF.2'),
    summary: "the definition's description is not the text of design 3.2",
    expected: DESCRIPTION,
    actual: d.description,
  });
});

Then("the descriptions in the schema are the document's:", function (this: DefinitionWorld, table: DataTable) {
  const definition = definitionOf(this);
  const wrong = table.hashes().flatMap(({ at: path, description }) => {
    const got = (at(definition, path!) as Json | undefined)?.description;
    return got === description ? [] : [`${path}.description: expected ${JSON.stringify(description)}, got ${JSON.stringify(got) ?? 'nothing'}`];
  });
  if (wrong.length === 0) return;
  fail({
    requirements: this.reqs('ENV-DEF.3', 'ENV-DEF.4'),
    summary: "the parameters' descriptions are not the texts of design 3.2",
    diff: wrong,
    hint: "design 3.2 gives each parameter's description inside the JSON of the definition: copy them as they are.",
  });
});

Then('the schema at {string} is:', function (this: DefinitionWorld, path: string, json: string) {
  const actual = at(definitionOf(this), path);
  const expected = JSON.parse(json) as Json;
  // Judged by meaning: every keyword the document gives, with its value (`required` and `enum` as sets); a
  // property's description and the keywords the document does not fix are the implementation's own.
  const diff = actual === undefined ? ['$: missing'] : schemaDiff(expected, actual, '$');
  if (diff.length === 0) return;
  const keywords = [...new Set(diff.map((line) => /^\$\.([^.[:\s]+)/.exec(line)?.[1] ?? 'missing'))];
  const requirement = path.includes('items') ? 'ENV-DEF.4' : 'ENV-DEF.3';
  fail({
    requirements: this.reqs(requirement),
    summary: `the schema at ${path} does not say what design 3.2 says (${keywords.join(', ')})`,
    expected,
    actual,
    diff,
    hint: 'design 3.2 gives the JSON of the definition: copy its properties (and no others), types, enums, required lists and additionalProperties.',
  });
});

/**
 * How `actual` differs from the document's schema `wanted`, in what the document fixes: each keyword it names, at
 * every level; a list of names (`required`, `enum`) as a set, its missing and extra names said as such.
 */
function schemaDiff(wanted: unknown, actual: unknown, path: string): string[] {
  const names = (list: unknown[]) => list.every((v) => typeof v === 'string');
  if (Array.isArray(wanted) && names(wanted) && Array.isArray(actual) && names(actual)) {
    const missing = wanted.filter((v) => !actual.includes(v));
    const extra = actual.filter((v) => !wanted.includes(v));
    return [
      ...(missing.length > 0 ? [`${path}: missing ${missing.map((v) => JSON.stringify(v)).join(', ')}`] : []),
      ...(extra.length > 0 ? [`${path}: not in the document: ${extra.map((v) => JSON.stringify(v)).join(', ')}`] : []),
    ];
  }
  if (typeof wanted === 'object' && wanted !== null && !Array.isArray(wanted) && typeof actual === 'object' && actual !== null && !Array.isArray(actual)) {
    const lines = Object.entries(wanted as Json).flatMap(([key, inner]) => {
      const got = (actual as Json)[key];
      return got === undefined ? [`${path}.${key}: missing (expected ${JSON.stringify(inner)})`] : schemaDiff(inner, got, `${path}.${key}`);
    });
    // The document's `properties` are the whole list of what the model may send: one more is a parameter of the
    // implementation's own, which the model is then told about (and, inside a todo, allowed past additionalProperties).
    if (path.endsWith('.properties')) {
      const extra = Object.keys(actual).filter((key) => !(key in (wanted as Json)));
      if (extra.length > 0) lines.push(`${path}: not in the document: ${extra.map((key) => JSON.stringify(key)).join(', ')}`);
    }
    return lines;
  }
  return jsonDiff(wanted, actual).map((line) => line.replace(/^\$/, path));
}
