/**
 * The kit as a user gets it: the README's first commands typed as written, the demo, the kit installed into a
 * learner's project, and a kit whose node_modules is a link (Stryker's sandbox).
 */
import { expect } from 'chai';
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { scratchFolder } from '../harness/isolation';
import { KIT_ROOT, runKit } from './run-kit';
import { available } from './samples';

describe('the README\'s "from zero to green", typed as it is written', () => {
  const readme = readFileSync(join(KIT_ROOT, 'README.md'), 'utf8');
  const section = /^## From zero to green\n([\s\S]*?)^## /m.exec(readme)?.[1] ?? '';
  // Each shell block, with the bold title before it ("**TypeScript, ES modules**").
  const blocks = [...section.matchAll(/```sh\n([\s\S]*?)```/g)]
    .map((m) => [m[0], [...section.slice(0, m.index).matchAll(/\*\*([^*]+)\*\*/g)].pop()?.[1] ?? '', m[1]!] as const)
    .filter(([, , commands]) => commands.includes('npx todo-kit'));

  it('has a block for TypeScript ES modules, CommonJS and Python', () => {
    expect(blocks).to.have.length(3);
    expect(blocks.map(([, title]) => title).join(' | ')).to.match(/TypeScript.*CommonJS.*Python/);
  });

  for (const [, title, commands] of blocks) {
    const needsPython = commands!.includes('python3') && !available('python3');
    it(
      `${title}: every command succeeds and the run ends CONFORMANT, its last line the landing page`,
      { skip: needsPython ? 'python3 is not installed' : false, timeout: 240_000 },
      () => {
        // Beside the project, the kit (this checkout), under the name the README uses; its dependencies are installed.
        const workspace = scratchFolder('todo-kit-zero-to-green-');
        symlinkSync(KIT_ROOT, join(workspace, 'todo-tool-conformance-kit'));
        const run = spawnSync('bash', ['-e', '-c', commands!], {
          cwd: workspace,
          encoding: 'utf8',
          env: { ...process.env, NO_COLOR: '1', npm_config_audit: 'false', npm_config_fund: 'false' },
        });
        expect(run.status, `${run.stdout.slice(-1500)}\n${run.stderr.slice(-1500)}`).to.equal(0);
        expect(run.stdout).to.include('CONFORMANT').and.not.include('NOT CONFORMANT');
        expect(run.stdout.trimEnd().split('\n').pop()).to.match(/^Open first: file:\/\/.*\/reports\/index\.html$/);
        if (!title.startsWith('TypeScript')) return;
        // Then the README's "From your own tests" in that project, as written: its test file, run by node --test.
        const example = /^## From your own tests\n[\s\S]*?```js\n([\s\S]*?)```/m.exec(readme)?.[1];
        expect(example, "the README's example of verify()").to.include("from 'todo-tool-conformance-kit'").and.include('./src/registry.ts');
        const project = join(workspace, 'my-registry');
        writeFileSync(join(project, 'conformance.test.mjs'), example!);
        // NODE_TEST_CONTEXT left out: with it, a node --test started from a test reports to this one's runner.
        const { NODE_TEST_CONTEXT: _unused, ...env } = process.env;
        const tested = spawnSync(process.execPath, ['--test', 'conformance.test.mjs'], { cwd: project, encoding: 'utf8', env });
        expect(tested.status, `${tested.stdout.slice(-1500)}\n${tested.stderr.slice(-1500)}`).to.equal(0);
        expect(tested.stdout).to.match(/^# pass 1$/m);
        const record = JSON.parse(readFileSync(join(project, 'reports', 'conformance', 'outcomes.json'), 'utf8')) as { conformant: boolean };
        expect(record.conformant).to.equal(true);
      },
    );
  }
});

describe("npm run demo, the PRD's runnable example", () => {
  it('runs the scripted agent loop through the reference to its end, each tool_result printed', () => {
    const run = spawnSync('npm', ['run', '--silent', 'demo'], { cwd: KIT_ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).to.equal(0);
    expect(run.stdout).to.include(`"content":"Tool 'TodoDelete' not found","is_error":true`); // an unknown tool, answered
    expect(run.stdout.trimEnd().split('\n').slice(-3).join('\n')).to.include('(no todos)'); // the list cleared, last
  });
});

describe("the kit whose node_modules is a link to another folder (Stryker's sandbox for npm run mutate)", () => {
  it("runs its references: the module host may read its dependencies where they really are, under Node's permission model", async () => {
    const copy = join(scratchFolder('todo-kit-linked-'), 'kit');
    // What the kit's package holds (package.json's "files"), as a copy of it would.
    const { files } = JSON.parse(readFileSync(join(KIT_ROOT, 'package.json'), 'utf8')) as { files: string[] };
    for (const part of ['package.json', ...files]) cpSync(join(KIT_ROOT, part), join(copy, part), { recursive: true });
    symlinkSync(join(KIT_ROOT, 'node_modules'), join(copy, 'node_modules'));
    for (const profile of ['todo-list-v2', 'mini-claude-code-v2']) {
      const run = await runKit(['--profile', profile, '--only', profile === 'todo-list-v2' ? 'F-008' : 'MCC-UPD.1'], {
        cwd: copy,
        bin: join(copy, 'bin', 'todo-kit.js'),
      });
      expect(run.exitCode, `${profile}\n${run.stdout.slice(-1500)}${run.stderr.slice(-1500)}`).to.equal(0);
      expect(
        run.outcomes.filter((o) => o.kind === 'passed'),
        profile,
      ).to.not.have.length(0);
    }
  });
});

describe('the kit installed as a dev dependency of a learner project', () => {
  it("passes a correct implementation from that project's own directory", { timeout: 240_000 }, async () => {
    const packDir = scratchFolder('todo-kit-pack-');
    // --ignore-scripts: the kit's prepare only fills its transform cache (scripts/warm-transform-cache.ts), which is
    // not in the package, and it is warm here already.
    const tarball = execFileSync('npm', ['pack', '--silent', '--ignore-scripts', '--pack-destination', packDir], { cwd: KIT_ROOT, encoding: 'utf8' })
      .trim()
      .split('\n')
      .pop()!;
    const project = scratchFolder('todo-kit-learner-');
    writeFileSync(join(project, 'package.json'), JSON.stringify({ name: 'learner-project', private: true, type: 'module' }));
    for (const file of ['index.mjs', 'tool-registry.mjs', 'todo-tools.mjs']) {
      copyFileSync(join(KIT_ROOT, 'examples', 'todo-list-v2', 'correct-esm', file), join(project, file));
    }
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline', '--save-dev', join(packDir, tarball)], { cwd: project, stdio: 'pipe' });

    const run = await runKit(['./index.mjs'], { cwd: project, bin: join(project, 'node_modules', '.bin', 'todo-kit') });
    expect(run.exitCode, run.stdout + run.stderr).to.equal(0);
    expect(run.outcomes.filter((o) => o.kind === 'passed').length).to.be.greaterThan(150);

    // The kit from the project's own tests (api/index.js), imported by the package's name from an ES module.
    const script = `import { verify } from 'todo-tool-conformance-kit';
      const result = await verify(['./index.mjs', '--only', 'F-008', '--reports', ${JSON.stringify(scratchFolder('todo-kit-api-'))}]);
      console.log(JSON.stringify({ exitCode: result.exitCode, kinds: [...new Set(result.record.outcomes.map((o) => o.kind))] }));`;
    const fromTests = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: project, encoding: 'utf8' });
    expect(fromTests.status, fromTests.stderr).to.equal(0);
    expect(JSON.parse(fromTests.stdout)).to.deep.equal({ exitCode: 0, kinds: ['passed'] });

    // No path at all, in the learner's project: a forgotten path, said so; the kit's references are not run, and
    // no reports folder is written into the project.
    for (const args of [[], ['--profile', 'todo-list-v2'], ['--only', 'F-008']]) {
      const bare = spawnSync(process.execPath, [join(project, 'node_modules', '.bin', 'todo-kit'), ...args], { cwd: project, encoding: 'utf8' });
      expect(bare.status, `${args.join(' ')}\n${bare.stdout}${bare.stderr}`).to.equal(2);
      expect(bare.stderr).to.include('todo-kit: name the implementation to verify').and.include('npx todo-kit --cmd');
    }
    expect(existsSync(join(project, 'reports'))).to.equal(false);

    // What the kit's messages send a learner to read is in the package: the plug-in page, the protocol, a sample.
    const missing = spawnSync(process.execPath, [join(project, 'node_modules', '.bin', 'todo-kit'), './nothing-here.mjs'], { cwd: project, encoding: 'utf8' });
    expect(missing.status).to.equal(2);
    // Each as the learner opens it from the project's folder, where the kit is installed.
    const kit = 'node_modules/todo-tool-conformance-kit/';
    const named = [...missing.stderr.matchAll(/(node_modules\/\S+?)[.)]?(?=\s)/g)].map(([, path]) => path!);
    expect(named).to.include.members([`${kit}docs/profiles/todo-list-v2.md`, `${kit}examples/todo-list-v2/correct-commonjs/registry.cjs`]);
    for (const path of named) expect(existsSync(join(project, path)), `${path} in the package`).to.equal(true);
  });
});
