/**
 * CLI of the sandbox (exports nothing):
 *   npx node src/sandbox/main.ts [--port 8787] [--data file.json] [--rate-limit 50] [--key K]... [--seed N]
 */
import { parseArgs } from 'node:util';
import { startSandbox } from './server.ts';

const usage =
  'usage: npx node src/sandbox/main.ts [--port 8787] [--data file.json] [--rate-limit 50] [--key K]... [--seed N]';

function int(value: string | undefined, name: string): number | undefined {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) {
    console.error(`--${name} must be a non-negative integer\n${usage}`);
    process.exit(2);
  }
  return Number(value);
}

function parse() {
  try {
    return parseArgs({
      options: {
        port: { type: 'string', default: '8787' },
        data: { type: 'string' },
        'rate-limit': { type: 'string' },
        key: { type: 'string', multiple: true },
        seed: { type: 'string' },
        help: { type: 'boolean', short: 'h' },
      },
    }).values;
  } catch (err) {
    console.error(`${(err as Error).message}\n${usage}`);
    process.exit(2);
  }
}

const values = parse();
if (values.help) {
  console.log(usage);
  process.exit(0);
}

const sandbox = await startSandbox({
  port: int(values.port, 'port'),
  dataFile: values.data,
  rateLimitPerSecond: int(values['rate-limit'], 'rate-limit'),
  keys: values.key,
  seed: int(values.seed, 'seed'),
});
const key = sandbox.keys[0] ?? '';
// The local sandbox's own demo key, printed on purpose so a developer can call it: never a user's key.
console.log(`PrettyURL sandbox listening on ${sandbox.url}`);
console.log(`API key: ${key}${values.data ? `   data: ${values.data}` : '   (in memory)'}`);
console.log(`try: curl -H 'Accept: application/json' -H 'Authorization: Bearer ${key}' ${sandbox.url}/api/v1/links`);

let stopping = false;
const stop = (signal: string): void => {
  if (stopping) return;
  stopping = true;
  console.log(`\n${signal}: stopping`);
  sandbox.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
