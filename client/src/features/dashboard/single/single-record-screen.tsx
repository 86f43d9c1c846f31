import type { QueryKey, UseQueryResult } from '@tanstack/react-query';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormProvider, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type * as z from 'zod';

import type { UploadOptions } from '../../../api/upload-options';
import { Button } from '../../../components/button';
import { ErrorState } from '../../../components/error-state';
import { Skeleton } from '../../../components/skeleton';
import { localizedResolver } from '../../../lib/form-resolver';
import type { TranslationKey } from '../../../lib/route-handle';
import { showToast } from '../../../lib/toasts';
import { applyServerError } from '../common/apply-server-error';
import { BilingualField } from '../common/bilingual-field';
import { InputField } from '../common/field-control';
import { FormStatus } from '../common/form-status';
import { ImageField } from '../common/image-field';
import { LanguageStatus } from '../common/language-status';
import { fieldIn } from '../common/server-errors';
import { UnsavedDialog } from '../common/unsaved-dialog';
import { useImageChoice } from '../common/use-image-choice';
import { useUnsavedWarning } from '../common/use-unsaved-warning';

export interface BilingualFieldSpec {
  name: string;
  label: TranslationKey;
  required?: boolean;
  multiline?: boolean;
  max: number;
}

export interface PlainFieldSpec {
  name: string;
  label: TranslationKey;
  type?: 'text' | 'url';
  max: number;
}

type Record_ = { imageUrl: string | null } & Record<string, unknown>;
type Values = Record<string, string>;

export interface SingleRecordConfig {
  title: TranslationKey;
  intro: TranslationKey;
  imageLabel: TranslationKey;
  bilingual: readonly BilingualFieldSpec[];
  plain?: readonly PlainFieldSpec[];
  schema: z.ZodType<Record<string, unknown>>;
  queryKey: QueryKey;
  save: (body: Record<string, unknown>, upload: UploadOptions) => Promise<Record_>;
}

function valuesOf(config: SingleRecordConfig, data: Record_): Values {
  const names = [
    ...config.bilingual.flatMap((field) => [`${field.name}En`, `${field.name}Ar`]),
    ...(config.plain ?? []).map((field) => field.name),
  ];
  return Object.fromEntries(
    names.map((name) => [name, typeof data[name] === 'string' ? (data[name] as string) : '']),
  );
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
    <section className="screen">
      <header className="screen-header">
        <div>
          <h1 className="page-title">{t(config.title)}</h1>
          <p className="screen-intro">{t(config.intro)}</p>
        </div>
      </header>
      {query.isPending ? (
        <div className="panel" role="status" aria-label={t('common.loading')}>
          <Skeleton lines={8} />
        </div>
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <SingleRecordForm config={config} data={query.data} />
      )}
    </section>
  );
}

function SingleRecordForm({ config, data }: { config: SingleRecordConfig; data: Record_ }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const image = useImageChoice(data.imageUrl);
  const form = useForm<Values, unknown, Record<string, unknown>>({
    resolver: localizedResolver(config.schema),
    defaultValues: valuesOf(config, data),
  });
  const values = useWatch({ control: form.control });
  const save = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      config.save({ ...body, removeImage: image.removeImage }, image.upload()),
    onSuccess: (saved) => {
      queryClient.setQueryData(config.queryKey, saved);
      form.reset(valuesOf(config, saved));
      image.reset();
      showToast({ message: t('dashboard.savedPage'), tone: 'success' });
    },
    onError: (error) => applyServerError(error, form.setError, fieldIn(Object.keys(valuesOf(config, data)))),
    onSettled: () => image.setProgress(null),
  });
  const dirty = form.formState.isDirty || image.dirty;
  const blocker = useUnsavedWarning(dirty && !save.isPending);
  return (
    <FormProvider {...form}>
      <form
        className="entity-form panel"
        noValidate
        onSubmit={form.handleSubmit((body) => save.mutate(body))}
      >
        {config.bilingual.map((field) => (
          <BilingualField
            key={field.name}
            name={field.name}
            label={t(field.label)}
            required={field.required ?? false}
            multiline={field.multiline ?? false}
            maxLength={field.max}
          />
        ))}
        {config.plain && (
          <div className="form-grid">
            {config.plain.map((field) => (
              <InputField
                key={field.name}
                name={field.name}
                label={t(field.label)}
                type={field.type ?? 'text'}
                maxLength={field.max}
                dir="ltr"
              />
            ))}
          </div>
        )}
        <ImageField label={t(config.imageLabel)} image={image} disabled={save.isPending} />
        <FormStatus />
        <div className="form-footer">
          <LanguageStatus values={values} specs={config.bilingual} />
          <p className="muted" aria-live="polite">
            {dirty ? t('dashboard.form.unsavedChanges') : t('dashboard.form.noChanges')}
          </p>
          <Button type="submit" busy={save.isPending} disabled={!dirty}>
            {save.isPending ? t('common.saving') : t('common.save')}
          </Button>
        </div>
      </form>
      <UnsavedDialog blocker={blocker} />
    </FormProvider>
  );
}
