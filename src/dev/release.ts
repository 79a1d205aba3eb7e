/**
 * `npm run release`: the packages for both stores, checked the way their reviewers check them, and
 * what to upload where (docs/store/README.md). Stops at the first failed check, exit code 1.
 * With every store variable set, uploads with `wxt submit` (`npm run release -- --dry-run` only
 * checks the credentials); otherwise names what is missing and stops before uploading. Every
 * child process runs without the store variables but `wxt submit` (./release/run.ts).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { PRIVACY_POLICY_URL } from '../shared/manifest.ts';
import { hasChangelogEntry, hasUnreleasedChanges } from './release/changelog.ts';
import { auditSummary } from './release/audit.ts';
import { lintProblems, type LintReport } from './release/lint-report.ts';
import { readZip } from './release/read-zip.ts';
import { REVIEWER_HEADING, reviewerCommands } from './release/reviewer-commands.ts';
import { fileDifferences, identical } from './release/same-files.ts';
import { run as runChild, type RunOptions } from './release/run.ts';
import { missingStoreVariables, STORE_VARIABLES } from './release/store-credentials.ts';
import { compareJustifications, type ManifestAccess } from './store/permissions.ts';

const ROOT = resolve('.');
const OUTPUT = join(ROOT, '.output');
const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as { name: string; version: string };
const zipOf = (what: string) => join(OUTPUT, `${pkg.name}-${pkg.version}-${what}.zip`);
const ZIPS = { chrome: zipOf('chrome'), firefox: zipOf('firefox'), sources: zipOf('sources') };
const dryRun = process.argv.includes('--dry-run');

function fail(message: string, detail = ''): never {
  console.error(`\n✗ ${message}${detail ? `\n${detail.trimEnd()}` : ''}`);
  process.exit(1);
}
const passed = (message: string) => console.log(`✓ ${message}`);
const shown = (path: string) => relative(ROOT, path) || '.';

/** Runs a command (in this checkout unless told), and stops the release when it fails. */
async function run(command: string, args: string[], options: Partial<RunOptions> = {}) {
  const { code, out } = await runChild(command, args, { cwd: ROOT, ...options });
  if (code !== 0) fail(`${[command, ...args].join(' ')} exited with ${code}`, out.slice(-4000));
  return out;
}
/** A tool of this checkout's node_modules, on the Node running this script (the project's). */
const tool = (name: string, args: string[], options: Partial<RunOptions> = {}) =>
  run(process.execPath, [join(ROOT, 'node_modules/.bin', name), ...args], options);

/** The archive's files; an entry that would land outside the folder, or a link, stops the release. */
function unzip(path: string): Map<string, Buffer> {
  try {
    return readZip(readFileSync(path));
  } catch (error) {
    fail(`${shown(path)} cannot be unpacked`, (error as Error).message);
  }
}

function filesUnder(dir: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true }))
    if (entry.isFile()) {
      const path = join(entry.parentPath, entry.name);
      files.set(relative(dir, path).split('\\').join('/'), readFileSync(path));
    }
  return files;
}

// 1. The version and its changelog entry.
const changelog = readFileSync(join(ROOT, 'CHANGELOG.md'), 'utf8');
if (!hasChangelogEntry(changelog, pkg.version))
  fail(`CHANGELOG.md has no entry for ${pkg.version} (package.json's version): add a "## [${pkg.version}]" section.`);
passed(`CHANGELOG.md has an entry for ${pkg.version}`);
if (hasUnreleasedChanges(changelog))
  console.log(
    `  note: CHANGELOG.md's [Unreleased] section lists changes: to publish them, give them a version there and in package.json.`,
  );

// 2. The packages.
await tool('wxt', ['zip']);
await tool('wxt', ['zip', '-b', 'firefox']);
passed(`built ${Object.values(ZIPS).map(shown).join(', ')}`);

// 3. A justification for every permission the built manifests ask for.
const manifests = ['chrome-mv3', 'firefox-mv3'].map(
  (dir) => JSON.parse(readFileSync(join(OUTPUT, dir, 'manifest.json'), 'utf8')) as ManifestAccess,
);
const { unjustified, unused } = compareJustifications(
  manifests,
  readFileSync(join(ROOT, 'docs/store/permissions.md'), 'utf8'),
);
if (unjustified.length || unused.length)
  fail(
    'docs/store/permissions.md does not match the built manifests',
    [...unjustified.map((p) => `  no justification: ${p}`), ...unused.map((p) => `  asked by no manifest: ${p}`)].join(
      '\n',
    ),
  );
