import {
  HOME_COUNTRY,
  type ProfileRecord,
  type ProfileRecordFieldsInput,
  profileRecordFieldsSchema,
  RECORD_FILE_KINDS,
  type RecordFileKind,
  UZ_REGIONS,
} from '@portal/contracts';
import { errorCode, fieldError } from '@portal/web-kit/api';
import { useApiForm } from '@portal/web-kit/form';
import { Alert, Button, DateField, Select, TextField, type TextFieldProps } from '@portal/web-kit/ui';
import { useMemo, useRef, useState } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import formStyles from '@/components/form/form.module.css';
import { DEFAULT_COUNTRY } from '@/components/phone-input/countries';
import { parseTypedPhone } from '@/components/phone-input/phone-format';
import { PhoneInput } from '@/components/phone-input/phone-input';
import { flashState } from '@/components/ui/flash-notice';
import { paths } from '@/config/paths';
import { useCountryNames } from '@/lib/country-names';
import { currentLanguage, i18n } from '@/lib/i18n';
import { useTodayForDateInput } from '@/lib/use-today';
import { useSaveRecord } from '../api/record-mutations';
import { countryChoices } from './country-name';
import { FileField } from './file-field';
import styles from './record-form.module.css';

type Values = Required<{ [Key in keyof ProfileRecordFieldsInput]: string }>;
type FieldName = keyof Values;

const emptyValues: Values = {
  firstname: '',
  lastname: '',
  middlename: '',
  birthday: '',
  passport: '',
  passport_issued_by: '',
  passport_issued_at: '',
  country: HOME_COUNTRY,
  region: '',
  district: '',
  address: '',
  phone_number: '',
  email: '',
};

const valuesOf = (record: ProfileRecord): Values => ({
  firstname: record.firstname,
  lastname: record.lastname,
  middlename: record.middlename ?? '',
  birthday: record.birthday,
  passport: record.passport,
  passport_issued_by: record.passport_issued_by,
  passport_issued_at: record.passport_issued_at,
  country: record.country,
  region: record.region ?? '',
  district: record.district ?? '',
  address: record.address,
  // Shown the way the phone input formats what people type.
  phone_number: parseTypedPhone(record.phone_number, DEFAULT_COUNTRY, null).text,
  email: record.email,
});

type FileState = Partial<Record<RecordFileKind, File>>;
type FileErrors = Partial<Record<RecordFileKind, string>>;

