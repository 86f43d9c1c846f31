import type { ContentKind } from '@cakeshop/shared';
import { maxLengthOf } from '@cakeshop/shared';
import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';

import type { UploadOptions } from '../../../api/upload-options';
import { localizedResolver } from '../../../lib/form-resolver';
import type { TranslationKey } from '../../../lib/route-handle';
import { showToast } from '../../../lib/toasts';
import { applyServerError } from '../../../lib/apply-server-error';
import { withLimits } from '../common/bilingual';
import type { BilingualFieldSpec } from '../common/bilingual';
import { BilingualFields } from '../common/bilingual-field';
import { InputField } from '../../../components/field-control';
import { ImageField } from '../common/image-field';
import { LanguageStatus } from '../common/language-status';
import { PageForm } from '../common/page-form';
import { RecordScreen } from '../common/record-screen';
import { fieldIn } from '../../../lib/server-errors';
import { useImageChoice } from '../common/use-image-choice';
import { DraftScope } from '../drafts/draft-scope';
import { useDraftControls } from '../drafts/use-draft-controls';

interface PlainFieldSpec {
  name: string;
  label: TranslationKey;
  hint?: TranslationKey;
  type?: 'text' | 'url' | 'tel';
}

type Record_ = { imageUrl: string | null } & Record<string, unknown>;
type Values = Record<string, string>;

export interface SingleRecordConfig {
  /** What drafts and versions call the page. */
  kind: Extract<ContentKind, 'HomeData' | 'AboutData' | 'InstructorData'>;
  title: TranslationKey;
  intro: TranslationKey;
  imageLabel: TranslationKey;
  bilingual: readonly BilingualFieldSpec[];
  plain?: readonly PlainFieldSpec[];
  /** Validates the form, and tells each text field its longest length. */
  schema: z.ZodObject;
  queryKey: QueryKey;
  save: (body: Record<string, unknown>, upload: UploadOptions) => Promise<Record_>;
}

function valuesOf(config: SingleRecordConfig, data: Record_): Values {
  const names = [
    ...config.bilingual.flatMap((field) => [`${field.name}En`, `${field.name}Ar`]),
    ...(config.plain ?? []).map((field) => field.name),
  ];
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
  return Object.fromEntries(names.map((name) => [name, text(data[name])]));
}

/** Home, About, Instructor: one form for the single record, both languages side by side. */
export function SingleRecordScreen({
  config,
  query,
}: {
  config: SingleRecordConfig;
  query: UseQueryResult<Record_>;
}) {
  const { t } = useTranslation();
  return (
    <RecordScreen title={t(config.title)} intro={t(config.intro)} query={query}>
      {(data) => (
        <DraftScope kind={config.kind} id={null} fallback={data} affected={[config.queryKey]}>
          {(record) => <SingleRecordForm config={config} data={record as Record_} />}
        </DraftScope>
      )}
    </RecordScreen>
  );
}

function SingleRecordForm({ config, data }: { config: SingleRecordConfig; data: Record_ }) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const image = useImageChoice(data.imageUrl);
  const form = useForm<Values, unknown, Record<string, unknown>>({
    resolver: localizedResolver(t, config.schema),
    defaultValues: valuesOf(config, data),
  });
  const values = useWatch({ control: form.control });
  const fields = Object.keys(valuesOf(config, data));
  const drafts = useDraftControls({
    form,
    fields,
    draft: {
      body: (typed) => ({ fields: { ...typed, removeImage: image.removeImage }, upload: image.upload() }),
      dirty: () => form.formState.isDirty || image.dirty,
    },
  });
  const save = useMutation({
    meta: { errorShownInPlace: true },
    mutationFn: (body: Record<string, unknown>) =>
      config.save({ ...body, removeImage: image.removeImage }, image.upload()),
    onSuccess: (saved) => {
      queryClient.setQueryData(config.queryKey, saved);
      form.reset(valuesOf(config, saved));
      image.reset();
      showToast({ message: t('dashboard.savedPage'), tone: 'success' });
    },
    onError: (error) => applyServerError(i18n, error, form.setError, fieldIn(fields)),
    onSettled: () => image.setProgress(null),
  });
  return (
    <PageForm
      form={form}
      onSubmit={(body) => (drafts ? drafts.run('publish') : save.mutate(body))}
      dirty={form.formState.isDirty || image.dirty}
      busy={save.isPending || (drafts?.pending ?? null) !== null}
      drafts={drafts}
      className="panel"
      status={<LanguageStatus values={values} specs={config.bilingual} />}
    >
      <BilingualFields fields={withLimits(config.schema, config.bilingual)} />
      {config.plain && (
        <div className="form-grid">
          {config.plain.map((field) => (
            <InputField
              key={field.name}
              name={field.name}
              label={t(field.label)}
              hint={field.hint && t(field.hint)}
              type={field.type ?? 'text'}
              maxLength={maxLengthOf(config.schema, field.name)}
              dir="ltr"
            />
          ))}
        </div>
      )}
      <ImageField
        label={t(config.imageLabel)}
        image={image}
        disabled={save.isPending || (drafts?.pending ?? null) !== null}
      />
    </PageForm>
  );
}