passed('every permission of the built manifests is justified in docs/store/permissions.md');

// 4. The sources, unpacked in an empty folder and built with only the commands their README gives.
const review = mkdtempSync(join(tmpdir(), `${pkg.name}-review-`));
try {
  for (const [name, data] of unzip(ZIPS.sources)) {
    mkdirSync(dirname(join(review, name)), { recursive: true });
    writeFileSync(join(review, name), data);
  }
  const commands = reviewerCommands(readFileSync(join(review, 'README.md'), 'utf8'));
  if (commands.length === 0) fail(`the sources' README has no commands under "${REVIEWER_HEADING}"`);
  for (const command of commands) {
    console.log(`  $ ${command}    (in ${review})`);
    await run('sh', ['-c', command], { cwd: review, asReviewer: true });
  }
  const differences = fileDifferences(unzip(ZIPS.firefox), filesUnder(join(review, '.output/firefox-mv3')));
  if (!identical(differences))
    fail(`the sources rebuilt do not give the Firefox zip's files`, JSON.stringify(differences, null, 2));
  passed(
    `the sources, rebuilt in an empty folder with "${commands.join(' && ')}", give the Firefox zip's files byte for byte`,
  );
} finally {
  rmSync(review, { recursive: true, force: true });
}

// 5. addons.mozilla.org's linter, on what was zipped. It exits 1 on errors; the report says what they are.
const lint = await runChild(
  process.execPath,
  [
    join(ROOT, 'node_modules/.bin/web-ext'),
    'lint',
    '--source-dir',
    join(OUTPUT, 'firefox-mv3'),
    '--output',
    'json',
    '--no-input',
  ],
  { cwd: ROOT },
);
const problems = lintProblems(JSON.parse(lint.stdout) as LintReport);
if (problems.length) fail('web-ext lint found problems', problems.map((p) => `  ${p}`).join('\n'));
passed('web-ext lint: no errors, no warnings, no notices');

// 6. Known advisories in what the extension ships, when the registry's audit endpoint answers.
const audit = await runChild('npm', ['audit', '--omit=dev', '--json'], { cwd: ROOT });
for (const line of auditSummary(audit.stdout).lines) console.log(`  ${line}`);

// 7. What to upload where.
console.log(`
What to upload, version ${pkg.version}:

  Chrome Web Store (https://chrome.google.com/webstore/devconsole)
    package           ${shown(ZIPS.chrome)}
    store listing     docs/store/listing/<locale>.md (name, summary, description per language)
    images            .cache/store-images/ (npm run store-images): screenshots 1280x800, promo-tile-440x280.png, icon-128.png
    privacy practices single purpose: docs/store/single-purpose.md; permissions: docs/store/permissions.md;
                      data use: docs/store/privacy-answers.json; privacy policy: ${PRIVACY_POLICY_URL} (PRIVACY.md)

  addons.mozilla.org (https://addons.mozilla.org/developers/)
    package           ${shown(ZIPS.firefox)}
    source code       ${shown(ZIPS.sources)} (build notes: the README's "${REVIEWER_HEADING.slice(3)}")
    listing           docs/store/listing/<locale>.md (name, summary, description; AMO writes pt-BR, zh-CN)
    images            .cache/store-images/ screenshots
    privacy policy    PRIVACY.md; data collection is declared in the manifest
`);

// 8. Upload, only with every store's credentials: the one child that gets them.
const missing = missingStoreVariables(process.env);
if (missing.length) {
  console.log(
    `Not uploading: set ${missing.join(', ')} to upload with wxt submit (all of ${Object.values(STORE_VARIABLES).flat().length} are needed). Stopped before uploading.`,
  );
  process.exit(0);
}
await tool(
  'wxt',
  [
    'submit',
    ...(dryRun ? ['--dry-run'] : []),
    '--chrome-zip',
    ZIPS.chrome,
    '--firefox-zip',
    ZIPS.firefox,
    '--firefox-sources-zip',
    ZIPS.sources,
  ],
  { echo: true, storeCredentials: true },
);
passed(dryRun ? 'the stores accepted the credentials (dry run: nothing uploaded)' : 'submitted to both stores');
