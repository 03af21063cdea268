/** The kit's secrets masked in what an implementation writes (harness/secret-mask.ts). */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { MASKED, secretMask } from '../harness/secret-mask';

describe("the kit's secrets, masked in an implementation's words", () => {
  const env = {
    GITHUB_TOKEN: 'ghp_0123456789abcdef',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
    DB_PASSWORD: 'hunter2hunter2',
    NPM_TOKEN: 'ghp_0123456789abcdef-and-more', // holds the first: masked whole, not as *** and its tail
    SHORT_TOKEN: 'abc', // too short to be told from a word of an answer
    PASSED_TOKEN: 'given-by-pass-env-123', // the implementation has it: --pass-env
    HOME: '/home/someone-long-enough',
  };
  const mask = secretMask(env, new Set(['HOME', 'PASSED_TOKEN']));

  it('masks the value of every variable whose name says it is a secret, and that the implementation was not given', () => {
    const said = `token ${env.GITHUB_TOKEN}, key ${env.AWS_SECRET_ACCESS_KEY}; ${env.DB_PASSWORD} ${env.GITHUB_TOKEN}`;
    expect(mask(said)).to.equal(`token ${MASKED}, key ${MASKED}; ${MASKED} ${MASKED}`);
    expect(mask(`{"npm":"${env.NPM_TOKEN}"}`)).to.equal(`{"npm":"${MASKED}"}`);
  });

  it('leaves alone short values, variables the implementation has, and every other variable', () => {
    expect(mask('abc given-by-pass-env-123 /home/someone-long-enough')).to.equal('abc given-by-pass-env-123 /home/someone-long-enough');
  });

  it('is the text as it is when there is no secret', () => {
    const none = secretMask({ HOME: '/root' }, new Set());
    expect(none('ghp_0123456789abcdef')).to.equal('ghp_0123456789abcdef');
  });
});
