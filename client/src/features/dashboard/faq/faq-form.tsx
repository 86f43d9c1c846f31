import type { Faq } from '@cakeshop/shared';
import { faqInput } from '@cakeshop/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { addFaq, editFaq, faqKeys } from '../../../api/faq';
import { Button } from '../../../components/button';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { showToast } from '../../../lib/toasts';
import { useLanguage } from '../../../lib/use-language';
import { applyServerError } from '../common/apply-server-error';
import { BilingualField } from '../common/bilingual-field';
import { FormStatus } from '../common/form-status';
import { fieldIn } from '../common/server-errors';

interface FaqFormValues {
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
}

type FaqOutput = ReturnType<typeof faqInput.parse>;

/** Add or edit one question; a new one goes last (the server gives it the next sortOrder). */
export function FaqForm({ faq, onDone }: { faq: Faq | null; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const form = useForm<FaqFormValues, unknown, FaqOutput>({
    resolver: localizedResolver(faqInput),
    defaultValues: {
      questionEn: faq?.questionEn ?? '',
      questionAr: faq?.questionAr ?? '',
      answerEn: faq?.answerEn ?? '',
      answerAr: faq?.answerAr ?? '',
    },
  });
  const save = useMutation({
    mutationFn: (values: FaqOutput) =>
      faq
        ? editFaq({ ...values, id: faq.id, sortOrder: faq.sortOrder })
        : addFaq({ ...values, sortOrder: undefined }),
    onSuccess: async (saved) => {
      await queryClient.invalidateQueries({ queryKey: faqKeys.all });
      showToast({
        message: t('dashboard.saved', { name: localized(saved, 'question', language) }),
        tone: 'success',
      });
      onDone();
    },
    onError: (error) =>
      applyServerError(error, form.setError, fieldIn(['questionEn', 'questionAr', 'answerEn', 'answerAr'])),
  });
  return (
    <FormProvider {...form}>
      <form className="entity-form" noValidate onSubmit={form.handleSubmit((values) => save.mutate(values))}>
        <BilingualField name="question" label={t('dashboard.fields.question')} required maxLength={300} />
        <BilingualField
          name="answer"
          label={t('dashboard.fields.answer')}
          required
          multiline
          maxLength={4000}
        />
        <FormStatus />
        <div className="form-actions">
          <Button variant="secondary" onClick={onDone} disabled={save.isPending}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" busy={save.isPending}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
