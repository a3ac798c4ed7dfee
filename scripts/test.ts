/** Builds first: the e2e suite drives the built SPA and bff. .ci/run's summary line reads .test-results/jest.json. */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from './stack';

const extra = process.argv.slice(2);
mkdirSync(join(ROOT, '.test-results'), { recursive: true });
if (!process.env.SKIP_BUILD) {
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const jest = spawnSync('npx', ['jest', '--json', '--outputFile=.test-results/jest.json', ...extra], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(jest.status ?? 1);
