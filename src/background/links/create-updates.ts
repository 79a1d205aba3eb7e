/**
 * The update right after a create: a custom back half and the default group, one PATCH for both.
 * A failure keeps the link and says why.
 */
import type { Link } from '../../shared/types';
import type { Failure, ShortenOutcome } from '../../shared/messages/contract';
import type { Settings } from '../../shared/settings/settings';
import type { ServiceApi } from '../service';

/** What the update after a create may set, and the outcome member that reports its failure. */
const ERROR_OF = { backHalf: 'backHalfError', groupId: 'groupError' } as const;
type Wanted = Partial<Record<keyof typeof ERROR_OF, string>>;

/** A custom back half and the default group: set by an update right after the create, one PATCH for both. */
export function wantedUpdates(
  settings: Settings,
  link: Link,
  wantedBackHalf: string | undefined,
  chosenGroup?: string | null,
): Wanted {
  const backHalf = wantedBackHalf?.trim();
  const groupId = chosenGroup === undefined ? settings.defaultGroupId : chosenGroup;
  return {
    ...(backHalf && backHalf !== link.backHalf ? { backHalf } : {}),
    ...(groupId && groupId !== link.group?.id ? { groupId } : {}),
  };
}

/**
 * The update after a create. A failure keeps the link and says why; when the service blames only
 * one of the two, the other is sent alone, so a taken back half does not cost the group (nor the
 * reverse).
 */
export async function withUpdates(api: ServiceApi, link: Link, wanted: Wanted): Promise<ShortenOutcome> {
  let pending = wanted;
  let outcome: ShortenOutcome = { link, reused: false };
  while (Object.keys(pending).length > 0) {
    const updated = await api.update(link.id, pending);
    if (updated.ok) return { ...outcome, link: updated.value };
    const only = onlyBlamed(updated.error, pending);
    const failed = only ? [only] : (Object.keys(pending) as (keyof Wanted)[]);
    for (const name of failed) outcome = { ...outcome, [ERROR_OF[name]]: updated.error };
    pending = only ? Object.fromEntries(Object.entries(pending).filter(([name]) => name !== only)) : {};
  }
  return outcome;
}

/** The one member of several the service's field messages name, or null (it named both, or none). */
function onlyBlamed(failure: Failure, sent: Wanted): keyof Wanted | null {
  if (failure.kind !== 'validation' || Object.keys(sent).length < 2) return null;
  const named = Object.keys(failure.fields);
  const [one] = named;
  return named.length === 1 && (one === 'backHalf' || one === 'groupId') ? one : null;
}
