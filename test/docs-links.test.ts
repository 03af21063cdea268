/**
 * Every link of the kit's Markdown (the README, docs/, each reference's README, the samples' notes) leads somewhere:
 * to a file or folder of the kit that exists, and, with a `#part`, to a heading of that page as GitHub names it.
 * A link out of the kit's folder is refused: a clone holds only the kit, so such a link is dead for every reader.
 * Pages moved out of the README (docs/grading.md, docs/isolation.md) broke anchors that nothing else would notice.
 * And the default profile's page quotes its exact strings, as the README says every profile page does.
 */
import { expect } from 'chai';
import MarkdownIt from 'markdown-it';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, it } from 'node:test';
import { KIT_ROOT } from '../harness/defaults';
import { within } from '../harness/paths';

/** Folders that hold no page of the kit's: installed packages, generated reports, hidden ones (.git). */
const NOT_PAGES = new Set(['node_modules', 'reports']);

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name.startsWith('.') || NOT_PAGES.has(entry.name)) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

const markdown = new MarkdownIt({ html: true });
type Token = MarkdownIt.Token;
const parsed = new Map<string, Token[]>();
const tokensOf = (file: string): Token[] => {
  if (!parsed.has(file)) parsed.set(file, markdown.parse(readFileSync(file, 'utf8'), {}));
  return parsed.get(file)!;
};

/** A heading's text as GitHub reads it for its anchor: the words, code spans without their backticks. */
const headingText = (inline: Token): string =>
  (inline.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'code_inline')
    .map((child) => child.content)
    .join('');

describe("the kit's Markdown links lead somewhere", async () => {
  // github-slugger is an ES module only: loaded as the test starts.
  const { default: GithubSlugger } = await import('github-slugger');
  const anchorsOf = (file: string): Set<string> => {
    const slugger = new GithubSlugger(); // one per page: a second "Usage" heading is "usage-1"
    const tokens = tokensOf(file);
    return new Set(tokens.flatMap((token, i) => (token.type === 'heading_open' ? [slugger.slug(headingText(tokens[i + 1]!))] : [])));
  };
  const files = markdownFiles(KIT_ROOT);

  it("finds the pages (the README, docs/, the references' READMEs)", () => {
    const names = files.map((file) => relative(KIT_ROOT, file));
    expect(names).to.include.members(['README.md', 'docs/grading.md', 'docs/isolation.md', 'docs/protocol.md', 'src/claude-code/README.md']);
  });

  for (const file of files) {
    it(relative(KIT_ROOT, file), () => {
      const links = tokensOf(file)
        .flatMap((token) => token.children ?? [])
        .flatMap((child) => {
          const target = child.type === 'link_open' ? child.attrGet('href') : child.type === 'image' ? child.attrGet('src') : null;
          return target === null ? [] : [String(target)];
        });
      const dead: string[] = [];
      for (const link of links) {
        if (/^[a-z][a-z+.-]*:/i.test(link)) continue; // https:, mailto:: not the kit's to check offline
        const [path = '', anchor] = link.split('#');
        const target = path === '' ? file : resolve(dirname(file), decodeURIComponent(path));
        if (!within(target, KIT_ROOT)) dead.push(`${link} (outside the kit: a clone does not hold it)`);
        else if (!existsSync(target)) dead.push(`${link} (no such file)`);
        else if (anchor !== undefined && target.endsWith('.md') && !statSync(target).isDirectory() && !anchorsOf(target).has(anchor))
          dead.push(`${link} (no heading of ${relative(KIT_ROOT, target)} is named so)`);
      }
      expect(dead, `dead links in ${relative(KIT_ROOT, file)}`).to.deep.equal([]);
    });
  }
});

describe("todo-list-v2's page gives every exact string its catalogue prescribes", () => {
  it('each content "…" of an error row or a lookup step is on docs/profiles/todo-list-v2.md, word for word', () => {
    const { requirements } = JSON.parse(readFileSync(join(KIT_ROOT, 'features', 'todo-list-v2', 'catalogue.json'), 'utf8')) as {
      requirements: { id: string; text: string }[];
    };
    const strings = requirements.flatMap(({ text }) => [...text.matchAll(/content:? "([^"]+)"/g)].map((match) => match[1]!));
    expect(strings.length, 'the catalogue quotes its messages').to.be.greaterThan(5);
    const page = readFileSync(join(KIT_ROOT, 'docs', 'profiles', 'todo-list-v2.md'), 'utf8');
    expect(strings.filter((text) => !page.includes(`\`${text}\``))).to.deep.equal([]);
  });
});
