/** The account's last QR code style, in its database's `meta` store (record `qrStyle`): read through readQrStyle. */
import { done, finished, META } from '../../platform/account-db/layout';
import type { AccountLease } from '../../platform/account-db/lease';
import { tx, writeTx } from './connection';

const QR_STYLE = 'qrStyle';

export async function readQrStyleRecord(lease: AccountLease): Promise<unknown> {
  const t = await tx(lease, [META], 'readonly');
  return (await done(t.objectStore(META).get(QR_STYLE))) ?? null;
}

export async function saveQrStyleRecord(lease: AccountLease, style: unknown): Promise<void> {
  const t = await writeTx(lease, [META]);
  t.objectStore(META).put(style, QR_STYLE);
  await finished(t);
}
