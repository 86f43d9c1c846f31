import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { confirmRefund, paymentKeys } from '../../api/custom-cakes';
import { Button } from '../../components/button';
import { showToast } from '../../lib/toasts';

/**
 * Cash a cancellation gives back is handed over by the staff: an owner says so here, and it
 * shows refunded (with its credit note) from then on.
 */
export function GivenBack({ orderId, refundId }: { orderId: number; refundId: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: () => confirmRefund({ orderId, refundId }),
    onSuccess: (saved) => {
      queryClient.setQueryData(paymentKeys.order(orderId), saved);
      showToast({ tone: 'success', message: t('dashboard.custom.online.givenBackSaved') });
    },
  });
  return (
    <Button
      variant="secondary"
      busy={confirm.isPending}
      disabled={confirm.isPending}
      onClick={() => confirm.mutate()}
    >
      {t('dashboard.custom.online.givenBack')}
    </Button>
  );
}