/** /profayl/new: a new person record, or (given `record`) the edit of a saved one. */
export function RecordForm({ record }: { record?: ProfileRecord }) {
  const { t } = useTranslation(['records', 'validation', 'errors']);
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);
  const save = useSaveRecord(record?.id ?? null);
  const [files, setFiles] = useState<FileState>({});
  const [removals, setRemovals] = useState<RecordFileKind[]>([]);
  const [fileErrors, setFileErrors] = useState<FileErrors>({});
  const [bannerKey, setBannerKey] = useState<string | null>(null);
  const today = useTodayForDateInput();
  const language = currentLanguage();
  const { nameOf: countryName, ready: namesReady } = useCountryNames(language);
  const countries = useMemo(() => countryChoices(language, countryName), [language, countryName]);
  const schema = useMemo(() => profileRecordFieldsSchema(), []);
  const form = useApiForm({
    schema,
    defaultValues: record ? valuesOf(record) : emptyValues,
    mode: 'onTouched',
  });
  const isHome = form.watch('country') === HOME_COUNTRY;

  const submit = form.handleSubmit(async () => {
    setBannerKey(null);
    if (Object.values(fileErrors).some(Boolean)) return;
    try {
      // The server gets what was typed; it validates and normalises again.
      await save.mutateAsync({ fields: form.getValues(), files, removals });
      navigate(paths.profileRecords.path, { state: flashState(t('form.saved')) });
    } catch (error) {
      placeServerErrors(error);
      formRef.current?.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
    }
  });

  const placeServerErrors = (error: unknown) => {
    const code = errorCode(error);
    if (!code) return setBannerKey('records:form.failed');
    if (code === 'CONFLICT') return setBannerKey('records:form.limit_reached');
    if (code !== 'VALIDATION_FAILED') {
      return setBannerKey(i18n.exists(`errors:${code}`) ? `errors:${code}` : 'records:form.failed');
    }
    setBannerKey('records:form.failed');
    form.placeFieldErrors(error);
    // Files are not form fields: their errors sit under their own pickers.
    for (const kind of RECORD_FILE_KINDS) {
      const message = fieldError(error, kind);
      if (message) setFileErrors((current) => ({ ...current, [kind]: message }));
    }
  };

  const errorText = (field: FieldName) => form.errorOf(field);
  const text = (field: FieldName, extra: Partial<TextFieldProps> = {}) => (
    <TextField label={t(`form.${field}`)} {...form.register(field)} error={errorText(field)} {...extra} />
  );

  // Typed in the interface's order; neither date can lie ahead.
  const date = (field: 'birthday' | 'passport_issued_at', extra: { autoComplete?: string } = {}) => (
    <Controller
      control={form.control}
      name={field}
      render={({ field: control }) => (
        <DateField
          label={t(`form.${field}`)}
          max={today}
          name={control.name}
          value={control.value}
          onChange={control.onChange}
          onBlur={control.onBlur}
          ref={control.ref}
          error={errorText(field)}
          {...extra}
        />
      )}
    />
  );

  // The country list is named from tables that arrive in a moment; a list of ISO codes is not shown meanwhile.
  if (!namesReady) return <p className={styles.muted} aria-busy="true" />;

  return (
    <form ref={formRef} className={formStyles.form} onSubmit={submit} noValidate>
      {bannerKey && <Alert variant="danger">{t(bannerKey)}</Alert>}
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.person')}</legend>
        {text('lastname', { autoComplete: 'family-name' })}
        {text('firstname', { autoComplete: 'given-name' })}
        {text('middlename', { autoComplete: 'additional-name', hint: t('form.middlename_hint') })}
        {date('birthday', { autoComplete: 'bday' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.document')}</legend>
        {text('passport', { autoCapitalize: 'characters', spellCheck: false, hint: t('form.passport_hint') })}
        {text('passport_issued_by')}
        {date('passport_issued_at')}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.residence')}</legend>
        <Select
          label={t('form.country')}
          autoComplete="country"
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
          {...form.register('country')}
          error={errorText('country')}
        />
        {isHome && (
          <Select
            label={t('form.region')}
            placeholder={t('form.region_placeholder')}
            options={UZ_REGIONS.map((region) => ({ value: region, label: t(`regions.${region}`) }))}
            {...form.register('region')}
            error={errorText('region')}
          />
        )}
        {text('district')}
        {text('address', { autoComplete: 'street-address', hint: t('form.address_hint') })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.contacts')}</legend>
        <Controller
          control={form.control}
          name="phone_number"
          render={({ field }) => (
            <PhoneInput
              label={t('form.phone')}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errorText('phone_number')}
            />
          )}
        />
        {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      </fieldset>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>{t('form.documents')}</legend>
        {RECORD_FILE_KINDS.map((kind) => {
          const stored = record?.files.find((file) => file.kind === kind);
          return (
            <FileField
              key={kind}
              kind={kind}
              chosen={files[kind] ?? null}
              onChoose={(file) =>
                setFiles((current) => {
                  const next = { ...current };
                  if (file) next[kind] = file;
                  else delete next[kind];
                  return next;
                })
              }
              stored={record && stored ? { recordId: record.id, file: stored } : undefined}
              isRemoved={removals.includes(kind)}
              onToggleRemove={() =>
                setRemovals((current) =>
                  current.includes(kind) ? current.filter((known) => known !== kind) : [...current, kind],
                )
              }
              error={fileErrors[kind]}
              onError={(message) => setFileErrors((current) => ({ ...current, [kind]: message }))}
            />
          );
        })}
      </fieldset>
      <Button type="submit" isBlock isBusy={save.isPending}>
        {save.isPending ? t('form.submitting') : t('form.submit')}
      </Button>
    </form>
  );
}
