/**
 * After a submit refused by the input checks, focus goes to the form's first invalid field, once
 * it is rendered as such (`aria-invalid`, and its message linked by `aria-describedby`), so a
 * screen reader reads the field with its message.
 */
import { useLayoutEffect, useRef, useState } from 'preact/hooks';

export function useFocusFirstInvalid() {
  const form = useRef<HTMLFormElement>(null);
  const [asked, setAsked] = useState(0);
  // A layout effect: focus moves in the same frame as the message appears, never after it.
  useLayoutEffect(() => {
    if (asked) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [asked]);
  return { form, focusFirstInvalid: () => setAsked((n) => n + 1) };
}
