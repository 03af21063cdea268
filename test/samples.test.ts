/**
 * The samples' own metadata (test/samples.ts), apart from any run: when a sample cannot run here, it is skipped with
 * a reason instead of failing for its own or passing without testing anything.
 */
import { expect } from 'chai';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { KIT_ROOT } from '../harness/defaults';
import { samples, whyNotRunnable } from './samples';

describe('a sample that cannot run on this machine', () => {
  // The ptrace helper makes system calls by their x86_64 numbers, reading x86_64 registers: on arm64, one sample
  // raised at its start and failed, and the other passed without testing anything (stop 52's note).
  const usesPtrace = samples().filter((sample) => sample.target[0] === '--cmd' && /\bimport _ptrace\b|\bfrom _ptrace\b/.test(source(sample.target[1]!)));

  it('is every sample that uses the ptrace helper, declared for x64', () => {
    expect(usesPtrace.length, 'samples that import hostile/_ptrace.py').to.be.greaterThan(0);
    for (const sample of usesPtrace) expect(sample.arch, sample.expectation).to.equal('x64');
  });

  it('is skipped on another processor, saying which, and not for that reason on its own', () => {
    const sample = usesPtrace[0]!;
    expect(whyNotRunnable(sample, 'arm64')).to.equal('the sample is written for x64, and this machine is arm64');
    expect(whyNotRunnable(sample, 'x64') || '').not.to.include('written for');
    expect(whyNotRunnable({ ...sample, arch: undefined, requires: undefined }, 'arm64')).to.equal(false);
  });
});

/** The source of a `python3 <file>` sample command, or '' for another command (or a file missing on purpose). */
function source(command: string): string {
  const file = /^python3 (\S+\.py)$/.exec(command)?.[1];
  return file && existsSync(join(KIT_ROOT, file)) ? readFileSync(join(KIT_ROOT, file), 'utf8') : '';
}
