/**
 * `npm run new:aggregate -- <plural> --service <service> [--singular <name>] [--route <routes key>]`
 * scaffolds an aggregate in every layer (ARCHITECTURE.md); it refuses to overwrite anything.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { bffFiles } from './bff-templates';
import { aggregateNames, type AggregateNames } from './names';
import { contractFiles, serviceFiles } from './service-templates';
import { routeFile, webFiles } from './web-templates';

const ROOT = join(__dirname, '..', '..');
const SERVICES = ['identity', 'portfolio', 'maintenance', 'engagement'] as const;

function fail(message: string): never {
  console.error(`new:aggregate: ${message}`);
  process.exit(1);
}

const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');

/** Edits one registry file; a pattern that no longer matches is reported, not guessed. */
function edit(path: string, change: (text: string) => string): void {
  const before = read(path);
  const after = change(before);
  if (after === before) fail(`could not register the aggregate in ${path}: edit it by hand`);
  writeFileSync(join(ROOT, path), after);
}

const afterLastImport = (text: string, line: string) => {
  const imports = [...text.matchAll(/^import [^;]+;$/gms)];
  const last = imports[imports.length - 1];
  if (!last) return text;
  const at = last.index + last[0].length;
  return `${text.slice(0, at)}\n${line}${text.slice(at)}`;
};

/** Adds `Module` as the last entry of the `imports: [...]` list of an app module. */
const addModuleImport = (text: string, module: string) =>
  text.replace(
    /(\n {2}imports: \[[\s\S]*?)(\n {2}\],\n)/,
    (_, list: string, end: string) => `${list}\n    ${module},${end}`,
  );

/** Adds an entry at the end of `export const NAME = [...]` (one line or several). */
const addToArray = (text: string, name: string, entry: string) =>
  text.replace(
    new RegExp(`(export const ${name}[^=]*= \\[)([\\s\\S]*?)(\\n?\\];)`),
    (_, open, items: string, close) => `${open}${items.replace(/,?\s*$/, '')}, ${entry}${close}`,
  );

function register(n: AggregateNames, service: string, migrationTime: number, route: string | undefined): string[] {
  const SERVICE = service.toUpperCase();
  const database = `services/${service}/src/database/database.ts`;
  const edits = [
    'services/contracts/src/index.ts',
    database,
    `services/${service}/src/app.module.ts`,
    'bff/src/app.module.ts',
  ];
  edit('services/contracts/src/index.ts', (text) => `${text}export * from './${service}/${n.singular}';\n`);
  edit(database, (text) => {
    let next = afterLastImport(text, `import { ${n.Singular}Entity } from '../${n.plural}/${n.singular}.entity';`);
    next = afterLastImport(
      next,
      `import { ${n.Plural}${migrationTime} } from './migrations/${migrationTime}-${n.plural}';`,
    );
    next = addToArray(next, `${SERVICE}_ENTITIES`, `${n.Singular}Entity`);
    return addToArray(next, `${SERVICE}_MIGRATIONS`, `${n.Plural}${migrationTime}`);
  });
  edit(`services/${service}/src/app.module.ts`, (text) =>
    addModuleImport(
      afterLastImport(text, `import { ${n.Plural}Module } from './${n.plural}/${n.plural}.module';`),
      `${n.Plural}Module`,
    ),
  );
  edit('bff/src/app.module.ts', (text) =>
    addModuleImport(
      afterLastImport(text, `import { ${n.Plural}Module } from './${n.plural}/${n.plural}.module';`),
      `${n.Plural}Module`,
    ),
  );
  if (route) {
    edit('web/src/config/paths.ts', (text) =>
      text.replace(
        new RegExp(`(\\n  ${route}: appPage\\('[^']+', '[^']+', )later\\)`),
        (_, head: string) => `${head}lazyScreen(() => import('@/routes/${n.plural}'), '${n.Plural}Route'))`,
      ),
    );
    edits.push('web/src/config/paths.ts');
  }
  return edits;
}

function routeTitle(route: string): string {
  const match = read('web/src/config/paths.ts').match(
    new RegExp(`\\n  ${route}: appPage\\('[^']+', '([^']+)', later\\)`),
  );
  if (!match) fail(`--route ${route}: no pending signed-in route of that name in web/src/config/paths.ts`);
  return match[1]!;
}

function main(): void {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { service: { type: 'string' }, singular: { type: 'string' }, route: { type: 'string' } },
  });
  const [plural] = positionals;
  const service = values.service;
  if (!plural || positionals.length !== 1) fail('give one aggregate name, plural kebab-case (e.g. inspections)');
  if (!service || !(SERVICES as readonly string[]).includes(service)) {
    fail(`--service must be one of ${SERVICES.join(', ')}`);
  }
  let n: AggregateNames;
  try {
    n = aggregateNames(plural, values.singular);
  } catch (error) {
    fail((error as Error).message);
  }
  const migrationTime = Date.now();
  const files = {
    ...contractFiles(n, service),
    ...serviceFiles(n, service, migrationTime),
    ...bffFiles(n, service),
    ...webFiles(n),
    ...(values.route ? routeFile(n, routeTitle(values.route)) : {}),
  };
  const taken = Object.keys(files).filter((path) => existsSync(join(ROOT, path)));
  for (const folder of [`services/${service}/src/${n.plural}`, `bff/src/${n.plural}`, `web/src/features/${n.plural}`]) {
    if (existsSync(join(ROOT, folder))) taken.push(folder);
  }
  if (taken.length > 0) fail(`already there, nothing written: ${taken.join(', ')}`);

  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), text);
  }
  const edited = register(n, service, migrationTime, values.route);
  const run = (command: string, args: string[]) => execFileSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  run('npm', ['run', '--silent', 'schema']);
  run('npm', ['run', '--silent', 'codegen']);
  run('npx', ['prettier', '--log-level', 'warn', '--write', ...Object.keys(files), ...edited]);

  console.log(`\nnew:aggregate: ${n.plural} in ${service}`);
  console.log(
    `  ${Object.keys(files).length} files written:\n${Object.keys(files)
      .map((f) => `    ${f}`)
      .join('\n')}`,
  );
  console.log(`  ${edited.length} registries edited:\n${edited.map((f) => `    ${f}`).join('\n')}`);
  console.log('  and generated: bff/schema.graphql, web/src/gql/types.ts, the .generated.ts beside the .graphql');
  console.log('Next: give it its real fields (contract first: the compiler then lists every place to follow).');
}

main();
