/**
 * The scoreboard page (scoreboard.html) as a course author reads it: what it says of a class, and what a real browser
 * shows of it: a table that sorts by a click on a heading, whose names, verdicts and headings stay in view as it
 * scrolls, and whose links open each submission's report. The browser part needs Chromium (Debian's package,
 * /usr/bin/chromium, or TODO_KIT_CHROMIUM); where there is none it is skipped with a message, never passed.
 */
import { expect } from 'chai';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, it } from 'node:test';
import { renderCsv, renderHtml, renderMarkdown, VERDICTS, type ScoreboardRow, type Verdict } from '../cli/scoreboard';
import { BROWSER_FLAGS, CHROMIUM, NO_BROWSER, seriousViolations } from './browser';

const CONCEPTS = ['Schema definition', 'Registration', 'Async execution', 'tool_use_id', 'tool_result', 'Parameter validation'];
const LONG_NOTE = `todo-kit: Cannot use it.mjs: ${'its module could not be loaded, and here is why, at length; '.repeat(9)}the end of the note`;

/** A row as todo-kit grade writes it, its verdict's counts and concept cells made up to match. */
function row(name: string, verdict: Verdict, score: number | null, extra: Partial<ScoreboardRow> = {}): ScoreboardRow {
  const ran = verdict === 'conformant' || verdict === 'not conformant';
  const failed = verdict === 'not conformant' ? Math.round((100 - (score ?? 0)) * 1.8) : 0;
  return {
    name,
    submission: `class/${name}.mjs`,
    profile: 'todo-list-v2',
    verdict,
    exitCode: verdict === 'conformant' ? 0 : verdict === 'not conformant' ? 1 : 2,
    seconds: 1.5,
    counts: { passed: ran ? 180 - failed : 0, failed, errored: 0, 'timed out': 0, 'protocol error': 0, 'not run': 0, skipped: 8 },
    score,
    concepts: ran ? Object.fromEntries(CONCEPTS.map((c, i) => [c, { passed: i === 0 && failed > 0 ? 20 : 28, total: 28 }])) : {},
    reports: name,
    report: `${name}/${ran ? 'index.html' : 'why.txt'}`,
    note: verdict === 'not conformant' ? 'first to fix: 1 × failed [F-001.E4] the call should have failed, but it was answered as a success' : undefined,
    ...extra,
  };
}

/** A class of 41, sorted by name as todo-kit grade sorts it: a long name, a long note, every verdict but kit error. */
function aClass(): ScoreboardRow[] {
  const rows = Array.from({ length: 34 }, (_, i) => row(`student-${String(i).padStart(2, '0')}`, 'not conformant', 50 + i));
  rows.push(
    row('bob', 'not conformant', 12.5),
    row('bobby', 'conformant', 100),
    row('carol', 'did not load', 0, { note: LONG_NOTE }),
    row('dave', 'over budget', 0, { note: 'todo-kit grade: stopped after 120 s, its whole budget (--budget).' }),
    row('erin', 'passed the selection', 100, { note: 'passed the 12 scenarios of 194 it selected' }),
    // A note quoting items as JSON, whose words run long between spaces: they were cut at the column's edge.
    row('eve', 'not conformant', 30, {
      note: 'first to fix: 25 × failed [MCC-RND.2] update([{"content":"Refactor auth module","status":"completed","activeForm":"Refactoring auth module"}]) returned another text',
    }),
    row('a_very_long_identifier_without_any_spaces_or_hyphens_to_break_on_whatsoever', 'not conformant', 40),
  );
  return rows.sort((a, b) => a.name.localeCompare(b.name));
}

