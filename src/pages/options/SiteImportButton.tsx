/**
 * *Import…*: a real button that opens a file of rules. The file is read only below its cap, then
 * checked rule by rule; what it would change is handed on to be previewed, never saved from here.
 */
import { useRef } from 'preact/hooks';
import { importRules } from '../../shared/rules/rule-file';
import { MAX_RULES_FILE_BYTES, type SiteRule } from '../../shared/rules/rule';
import { t } from '../../platform/text/i18n';
import { problemText } from './site-rule-text';

export type FileRead = { ok: true; name: string; rules: SiteRule[] } | { ok: false; lines: string[] };

export const IMPORT_BUTTON_ID = 'rules-import';

export async function readRulesFile(file: File): Promise<FileRead> {
  if (file.size > MAX_RULES_FILE_BYTES)
    return { ok: false, lines: [t('rulesFileTooLarge', Math.round(MAX_RULES_FILE_BYTES / 1024))] };
  const read = importRules(await file.text());
  if (!read.ok) return { ok: false, lines: [t('rulesImportFailed'), ...read.problems.map(problemText)] };
  return { ok: true, name: file.name, rules: read.rules };
}

export function SiteImportButton({ disabled, onRead }: { disabled: boolean; onRead: (read: FileRead) => void }) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <button type="button" id={IMPORT_BUTTON_ID} disabled={disabled} onClick={() => input.current?.click()}>
        {t('rulesImport')}
      </button>
      {/* Opened by the button above: the native control (untranslated, unstyled) is never shown. */}
      <input
        ref={input}
        type="file"
        accept="application/json,.json"
        hidden
        tabIndex={-1}
        aria-label={t('rulesImport')}
        onChange={(e) => {
          const field = e.target as HTMLInputElement;
          const file = field.files?.[0];
          field.value = '';
          if (file) void readRulesFile(file).then(onRead);
        }}
      />
    </>
  );
}
