/**
 * A run reads the features an earlier run parsed (cli/gherkin-cache.ts): the messages kept on disk are the ones the
 * parse made, an entry belongs to one text of one file, and an entry that is not a list of messages is parsed again.
 */
import { IdGenerator, SourceMediaType, type Envelope } from '@cucumber/messages';
import { expect } from 'chai';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { after, beforeEach, describe, it } from 'node:test';
import { CUCUMBER_LIB } from '../cli/cucumber-files';
import { cacheGherkinParsing, useGherkinDiskCache } from '../cli/gherkin-cache';
import { entryPrefix, kitCacheFolder } from '../harness/register-typescript';
import { scratchFolder } from '../harness/isolation';

// The gherkin stream cucumber uses (not a dependency of the kit's own: cucumber's).
const { GherkinStreams } = require(dirname(require.resolve('@cucumber/gherkin-streams', { paths: [CUCUMBER_LIB!] }))) as {
  GherkinStreams: { fromSources(sources: Envelope[], options: { newId: () => string }): NodeJS.ReadableStream };
};

const URI = 'features/demo/a.feature';
const feature = (scenario: string) => `Feature: demo\n  Scenario: ${scenario}\n    Given a step\n`;

/** The messages cucumber's gherkin stream gives for `data` as the text of URI, through whatever cache is installed. */
function messagesOf(data: string, uri = URI): Promise<Envelope[]> {
  const source: Envelope = { source: { uri, data, mediaType: SourceMediaType.TEXT_X_CUCUMBER_GHERKIN_PLAIN } };
  const stream = GherkinStreams.fromSources([source], { newId: IdGenerator.uuid() });
  const messages: Envelope[] = [];
  return new Promise((resolve, reject) => {
    stream.on('data', (message: Envelope) => void messages.push(message));
    stream.on('end', () => resolve(messages));
    stream.on('error', reject);
  });
}

const pickleNames = (messages: Envelope[]) => messages.flatMap((m) => (m.pickle ? [m.pickle.name] : []));

describe('features parsed once, across runs', () => {
  cacheGherkinParsing();
  let folder = '';
  /** A new process would start with nothing in memory: only the folder carries messages from one to the next. */
  const newProcess = () => useGherkinDiskCache(folder);
  beforeEach(() => (folder = scratchFolder('todo-kit-gherkin-'))); // each case a cache folder of its own
  /** The entry of URI's file in the folder. */
  const entryOfURI = () =>
    join(
      folder,
      readdirSync(folder).find((name) => name.startsWith(entryPrefix(URI)))!,
    );
  after(() => useGherkinDiskCache(kitCacheFolder('gherkin')));

  it('hands a later run the messages the parse made, ids and all, read from the folder', async () => {
    newProcess();
    const parsed = await messagesOf(feature('one'));
    expect(pickleNames(parsed)).to.deep.equal(['one']);
    expect(readdirSync(folder), 'one entry for the file').to.have.length(1);
    newProcess();
    expect(await messagesOf(feature('one'))).to.deep.equal(JSON.parse(JSON.stringify(parsed)));
    // What is in the entry is what a run gets: it is read, not parsed again.
    const entry = entryOfURI();
    writeFileSync(entry, readFileSync(entry, 'utf8').replaceAll('"name":"one"', '"name":"read from the folder"'));
    newProcess();
    expect(pickleNames(await messagesOf(feature('one')))).to.deep.equal(['read from the folder']);
  });

  it('parses a file whose text changed, and keeps one entry for it', async () => {
    newProcess();
    await messagesOf(feature('one'));
    newProcess();
    expect(pickleNames(await messagesOf(feature('two')))).to.deep.equal(['two']);
    expect(readdirSync(folder), 'the older entry replaced').to.have.length(1);
  });

  it('gives the same text under another file its own messages, ids and all', async () => {
    newProcess();
    const first = await messagesOf(feature('one'));
    const other = await messagesOf(feature('one'), 'features/demo/b.feature');
    expect(other[0]?.source?.uri).to.equal('features/demo/b.feature');
    const ids = (messages: Envelope[]) => messages.flatMap((m) => (m.pickle ? [m.pickle.id] : []));
    expect(
      ids(other).some((id) => ids(first).includes(id)),
      'an id of the other file',
    ).to.equal(false);
    newProcess();
    expect((await messagesOf(feature('one'), 'features/demo/b.feature'))[0]?.source?.uri, 'read back').to.equal('features/demo/b.feature');
  });

  it('parses again when an entry is not what a parse of its file gives', async () => {
    const another = JSON.stringify([{ source: { uri: URI, data: feature('four') } }, { gherkinDocument: { uri: URI } }]);
    for (const text of ['{"pickle": {}}', '[]', 'not JSON', '[{"pickle": {}}, {"pickle": {}}]', another]) {
      newProcess();
      await messagesOf(feature('three'));
      writeFileSync(entryOfURI(), text);
      newProcess();
      expect(pickleNames(await messagesOf(feature('three'))), text).to.deep.equal(['three']);
    }
  });
});
