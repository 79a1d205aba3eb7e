/** A field the administrator locked: shown read-only, with "Set by your organization" read with it. */
import type { Status } from '../../shared/messages/contract';
import type { LockableField } from '../../shared/policy/fields';
import { t } from '../../platform/text/i18n';

export const isLocked = (status: Status, field: LockableField) => status.policy.locked.includes(field);

/** The id an input names in aria-describedby. */
export const lockedNoteId = (field: LockableField) => `${field}-locked`;

export function LockedNote({ field }: { field: LockableField }) {
  return (
    <span class="hint small locked-note" id={lockedNoteId(field)}>
      {/* Drawn here, not in the shared icons: the popup's bundle does not carry it. */}
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path
          d="M6 11h12v9H6zM8 11V8a4 4 0 0 1 8 0v3"
          fill="none"
          stroke="currentColor"
          stroke-width="2"
          stroke-linecap="round"
          stroke-linejoin="round"
        />
      </svg>
      {t('setByOrganization')}
    </span>
  );
}

/** aria-describedby for a field's own hint (if any) and, when locked, the note. */
export function describedBy(status: Status, field: LockableField, ...own: (string | undefined)[]): string | undefined {
  const ids = [...own.filter(Boolean), ...(isLocked(status, field) ? [lockedNoteId(field)] : [])];
  return ids.length ? ids.join(' ') : undefined;
}
