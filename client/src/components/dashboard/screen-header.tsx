import { Plus } from 'lucide-react';
import type { ReactNode } from 'react';

/** The screen's title, an optional line of context and its main action. */
export function ScreenHeader({
  title,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  addLabel?: string;
  onAdd?: () => void;
  children?: ReactNode;
}) {
  return (
    <header className="screen-header">
      <div>
        <h1 className="page-title">{title}</h1>
        {children}
      </div>
      {addLabel && onAdd && (
        <button type="button" className="btn btn--primary" onClick={onAdd}>
          <Plus aria-hidden="true" size={18} />
          {addLabel}
        </button>
      )}
    </header>
  );
}
