import type { ReactNode } from 'react';
import { useEffect, useId, useRef, useState } from 'react';

interface DropdownProps {
  /** What the toggle button shows (an icon, a name). */
  trigger: ReactNode;
  /** The toggle's accessible name when `trigger` is not enough on its own. */
  label?: string;
  className?: string;
  /** The panel's content; `close` hides it (after picking an item). */
  children: (close: () => void) => ReactNode;
}

/**
 * A disclosure dropdown: a button that shows a panel of links or buttons. Escape and a click
 * outside close it; focus returns to the button after Escape.
 */
export function Dropdown({ trigger, label, className, children }: DropdownProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className={['dropdown', className].filter(Boolean).join(' ')}
      data-open={open || undefined}
      onBlur={(event) => {
        // Tabbing out of the whole dropdown closes it, as a click outside does.
        if (open && !root.current?.contains(event.relatedTarget)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={label}
        onClick={() => setOpen((value) => !value)}
      >
        {trigger}
      </button>
      <div id={panelId} className="dropdown__panel" hidden={!open}>
        {children(() => setOpen(false))}
      </div>
    </div>
  );
}
