// An .mts file: ESM TypeScript whatever the package type, with top-level await.
const { createRegistry } = await import('../correct-esm/index.mjs');

export { createRegistry };
