/** PRIVACY.md's "The stores' questions" table, read as the answers each store is given. */
import { tableRows } from './markdown-table.ts';

export interface PrivacyAnswers {
  /** Chrome Web Store data categories answered Yes and No. */
  chrome: { collected: string[]; notCollected: string[] };
  /** Firefox data_collection_permissions categories answered Yes and No. */
  firefox: { collected: string[]; notCollected: string[] };
}

/** Rows are `| data | Chrome category or — | Firefox category | Yes/No |`. */
export function privacyAnswers(markdown: string): PrivacyAnswers {
  const section = markdown.split(/^## /m).find((s) => s.startsWith("The stores' questions")) ?? '';
  const answers: PrivacyAnswers = {
    chrome: { collected: [], notCollected: [] },
    firefox: { collected: [], notCollected: [] },
  };
  for (const [, chrome, firefox, sent] of tableRows(section)) {
    const side = sent === 'Yes' ? 'collected' : 'notCollected';
    if (chrome && chrome !== '—') answers.chrome[side].push(chrome);
    if (firefox && firefox !== '—') answers.firefox[side].push(firefox);
  }
  return answers;
}
