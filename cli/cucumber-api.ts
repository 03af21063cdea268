/**
 * Cucumber's programmatic API as the kit uses it, without what only cucumber's own command line needs. Loading
 * `@cucumber/cucumber` (every step file imports Given, When, Then from it) also loaded its deprecated `Cli` class,
 * and with it the configuration loader: a YAML parser, commander and yup, about 50 ms of CPU in every kit process
 * and every grading process, for a configuration the kit reads once (cucumber.cjs, which is plain JavaScript).
 *
 * So the kit:
 * - puts a stand-in for the `Cli` class's module in Node's module cache before cucumber loads: the real one loads if
 *   anything constructs a `Cli` (nothing in the kit does);
 * - takes runCucumber, loadSupport and loadSources from their own modules (cucumber exports `./lib/*`);
 * - makes the run configuration of cucumber.cjs itself, as cucumber's loadConfiguration does (cucumber's defaults,
 *   the default profile on top, converted field by field). test/cli.test.ts checks that both give the same.
 *
 * Required before '@cucumber/cucumber' by cli/run-once.ts. If cucumber's files are not where they were, nothing is
 * replaced and the kit uses cucumber's API as it is.
 */
import type { IConfiguration } from '@cucumber/cucumber/api';
import { join } from 'node:path';
import { KIT_ROOT } from '../harness/defaults';
import { CUCUMBER_LIB, standInFor } from './cucumber-files';

type Api = typeof import('@cucumber/cucumber/api');
type RunConfiguration = Awaited<ReturnType<Api['loadConfiguration']>>['runConfiguration'];

/** The module of cucumber's deprecated Cli class: replaced by one that loads it only when a Cli is made. */
function deferCliModule(): void {
  if (!CUCUMBER_LIB) return;
  const path = join(CUCUMBER_LIB, 'cli', 'index.js');
  standInFor(path, {
    __esModule: true,
    default: function Cli(...args: unknown[]) {
      delete require.cache[path];
      const Real = (require(path) as { default: new (...args: unknown[]) => object }).default;
      return new Real(...args);
    },
  }); // if it is loaded already, there is nothing to save
}

deferCliModule();

let api: Pick<Api, 'runCucumber' | 'loadSupport' | 'loadSources'> | undefined;

/**
 * runCucumber, loadSupport and loadSources, from their own modules (or cucumber's API, if they moved), loaded on first
 * use (about 0.15 s): a run starts the implementation first, so that the module host starts while cucumber loads.
 */
export function cucumberApi(): Pick<Api, 'runCucumber' | 'loadSupport' | 'loadSources'> {
  if (api) return api;
  try {
    api = {
      runCucumber: (require(join(CUCUMBER_LIB!, 'api', 'run_cucumber.js')) as Api).runCucumber,
      loadSupport: (require(join(CUCUMBER_LIB!, 'api', 'load_support.js')) as Api).loadSupport,
      loadSources: (require(join(CUCUMBER_LIB!, 'api', 'load_sources.js')) as Api).loadSources,
    };
    if (Object.values(api).some((f) => typeof f !== 'function')) throw new Error('moved');
  } catch {
    api = require('@cucumber/cucumber/api') as Api;
  }
  return api!;
}

/** cucumber.cjs's default profile as cucumber's loadConfiguration makes it into a run configuration. */
function convert(flat: IConfiguration): RunConfiguration {
  // "type:target" (the kit's own formats have no other colon), or a bare type for stdout
  const formats = flat.format.map((item) => {
    if (Array.isArray(item)) return item;
    const colon = item.indexOf(':');
    return colon < 0 ? [item] : [item.slice(0, colon), item.slice(colon + 1)];
  }) as [string, string?][];
  return {
    sources: { paths: flat.paths, defaultDialect: flat.language, names: flat.name, tagExpression: flat.tags, order: flat.order, shard: flat.shard },
    support: { requireModules: flat.requireModule, requirePaths: flat.require, importPaths: flat.import, loaders: flat.loader },
    runtime: {
      dryRun: flat.dryRun,
      failFast: flat.failFast,
      filterStacktraces: !flat.backtrace,
      parallel: flat.parallel,
      retry: flat.retry,
      retryTagFilter: flat.retryTagFilter,
      strict: flat.strict,
      worldParameters: flat.worldParameters,
    },
    formats: {
      stdout: [...formats].reverse().find(([, target]) => !target)?.[0] ?? 'progress',
      files: Object.fromEntries(formats.filter(([, target]) => !!target).map(([type, target]) => [target!, type])),
      publish: false, // never (kitRunConfiguration says why)
      options: flat.formatOptions,
    },
    plugins: { specifiers: flat.plugin, options: flat.pluginOptions },
  } as RunConfiguration;
}

/**
 * The run configuration of the kit's cucumber.cjs (its default profile), which the kit narrows to a profile's
 * features and steps. `viaCucumber` asks cucumber's own loader instead (the test that both agree, and the fallback).
 */
export async function kitRunConfiguration(viaCucumber = false): Promise<RunConfiguration> {
  if (!viaCucumber && CUCUMBER_LIB) {
    try {
      const { DEFAULT_CONFIGURATION } = require(join(CUCUMBER_LIB, 'configuration', 'default_configuration.js')) as { DEFAULT_CONFIGURATION: IConfiguration };
      const profile = (require(join(KIT_ROOT, 'cucumber.cjs')) as { default: Partial<IConfiguration> }).default;
      return convert({ ...structuredClone(DEFAULT_CONFIGURATION), ...structuredClone(profile) });
    } catch {
      // cucumber's defaults moved: its own loader below
    }
  }
  // No environment: CUCUMBER_PUBLISH_TOKEN or _ENABLED would send the reports to cucumber's public service, and a
  // kit run never publishes (its reports are the learner's, and may quote their code).
  const { loadConfiguration } = require('@cucumber/cucumber/api') as Api;
  return (await loadConfiguration({ file: 'cucumber.cjs' }, { cwd: KIT_ROOT, env: {} })).runConfiguration;
}
