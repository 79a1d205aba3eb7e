/** What a screen reader reads after a control's name: the text of the elements its aria-describedby names, in order. */
export function description(control: Element): string {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
  return ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? `(no #${id})`).join(' ');
}
