/** The kit's secrets masked in what an implementation writes (harness/secret-mask.ts). */
import { expect } from 'chai';
import { describe, it } from 'node:test';
import { OutputCapture } from '../harness/output-capture';
import { MASKED, maskParsed, secretMask } from '../harness/secret-mask';

describe("the kit's secrets, masked in an implementation's words", () => {
  const env = {
    GITHUB_TOKEN: 'ghp_0123456789abcdef',
    AWS_SECRET_ACCESS_KEY: 'wJalrXUtnFEMI/K7MDENG',
    DB_PASSWORD: 'hunter2hunter2',
    NPM_TOKEN: 'ghp_0123456789abcdef-and-more', // holds the first: masked whole, not as *** and its tail
    SHORT_TOKEN: 'abc', // too short to be told from a word of an answer
    PASSED_TOKEN: 'given-by-pass-env-123', // the implementation has it: --pass-env
    HOME: '/home/someone-long-enough',
    GIT_AUTHOR_NAME: 'A. Learner of the course', // AUTH inside another word: not a secret
    HTTP_AUTH: 'user:pass-of-the-proxy', // an AUTH of its own
  };
  const mask = secretMask(env, new Set(['HOME', 'PASSED_TOKEN']));

  it('masks the value of every variable whose name says it is a secret, and that the implementation was not given', () => {
    const said = `token ${env.GITHUB_TOKEN}, key ${env.AWS_SECRET_ACCESS_KEY}; ${env.DB_PASSWORD} ${env.GITHUB_TOKEN}`;
    expect(mask(said)).to.equal(`token ${MASKED}, key ${MASKED}; ${MASKED} ${MASKED}`);
    expect(mask(`{"npm":"${env.NPM_TOKEN}"}`)).to.equal(`{"npm":"${MASKED}"}`);
  });

  it('leaves alone short values, variables the implementation has, and every other variable', () => {
    expect(mask('abc given-by-pass-env-123 /home/someone-long-enough')).to.equal('abc given-by-pass-env-123 /home/someone-long-enough');
    expect(mask(`by ${env.GIT_AUTHOR_NAME}, via ${env.HTTP_AUTH}`)).to.equal(`by ${env.GIT_AUTHOR_NAME}, via ${MASKED}`);
  });

  it('is the text as it is when there is no secret', () => {
    const none = secretMask({ HOME: '/root' }, new Set());
    expect(none('ghp_0123456789abcdef')).to.equal('ghp_0123456789abcdef');
  });

  it('masks each line of a secret of several lines (a private key), which no one line of stderr holds whole', () => {
    const key = '-----BEGIN KEY-----\nMIIEowIBAAKCAQEA7b3\nq9Zx81mKp0wLsT4u\n-----END KEY-----';
    const masking = secretMask({ DEPLOY_PRIVATE_KEY: key }, new Set());
    expect(key.split('\n').map(masking)).to.deep.equal([MASKED, MASKED, MASKED, MASKED]);
  });

  it('masks a secret that a line\'s JSON writes with escapes, once parsed (\\u0067hp_…, \\" in a password), keys included', () => {
    const escaped = [...env.GITHUB_TOKEN].map((c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');
    const line = `{"result":{"content":"${escaped}","list":["${escaped}"],"${escaped}":1}}`;
    expect(mask(line)).to.equal(line); // the line's own mask does not see it
    const parsed = maskParsed(JSON.parse(line), mask(line), mask);
    expect(JSON.stringify(parsed)).to.equal(`{"result":{"content":"${MASKED}","list":["${MASKED}"],"${MASKED}":1}}`);
    const quoted = secretMask({ DB_PASSWORD: 'pa"ss\\word' }, new Set());
    const said = JSON.stringify({ password: 'pa"ss\\word' });
    expect(maskParsed(JSON.parse(said), quoted(said), quoted)).to.deep.equal({ password: MASKED });
  });

  it('walks a value nested thousands of levels deep without recursion', () => {
    const line = `${'['.repeat(100_000)}"\\u0067hp_0123456789abcdef"${']'.repeat(100_000)}`;
    let value = maskParsed(JSON.parse(line), line, mask) as unknown;
    while (Array.isArray(value)) value = value[0];
    expect(value).to.equal(MASKED);
  });

  it('masks a secret in a line of output that is longer than is shown, where it crosses the cut (not its first part left)', () => {
    const capture = new OutputCapture(mask);
    capture.write('stderr', Buffer.from(`${'x'.repeat(490)}${env.GITHUB_TOKEN}${'y'.repeat(30)}\n`));
    const [line] = capture.shown(4000).lines;
    expect(line).to.not.include('ghp_');
    expect(line).to.match(/^x{490}\*\*\*y{7}… \[cut by the kit\]$/);
  });
});