describe('the scoreboard page', () => {
  it('names the profile once above the table, and under each name only when the rows have several', () => {
    const one = renderHtml(aClass(), '2026-01-05T10:00:00.000Z');
    expect(one).to.include('41 submission(s), profile todo-list-v2, graded');
    expect(one).not.to.include('<small>todo-list-v2</small>');
    const two = renderHtml([row('amy', 'conformant', 100), row('zed', 'conformant', 100, { profile: 'shell-command' })], 'now');
    expect(two).not.to.include('profile todo-list-v2');
    expect(two).to.include('<small>todo-list-v2</small>').and.include('<small>shell-command</small>');
  });

  it('heads the skipped scenarios "not applicable", as the reports it links to do; the CSV keeps the kind\'s name, for scripts', () => {
    const rows = aClass();
    const headings = [...renderHtml(rows, 'now').matchAll(/<th scope="col"[^>]*><button type="button">([^<]*)</g)].map((m) => m[1]);
    expect(headings).to.include('not applicable').and.not.include('skipped');
    const markdownHeader = renderMarkdown(rows)
      .split('\n')
      .find((line) => line.startsWith('| name |'))!;
    expect(markdownHeader).to.include('| not applicable |').and.not.include('skipped');
    expect(renderCsv(rows).split('\n')[0]).to.include(',skipped,').and.not.include('not applicable');
  });

  it("marks each row a stopped grading kept from before, and no other; a verdict's words are in its cell", () => {
    const stopped = { by: 'SIGINT', graded: 1, of: 3, earlier: ['bob'], notGraded: ['dave'] };
    const html = renderHtml([row('amy', 'conformant', 100), row('bob', 'not conformant', 50)], 'now', { stopped });
    const cell = (name: string) => new RegExp(`<tr><th[^>]*>${name}<.*?</th>`).exec(html)?.[0] ?? '';
    expect(cell('bob')).to.include('from before');
    expect(cell('amy')).not.to.include('from before');
    expect(html).to.match(/<td class="v not-conformant"[^>]*><span>not conformant<\/span><\/td>/);
  });

  it('marks the rows graded before this grading began, with their time, in the page and in Markdown; the CSV has each time', () => {
    const startedAt = '2026-11-28T11:00:00.000Z';
    const rows = [
      row('amy', 'conformant', 100, { gradedAt: '2026-11-28T11:00:03.000Z' }),
      row('bob', 'not conformant', 50, { gradedAt: '2026-11-27T09:15:00.000Z' }), // one student graded again: the others kept
      row('cleo', 'conformant', 100), // kept from an older kit's scoreboard, which had no time a row
    ];
    const html = renderHtml(rows, '2026-11-28T11:00:04.000Z', { startedAt });
    const cell = (name: string) => new RegExp(`<tr><th[^>]*>${name}<.*?</th>`).exec(html)?.[0] ?? '';
    expect(cell('bob')).to.include('from before: 2026-11-27 09:15 UTC').and.include('was not given this submission');
    expect(cell('cleo')).to.include('from before<').and.include('from an earlier grading');
    expect(cell('amy')).not.to.include('from before');
    expect(html).to.include('(2 of them kept from an earlier grading, marked &quot;from before&quot;)');
    const markdown = renderMarkdown(rows, { startedAt });
    expect(markdown).to.include('| bob *(from before: 2026-11-27 09:15 UTC)* |').and.include('| cleo *(from before)* |').and.include('| amy |');
    expect(markdown).to.include('3 submission(s) (2 of them kept from an earlier grading, marked):');
    const csv = renderCsv(rows).split('\n');
    expect(csv[0]).to.match(/,note,graded at,type errors,options$/);
    expect(csv[2]).to.match(/,2026-11-27T09:15:00\.000Z,,$/);
    // Rows judged with other options than the grading that wrote the page (kept from a grading with --strict, say):
    // marked beside the name and counted in the tally, on both pages.
    const judged = [
      { ...rows[0]!, options: [] },
      { ...rows[2]!, options: ['--strict'] },
    ];
    expect(renderHtml(judged, 'now', { passOn: ['--strict'] }))
      .to.include('>options: none</small>')
      .and.include('(1 of them judged with other options than this grading&#39;s, --strict; marked &quot;options&quot;)');
    expect(renderMarkdown(judged, { passOn: ['--strict'] })).to.include(`| ${judged[0]!.name} *(options: none)* |`);
    // A TypeScript submission's type errors, a column of their own (the note says them in words).
    expect(renderCsv([{ ...rows[0]!, typeErrors: 3 }]).split('\n')[1]).to.match(/,3,$/);
    // A grading that kept nothing marks nothing, and a scoreboard without its start (an older kit's) neither.
    for (const page of [renderHtml(rows.slice(0, 1), 'now', { startedAt }), renderHtml(rows, 'now'), renderMarkdown(rows)]) {
      expect(page).not.to.include('from before').and.not.to.include('kept from an earlier grading');
    }
  });
});

