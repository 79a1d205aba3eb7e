/** The README's heading above the commands a reviewer runs in the unpacked sources. */
export const REVIEWER_HEADING = '## Building the Firefox add-on from these sources';

/**
 * The commands of the first `sh` code block under the reviewers' heading, one per line, as a reviewer
 * types them. Empty when the README has no such section, which the release treats as a failure.
 */
export function reviewerCommands(readme: string): string[] {
  const start = readme.indexOf(`${REVIEWER_HEADING}\n`);
  if (start < 0) return [];
  const section = readme.slice(start + REVIEWER_HEADING.length).split(/^## /m)[0]!;
  const block = /^```sh\n([\s\S]*?)^```/m.exec(section)?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}
