/** The URL an action on a page shortens, and why it is not simply the tab's (src/background/actions/prepare-url.ts). */
export interface PreparedUrl {
  url: string;
  source: 'tab' | 'canonical';
  /** Tracking parameters removed, by name. */
  stripped: string[];
  /** The site rule that prepared it, by its pattern. */
  rule?: string;
  /** The address without the rule's preparation (only when it differs): "shorten once without it". */
  withoutRule?: string;
  /** A lock holds it (the administrator's rule, or tracking removal): "the original address" (or "without it") is not offered. */
  locked?: boolean;
  /** The rule's campaign preset applied, by name. */
  campaign?: string;
  /** The rule says not to shorten as the popup opens. */
  neverAuto?: boolean;
  /** The domain the popup's form offers: the rule's, or '' (its account's own default) when the rule names an account. */
  domain?: string;
}
