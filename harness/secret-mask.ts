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
const SECRET_NAME = /TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|API_?KEY|ACCESS_?KEY|PRIVATE_?KEY|AUTH/i;
/** Shorter values are left alone: "true", a port, a user name would mask words of the answers. */
const MIN_SECRET_CHARS = 8;
export const MASKED = '***';

/** The text as it is, when there is nothing to mask. */
const asItIs = (text: string): string => text;

/** A function that masks the secrets of `env` that are not among `given` (the variables the implementation has). */
export function secretMask(env: NodeJS.ProcessEnv, given: ReadonlySet<string>): (text: string) => string {
  const secrets = Object.entries(env)
    .filter(([name, value]) => SECRET_NAME.test(name) && !given.has(name) && value !== undefined && value.length >= MIN_SECRET_CHARS)
    .map(([, value]) => value!)
    .sort((a, b) => b.length - a.length); // a longer secret that holds a shorter one is masked whole
  if (secrets.length === 0) return asItIs;
  return (text) => {
    let masked = text;
    for (const secret of secrets) if (masked.includes(secret)) masked = masked.split(secret).join(MASKED);
    return masked;
  };
}
