import type { LucideIcon } from 'lucide-react';

interface IconButtonProps {
  /** The accessible name: the icon alone says nothing to a screen reader. */
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  danger?: boolean;
  disabled?: boolean;
}

/** A small square button with an icon and no visible text (row and list tools). */
export function IconButton({ label, icon: Icon, onClick, danger = false, disabled }: IconButtonProps) {
  return (
    <button
      type="button"
      className={danger ? 'icon-btn icon-btn--danger' : 'icon-btn'}
      aria-label={label}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" size={18} />
    </button>
  );
}
