import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Edit and Delete for one row; the accessible names carry the item's name. */
export function RowActions({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="row-actions">
      <button
        type="button"
        className="icon-btn"
        aria-label={t('dashboard.actions.editItem', { name })}
        onClick={onEdit}
      >
        <Pencil aria-hidden="true" size={18} />
      </button>
      <button
        type="button"
        className="icon-btn icon-btn--danger"
        aria-label={t('dashboard.actions.deleteItem', { name })}
        onClick={onDelete}
      >
        <Trash2 aria-hidden="true" size={18} />
      </button>
    </div>
  );
}
