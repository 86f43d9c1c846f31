import type { Faq } from '@cakeshop/shared';
import { faqInput } from '@cakeshop/shared';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';

import { addFaq, editFaq, faqKeys } from '../../../api/faq';
import { localizedResolver } from '../../../lib/form-resolver';
import { localized } from '../../../lib/localized';
import { useLanguage } from '../../../lib/use-language';
import { withLimits } from '../common/bilingual';
import { BilingualFields } from '../common/bilingual-field';
import { DialogForm } from '../common/dialog-form';
import { useSaveItem } from '../common/use-save-item';

interface FaqFormValues {
  questionEn: string;
  questionAr: string;
  answerEn: string;
  answerAr: string;
}

type FaqOutput = ReturnType<typeof faqInput.parse>;

const TEXTS = withLimits(faqInput, [
  { name: 'question', label: 'dashboard.fields.question', required: true },
  { name: 'answer', label: 'dashboard.fields.answer', required: true, multiline: true },
]);

/** Add or edit one question; a new one goes last (the server gives it the next sortOrder). */
export function FaqForm({ faq, onDone }: { faq: Faq | null; onDone: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const form = useForm<FaqFormValues, unknown, FaqOutput>({
    resolver: localizedResolver(t, faqInput),
    defaultValues: {
      questionEn: faq?.questionEn ?? '',
      questionAr: faq?.questionAr ?? '',
      answerEn: faq?.answerEn ?? '',
      answerAr: faq?.answerAr ?? '',
    },
  });
  const save = useSaveItem({
    form,
    send: (values: FaqOutput) =>
      faq
        ? editFaq({ ...values, id: faq.id, sortOrder: faq.sortOrder })
        : addFaq({ ...values, sortOrder: undefined }),
    affected: [faqKeys.all],
    nameOf: (saved) => localized(saved, 'question', language),
    fields: ['questionEn', 'questionAr', 'answerEn', 'answerAr'],
    onDone,
    // A draft leaves the question's place alone: publishing it keeps the order of the list.
    draft: { body: (values) => ({ fields: { ...values } }), dirty: () => form.formState.isDirty },
  });
  return (
    <DialogForm form={form} save={save} onCancel={onDone}>
      <BilingualFields fields={TEXTS} />
    </DialogForm>
  );
}
