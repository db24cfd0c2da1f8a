import type { CountryCode } from 'libphonenumber-js/min';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CountryOption, matchesCountry } from '@/components/phone-input/countries';
import styles from '@/components/phone-input/phone-input.module.css';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** docs/product/account.md: the country search inside the phone input is debounced by 250 ms. */
export const COUNTRY_SEARCH_DEBOUNCE_MS = 250;

type CountryPickerProps = {
  /** Makes the list; called when the picker opens (and again when the names change while open). */
  listCountries: () => readonly CountryOption[];
  selected: CountryOption;
  onSelect: (code: CountryCode) => void;
};

/** A button that opens a searchable listbox of countries (ARIA combobox with a listbox popup). */
export function CountryPicker({ listCountries, selected, onSelect }: CountryPickerProps) {
  const { t } = useTranslation('auth');
  const [isOpen, setIsOpen] = useState(false);
  const [query, setQuery] = useState('');
  const debouncedQuery = useDebouncedValue(query, COUNTRY_SEARCH_DEBOUNCE_MS);
  // The active option belongs to one search: a new search starts again at the top of its matches.
  const [active, setActive] = useState({ query: '', index: 0 });
  const activeIndex = active.query === debouncedQuery ? active.index : 0;
  const setActiveIndex = (index: number) => setActive({ query: debouncedQuery, index });
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listId = useId();

  const countries = useMemo(() => (isOpen ? listCountries() : []), [isOpen, listCountries]);
  const matches = useMemo(
    () => countries.filter((country) => matchesCountry(country, debouncedQuery)),
    [countries, debouncedQuery],
  );

  useEffect(() => {
    if (!isOpen) return;
    const handlePointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', handlePointerDown);
    return () => document.removeEventListener('pointerdown', handlePointerDown);
  }, [isOpen]);

  useEffect(() => {
    if (!isOpen) return;
    document.getElementById(`${listId}-${activeIndex}`)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeIndex, isOpen, listId]);

  const close = (returnFocus: boolean) => {
    setIsOpen(false);
    setQuery('');
    if (returnFocus) buttonRef.current?.focus();
  };

  const choose = (option: CountryOption | undefined) => {
    if (!option) return;
    onSelect(option.code);
    close(true);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => Math.min(activeIndex + 1, last),
      ArrowUp: () => Math.max(activeIndex - 1, 0),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      setActiveIndex(Math.max(move(), 0));
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(matches[activeIndex]);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div className={styles.picker} ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={styles.countryButton}
        aria-haspopup="listbox"
        aria-expanded={isOpen}
        aria-label={t('phone.country_button', { country: selected.name, code: selected.dialCode })}
        onClick={() => (isOpen ? close(false) : setIsOpen(true))}
      >
        <span aria-hidden="true">{selected.flag}</span>
        <span>+{selected.dialCode}</span>
        <span aria-hidden="true" className={styles.caret}>
          ▾
        </span>
      </button>
      {isOpen && (
        <div className={styles.popup}>
          <input
            // biome-ignore lint/a11y/noAutofocus: opening the country list means the user is about to search it.
            autoFocus
            type="search"
            role="combobox"
            className={styles.search}
            aria-label={t('phone.search_label')}
            placeholder={t('phone.search_placeholder')}
            aria-expanded="true"
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={matches.length ? `${listId}-${activeIndex}` : undefined}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={handleKeyDown}
          />
          <div id={listId} role="listbox" aria-label={t('phone.country_list')} className={styles.list}>
            {matches.map((option, index) => (
              // Combobox pattern: focus stays in the search box, which handles the keys (aria-activedescendant).
              // biome-ignore lint/a11y/useFocusableInteractive: options are reached through aria-activedescendant.
              // biome-ignore lint/a11y/useKeyWithClickEvents: the search box's onKeyDown selects with Enter.
              <div
                key={option.code}
                id={`${listId}-${index}`}
                role="option"
                aria-selected={option.code === selected.code}
                data-active={index === activeIndex || undefined}
                className={styles.option}
                onPointerDown={(event) => event.preventDefault()}
                onClick={() => choose(option)}
                onMouseMove={() => setActiveIndex(index)}
              >
                <span aria-hidden="true">{option.flag}</span>
                <span className={styles.optionName}>{option.name}</span>
                <span className={styles.optionCode}>+{option.dialCode}</span>
              </div>
            ))}
          </div>
          {matches.length === 0 && <p className={styles.empty}>{t('phone.no_results')}</p>}
        </div>
      )}
    </div>
  );
}
