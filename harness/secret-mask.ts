/**
 * The kit's secrets, masked in what an implementation says. None is in an implementation's environment (the
 * allowlist, isolation.ts), and a module cannot read the kit's from /proc (the permission model); but a --cmd program
 * without --sandbox reads what its user can, the environment of the kit and of the CI step above it included, and
 * could copy a token into its answers, and from there into every report (a protection against doing so by
 * accident or on a dare, not against a program determined to encode it first: docs/isolation.md).
 *
 * A secret is the value of a variable of the kit's environment whose name says it is one (GITHUB_TOKEN, NPM_TOKEN,
 * AWS_SECRET_ACCESS_KEY, a PASSWORD), that the implementation was not given (--pass-env), and long enough not to be
 * a common word. Masked in each line the implementation writes, before the kit reads it, as GitHub Actions masks
 * its secrets in a job's log.
 */

/** The names of variables whose values are secrets. */
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|(?:^|_)AUTH(?:$|_)/i; // not GIT_AUTHOR_NAME
/** Shorter values are left alone: "true", a port, a user name would mask words of the answers. */
const MIN_SECRET_CHARS = 8;
export const MASKED = '***';

/** The text as it is, when there is nothing to mask. */
const asItIs = (text: string): string => text;

/** A function that masks the secrets of `env` that are not among `given` (the variables the implementation has). */
export function secretMask(env: NodeJS.ProcessEnv, given: ReadonlySet<string>): (text: string) => string {
  const values = Object.entries(env)
    .filter(([name, value]) => SECRET_NAME.test(name) && !given.has(name) && value !== undefined)
    .map(([, value]) => value!);
  // A secret of several lines (a private key) is masked line by line too, as GitHub Actions does: a program's stderr
  // is read a line at a time, and no one line holds the whole value.
  const secrets = [...new Set(values.flatMap((value) => [value, ...value.split(/\r?\n/).map((line) => line.trim())]))]
    .filter((value) => value.length >= MIN_SECRET_CHARS)
    .sort((a, b) => b.length - a.length); // a longer secret that holds a shorter one is masked whole
  if (secrets.length === 0) return asItIs;
  return (text) => {
    let masked = text;
    for (const secret of secrets) if (masked.includes(secret)) masked = masked.split(secret).join(MASKED);
    return masked;
  };
}

/**
 * A value just parsed from a line (`line`, already masked) with the kit's secrets masked in each of its texts, keys
 * included: JSON may write a text's characters as escapes (\\u0067hp_…, a password's \\" or \\\\, a key's line
 * breaks as \\n), which parsing turns back into the secret. Changed in place, without recursion (a line may nest
 * thousands of levels deep); only a line with an escape can hold a text its mask did not see.
 */
export function maskParsed<T>(value: T, line: string, mask: (text: string) => string): T {
  if (mask === asItIs || !line.includes('\\')) return value;
  if (typeof value === 'string') return mask(value) as T;
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const node = stack.pop();
    if (node === null || typeof node !== 'object') continue;
    const record = node as Record<string, unknown>;
    for (const key of Object.keys(record)) {
      const inner = record[key];
      if (typeof inner === 'string') record[key] = mask(inner);
      else if (inner !== null && typeof inner === 'object') stack.push(inner);
      const masked = Array.isArray(node) ? key : mask(key);
      if (masked !== key) {
        Object.defineProperty(record, masked, { value: record[key], enumerable: true, writable: true, configurable: true });
        delete record[key];
      }
    }
  }
  return value;
}

/**
 * `names` (a naming of paths) between two masks: a naming that takes a folder out of a text can put back together a
 * secret the folder cut in two ("ghp_1234" + cwd + "/" + "5678"), which the first mask could not see whole (helper 111).
 */
export const maskedAroundNaming =
  (mask: (text: string) => string, names: (text: string) => string) =>
  (text: string): string =>
    mask(names(mask(text)));
