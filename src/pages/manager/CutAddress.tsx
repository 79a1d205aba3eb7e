/**
 * An address shown cut once (./address-text.ts): its site and its last path segment stay in view
 * ("shop.example/…/item-7"), so a list of addresses that share a long start still tells them apart
 * at 320 px. The whole (its password masked) is its accessible text and the title of the element that shows it.
 */
import { cutParts, maskCredentials } from './address-text';

/** Draws `text` cut where it is an address too long for its room, its password masked; any other text as it is. */
export function cutAddress(text: string) {
  const whole = maskCredentials(text);
  const parts = cutParts(whole);
  if (!parts || parts.head + parts.tail === whole) return whole;
  return (
    <span class="cut">
      <span aria-hidden="true">
        <span class="cut-head">{parts.head}</span>
        <span class="cut-tail">{parts.tail}</span>
      </span>
      <span class="sr-only">{whole}</span>
    </span>
  );
}
