/** The permission justifications of docs/store/permissions.md against the manifests that ask for them. */
import { tableRows } from './markdown-table.ts';

/** How a manifest asks for access; the justification table's second column. */
export type PermissionKind = 'permission' | 'host' | 'optional permission' | 'optional host';

export interface ManifestAccess {
  permissions?: string[];
  host_permissions?: string[];
  optional_permissions?: string[];
  optional_host_permissions?: string[];
}

/** Every `kind: name` a manifest asks for, in the table's words. */
export function requested(manifest: ManifestAccess): string[] {
  const of = (kind: PermissionKind, names: string[] = []) => names.map((name) => `${kind}: ${name}`);
  return [
    ...of('permission', manifest.permissions),
    ...of('host', manifest.host_permissions),
    ...of('optional permission', manifest.optional_permissions),
    ...of('optional host', manifest.optional_host_permissions),
  ];
}

/** `kind: name` of every row with a justification of some substance. */
export function justified(markdown: string): string[] {
  return tableRows(markdown)
    .filter(([, , why]) => (why ?? '').split(/\s+/).length >= 5)
    .map(([name, kind]) => `${kind}: ${name}`);
}

/** What the manifests ask for without a justification, and justifications for what none asks for. */
export function compareJustifications(manifests: ManifestAccess[], markdown: string) {
  const asked = new Set(manifests.flatMap(requested));
  const given = new Set(justified(markdown));
  return {
    unjustified: [...asked].filter((p) => !given.has(p)).sort(),
    unused: [...given].filter((p) => !asked.has(p)).sort(),
  };
}
