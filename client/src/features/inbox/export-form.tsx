import { inputValueToPicker, pickerToIso } from '@cakeshop/shared/dates';
import { useMutation } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useId } from 'react';
import { formText } from '../../lib/form-text';
import { useTranslation } from 'react-i18next';

import { exportRequests } from '../../api/inbox';
import { Button } from '../../components/button';

const toIso = (value: string) => {
  const picked = inputValueToPicker(value);
  return picked ? pickerToIso(picked) : undefined;
};

/** Saves the orders and bookings that came in between two days (either may be left open) as CSV. */
export function ExportForm() {
  const { t } = useTranslation();
  const fromId = useId();
  const toId = useId();
  // A failure is toasted by the mutation cache, in the reader's language.
  const download = useMutation({
    mutationFn: exportRequests,
    onSuccess: (file) => {
      const url = URL.createObjectURL(file);
      const link = document.createElement('a');
      link.href = url;
      link.download = `requests-${new Date().toISOString().slice(0, 10)}.csv`;
      link.click();
      URL.revokeObjectURL(url);
    },
  });
  return (
    <form
      className="inbox__export"
      onSubmit={(event) => {
        event.preventDefault();
        const from = toIso(formText(event.currentTarget, 'from'));
        const to = toIso(formText(event.currentTarget, 'to'));
        download.mutate({ ...(from ? { from } : {}), ...(to ? { to } : {}) });
      }}
    >
      <div className="inbox__export-field">
        <label htmlFor={fromId}>{t('dashboard.inbox.exportFrom')}</label>
        <input id={fromId} name="from" type="date" className="field__input" />
      </div>
      <div className="inbox__export-field">
        <label htmlFor={toId}>{t('dashboard.inbox.exportTo')}</label>
        <input id={toId} name="to" type="date" className="field__input" />
      </div>
      <Button type="submit" variant="secondary" busy={download.isPending}>
        <Download aria-hidden="true" size={18} />
        {t('dashboard.inbox.export')}
      </Button>
    </form>
  );
}
