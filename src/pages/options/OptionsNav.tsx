/**
 * The options page's sections, to move around in: a side list beside them at 900 px and wider
 * (options.css), a "Jump to" disclosure above them when narrower. Choosing a section moves the focus
 * to its heading (so a keyboard or screen reader user goes on from there) and scrolls it into view.
 */
import { useEffect, useRef, useState } from 'preact/hooks';
import { t } from '../../platform/text/i18n';

export interface NavSection {
  /** The id of the section's heading. */
  heading: string;
  title: string;
}

export function OptionsNav({ sections }: { sections: readonly NavSection[] }) {
  const [open, setOpen] = useState(false);
  const [current, setCurrent] = useState<string | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);

  // The section in view is the one marked (the first heading in the page's upper half).
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const seen = new Map<string, boolean>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const e of entries) seen.set(e.target.id, e.isIntersecting);
        const first = sections.find((s) => seen.get(s.heading));
        if (first) setCurrent(first.heading);
      },
      { rootMargin: '0px 0px -50% 0px' },
    );
    const observeAll = () => {
      for (const s of sections) {
        const heading = document.getElementById(s.heading);
        if (heading) observer.observe(heading);
      }
    };
    observeAll();
    // A section that loads later (Sites) is watched once it is there.
    const later = new MutationObserver(observeAll);
    const main = nav.current?.parentElement;
    if (main) later.observe(main, { childList: true, subtree: true });
    return () => (observer.disconnect(), later.disconnect());
  }, [sections.map((s) => s.heading).join()]);

  function go(e: Event, id: string) {
    e.preventDefault();
    const heading = document.getElementById(id);
    if (!heading) return;
    setOpen(false);
    setCurrent(id);
    // A heading takes the focus only when asked (tabindex -1): it is not a stop on the Tab key's way.
    heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    heading.scrollIntoView({ block: 'start', behavior: 'instant' as ScrollBehavior });
  }

  return (
    <nav
      ref={nav}
      class="options-nav"
      aria-label={t('optionsJumpTo')}
      data-open={open}
      onKeyDown={(e) => {
        if (e.key !== 'Escape' || !open) return;
        setOpen(false);
        toggle.current?.focus();
      }}
      onFocusOut={(e) => {
        // Focus gone elsewhere (Tab past the list): the narrow list closes, as a menu would.
        if (open && !nav.current?.contains(e.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        type="button"
        ref={toggle}
        class="jump-toggle"
        aria-expanded={open}
        aria-controls="options-nav-list"
        onClick={() => setOpen(!open)}
      >
        {t('optionsJumpTo')}
      </button>
      <ul id="options-nav-list">
        {sections.map((s) => (
          <li key={s.heading}>
            <a
              href={`#${s.heading}`}
              aria-current={current === s.heading ? 'location' : undefined}
              onClick={(e) => go(e, s.heading)}
            >
              {s.title}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
