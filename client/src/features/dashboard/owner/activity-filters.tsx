import { ACTIVITY_ENTITIES } from '@cakeshop/shared';
import type { ActivityEntity, User } from '@cakeshop/shared';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

import type { ActivityParams } from './activity-params';

interface ActivityFiltersProps {
  params: ActivityParams;
  users: readonly User[];
  onChange: (change: Partial<ActivityParams>) => void;
}

/** Whose writes and which kind of item: both apply at once and land in the URL. */
export function ActivityFilters({ params, users, onChange }: ActivityFiltersProps) {
  const { t } = useTranslation();
  const userId = useId();
  const entityId = useId();
  // A removed user's rows stay in the log; a link to them keeps a choice that names them.
  const known = params.userId === null || users.some((user) => user.id === params.userId);
  return (
    <div className="list-toolbar">
      <div className="list-toolbar__filter">
        <label htmlFor={userId}>{t('dashboard.activity.user')}</label>
        <select
          id={userId}
          className="field__input"
          value={params.userId ?? ''}
          onChange={(event) => onChange({ userId: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{t('dashboard.activity.everyone')}</option>
          {users.map((user) => (
            <option key={user.id} value={user.id}>
              {user.username}
            </option>
          ))}
          {!known && <option value={params.userId ?? ''}>#{params.userId}</option>}
        </select>
      </div>
      <div className="list-toolbar__filter">
        <label htmlFor={entityId}>{t('dashboard.activity.entity')}</label>
        <select
          id={entityId}
          className="field__input"
          value={params.entity ?? ''}
          onChange={(event) => onChange({ entity: (event.target.value || null) as ActivityEntity | null })}
        >
          <option value="">{t('dashboard.activity.everything')}</option>
          {ACTIVITY_ENTITIES.map((entity) => (
            <option key={entity} value={entity}>
              {t(`dashboard.activity.entities.${entity}`)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
