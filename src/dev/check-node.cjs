// Fails early, in plain words, when npm scripts run on a Node older than the tools need.
// The project pins Node 24 as a devDependency (npm puts it first on PATH); if its install
// script was skipped, scripts would fall back to the system Node and break in confusing ways.
const major = Number(process.versions.node.split('.')[0]);
if (major < 22) {
  console.error(
    `PrettyLink needs Node 22 or newer to build and test, but npm ran Node ${process.version}.\n` +
      'Run `npm ci` (it installs Node 24 into node_modules/.bin); if npm skipped its install script,\n' +
      'run `npm install-scripts approve node && npm ci`, or install Node 22+ yourself.',
  );
  process.exit(1);
}
