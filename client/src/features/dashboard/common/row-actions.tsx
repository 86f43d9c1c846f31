import { Pencil, Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

import type { Column } from '../../../components/dashboard/data-table';
import { IconButton } from '../../../components/dashboard/icon-button';

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
      <IconButton label={t('dashboard.actions.editItem', { name })} icon={Pencil} onClick={onEdit} />
      <IconButton
        label={t('dashboard.actions.deleteItem', { name })}
        icon={Trash2}
        onClick={onDelete}
        danger
      />
    </div>
  );
}

/** The last column of a list table: Edit and Delete for the row's item. */
export function actionsColumn<T>(
  header: string,
  nameOf: (item: T) => string,
  dialogs: { edit: (item: T) => void; askDelete: (item: T) => void },
): Column<T> {
  return {
    key: 'actions',
    header,
    className: 'data-table__actions',
    cell: (item) => (
      <RowActions
        name={nameOf(item)}
        onEdit={() => dialogs.edit(item)}
        onDelete={() => dialogs.askDelete(item)}
      />
    ),
  };
}
