/**
 * A Latin token put into text (site pattern, host, parameter, key ending, domain, URL), set apart
 * left to right: in Arabic its marks stay at its own ends ("*.acme.co", not "acme.co.*") and the
 * words around it keep their order. A name a user typed, in any script, is a plain <bdi> instead.
 */
import type { HTMLAttributes } from 'preact';

export function Ltr(props: Omit<HTMLAttributes<HTMLElement>, 'dir'>) {
  return <bdi {...props} dir="ltr" />;
}
