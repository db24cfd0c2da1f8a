import { TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';

export type KbSearchFieldProps = {
  value: string;
  onSearch: (query: string) => void;
};

/** The search box: a filter of the list kept in the address (`?q=`), not a form that is sent. */
export function KbSearchField({ value, onSearch }: KbSearchFieldProps) {
  const { t } = useTranslation('kb');
  return (
    <search>
      <TextField
        type="search"
        label={t('search.label')}
        hint={t('search.hint')}
        value={value}
        maxLength={200}
        autoComplete="off"
        onChange={(event) => onSearch(event.target.value)}
      />
    </search>
  );
}
