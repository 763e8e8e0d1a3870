// `npm run lint:openapi`: writes the OpenAPI document the server serves (.cache/openapi.json) and lints it with
// the pinned @redocly/cli against redocly.yaml (recommended rules). Offline: no telemetry, no update check.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const file = join(root, '.cache', 'openapi.json');
const env = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' };

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

run(process.execPath, ['--import', 'tsx', join(root, 'packages/server/src/openapi/write-openapi.ts'), file]);
run(process.execPath, [join(root, 'node_modules/@redocly/cli/bin/cli.js'), 'lint', '--config', join(root, 'redocly.yaml'), file]);
