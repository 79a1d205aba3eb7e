/**
 * The accounts' changes told to what follows them from above (the list engine,
 * ../actions/list-engine.ts): an account removed, and another made current. The follower
 * registers itself, so the accounts never import the actions (imports run down).
 */
export interface AccountsFollower {
  /** The account is removed: its work stops before its database goes. */
  removed(account: string): Promise<void>;
  /** The account became current: its work goes on where it was left. */
  current(account: string): void;
}

const followers: AccountsFollower[] = [];

export function followAccounts(follower: AccountsFollower): void {
  followers.push(follower);
}

export async function tellRemoved(accounts: readonly string[]): Promise<void> {
  await Promise.all(followers.flatMap((f) => accounts.map((account) => f.removed(account))));
}

export function tellCurrent(account: string): void {
  for (const f of followers) f.current(account);
}
