/**
 * The environment of the kit's own Node processes that it starts: the grading processes (grade-pool.ts) and the
 * run of each profile's reference (main.ts). An implementation never gets it: its environment is the allowlist of
 * harness/defaults.ts, and what --pass-env names.
 *
 * NODE_EXTRA_CA_CERTS is left out, unless the command line names it (--pass-env NODE_EXTRA_CA_CERTS: the process
 * must have it to pass it on). Node reads the certificate file it names as it starts, before any code runs
 * (Debian's bundle: 50 ms of CPU a start on the 2-core machine of the README's figures), and the kit never opens a
 * TLS connection: its processes only spawn, read and write files. Everything else passes as it is.
 */
export function kitProcessEnv(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  if (argv.some((arg) => arg.includes('NODE_EXTRA_CA_CERTS'))) return { ...env };
  const { NODE_EXTRA_CA_CERTS: _unused, ...rest } = env;
  return rest;
}
