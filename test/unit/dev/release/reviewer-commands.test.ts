import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, it } from 'vitest';
import { REVIEWER_HEADING, reviewerCommands } from '../../../../src/dev/release/reviewer-commands';

it("reads this README's commands for reviewers: an install from the lockfile that runs no dependency's script but the pinned Node's, and the Firefox build", () => {
  const readme = readFileSync(resolve(import.meta.dirname, '../../../../README.md'), 'utf8');
  expect(reviewerCommands(readme)).toEqual(['npm ci --ignore-scripts', 'npm rebuild node', 'npm run build:firefox']);
});

it('takes only the first sh block of that section, without comments or blank lines', () => {
  const readme = `## Two commands\n\n\`\`\`sh\nnpm start\n\`\`\`\n\n${REVIEWER_HEADING}\n\nText.\n\n\`\`\`sh\n# install\nnpm ci\n\nnpm run build:firefox\n\`\`\`\n\n\`\`\`sh\nrm -rf /\n\`\`\`\n\n## Next\n\n\`\`\`sh\nnpm test\n\`\`\`\n`;
  expect(reviewerCommands(readme)).toEqual(['npm ci', 'npm run build:firefox']);
});

it('gives nothing when the section or its block is missing', () => {
  expect(reviewerCommands('# Readme\n')).toEqual([]);
  expect(reviewerCommands(`${REVIEWER_HEADING}\n\nNo commands.\n\n## Next\n\n\`\`\`sh\nnpm test\n\`\`\`\n`)).toEqual(
    [],
  );
});
