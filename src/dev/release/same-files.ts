/** How two sets of files (path → bytes) differ: missing on either side, or not byte for byte the same. */
export function fileDifferences(expected: Map<string, Buffer>, actual: Map<string, Buffer>) {
  return {
    missing: [...expected.keys()].filter((p) => !actual.has(p)).sort(),
    extra: [...actual.keys()].filter((p) => !expected.has(p)).sort(),
    differing: [...expected.keys()].filter((p) => actual.has(p) && !actual.get(p)!.equals(expected.get(p)!)).sort(),
  };
}

export const identical = (d: ReturnType<typeof fileDifferences>) =>
  d.missing.length + d.extra.length + d.differing.length === 0;