describe('the scoreboard page in a real browser', { skip: NO_BROWSER, timeout: 180_000 }, () => {
  it('sorts by a click on a heading, keeps names, verdicts and headings in view as it scrolls, and opens the reports', async () => {
    const { chromium } = await import('playwright-core');
    const folder = mkdtempSync(join(tmpdir(), 'todo-kit-scoreboard-'));
    const userDataDir = join(folder, 'chromium');
    const rows = aClass();
    writeFileSync(join(folder, 'scoreboard.html'), renderHtml(rows, '2026-01-05T10:00:00.000Z'));
    for (const r of rows) {
      mkdirSync(join(folder, r.name));
      writeFileSync(join(folder, r.report!), r.report!.endsWith('.html') ? `<title>${r.name}</title><h1>${r.name}'s report</h1>` : `${r.verdict}\n`);
    }
    const context = await chromium.launchPersistentContext(userDataDir, {
      executablePath: CHROMIUM,
      headless: true,
      args: BROWSER_FLAGS,
      viewport: { width: 1280, height: 800 },
    });
    try {
      const page = await context.newPage();
      const offline: string[] = [];
      page.on('request', (request) => {
        if (!request.url().startsWith('file:')) offline.push(request.url());
      });
      await page.goto(pathToFileURL(join(folder, 'scoreboard.html')).href);
      const headings = await page.locator('#scores thead th').allInnerTexts();
      const column = (heading: string) =>
        page.evaluate(
          (i) => [...document.querySelectorAll<HTMLTableRowElement>('#scores tbody tr')].map((tr) => tr.cells[i]!.innerText.trim()),
          headings.findIndex((h) => h.replace(/[▲▼]/, '').trim() === heading),
        );
      const sortBy = (heading: string) => page.locator('#scores thead th button', { hasText: heading }).first().click();
      const names = rows.map((r) => r.name);

      // The rows come sorted by name, and say so: a first click on the name reverses them.
      expect(await column('name')).to.deep.equal(names);
      expect(await page.locator('#scores thead th').first().getAttribute('aria-sort')).to.equal('ascending');
      await sortBy('name');
      expect(await column('name')).to.deep.equal([...names].reverse());
      // Verdicts from the best to the worst (not by the alphabet), then back; scores as numbers.
      await sortBy('verdict');
      const verdicts = (await column('verdict')).map((text) => VERDICTS.find((v) => v === text));
      expect(verdicts).to.deep.equal([...verdicts].sort((a, b) => VERDICTS.indexOf(a!) - VERDICTS.indexOf(b!)));
      expect(verdicts[0]).to.equal('conformant');
      await sortBy('verdict');
      expect((await column('verdict'))[0]).to.include('over budget');
      await sortBy('score %');
      const scores = (await column('score %')).map(Number);
      expect(scores).to.deep.equal([...scores].sort((a, b) => a - b));
      await sortBy('name'); // ascending first, once another column was sorted
      expect(await column('name'), 'sorted by the name alone, as the rows came').to.deep.equal(names);

      // Scrolled to the last column and the last row, the table still shows whose each row is, its verdict and the
      // headings, nothing drawn over them; its sideways scrollbar is in the window.
      const box = page.locator('.wrap');
      await box.evaluate((wrap) => wrap.scrollTo(wrap.scrollWidth, wrap.scrollHeight));
      const wrap = (await box.boundingBox())!;
      expect(wrap.y + wrap.height, 'the foot of the scrolled box is in the window').to.be.at.most(800);
      const last = page.locator('#scores tbody tr').last();
      for (const [cell, left] of [
        [last.locator('th, td').nth(0), wrap.x],
        [last.locator('th, td').nth(1), undefined],
        [page.locator('#scores thead th').nth(0), wrap.x],
        [page.locator('#scores thead th').last(), undefined],
      ] as const) {
        const at = (await cell.boundingBox())!;
        expect(at.x, await cell.innerText()).to.be.at.least(wrap.x - 1);
        if (left !== undefined) expect(at.x, 'at the left edge').to.be.closeTo(left, 1);
        const shown = await cell.evaluate((el, [x, y]) => el.contains(document.elementFromPoint(x!, y!)), [at.x + 4, at.y + at.height / 2]);
        expect(shown, `${await cell.innerText()} is drawn over`).to.equal(true);
      }
      const header = (await page.locator('#scores thead th').last().boundingBox())!;
      expect(header.y, 'the headings at the top of the box').to.be.closeTo(wrap.y, 1);
      // A long name wraps in the name column instead of widening it.
      const nameColumn = (await page.locator('#scores thead th').first().boundingBox())!;
      expect(nameColumn.width).to.be.below(1280 / 4);

      // A long note shows its first lines, and opens whole when clicked.
      const note = page.locator('#scores td.note div', { hasText: 'the end of the note' });
      const cut = () => note.evaluate((el) => el.scrollHeight > el.clientHeight + 1);
      expect(await cut(), 'a long note is cut').to.equal(true);
      await note.click();
      expect(await cut(), 'clicked, it is whole').to.equal(false);

      // A note's long words wrap inside its cell: none is cut at its edge.
      const words = page.locator('#scores td.note div', { hasText: 'Refactoring auth module' });
      expect(await words.evaluate((el) => el.scrollWidth <= el.clientWidth + 1), 'no word of a note is cut at its edge').to.equal(true);

      const serious = await seriousViolations(page);
      expect(serious, JSON.stringify(serious)).to.deep.equal([]);

      // On a phone, the name column takes less than half the screen and stays while the rest scrolls under it.
      await page.setViewportSize({ width: 390, height: 844 });
      await box.evaluate((wrap) => wrap.scrollTo(wrap.scrollWidth, 0));
      const phoneName = (await page.locator('#scores tbody tr').first().locator('th').first().boundingBox())!;
      expect(phoneName.x + phoneName.width).to.be.below(390 / 2);
      expect(phoneName.x).to.be.closeTo((await box.boundingBox())!.x, 1);

      // Each row's link opens its report.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.locator('#scores a', { hasText: 'report' }).first().click();
      await page.waitForURL(/\/index\.html$/);
      expect(await page.locator('h1').innerText()).to.match(/'s report$/);
      expect(offline, 'the page fetches nothing from the network').to.deep.equal([]);
    } finally {
      await context.close();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
