import type { AdminTicketDetail } from '@portal/contracts';
import { type KeyboardEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MessageForm } from './message-form';
import styles from './tickets.module.css';

const MODES = ['reply', 'note'] as const;
type Mode = (typeof MODES)[number];

/**
 * Answering a ticket: two tabs, "reply to the customer" and "internal note", never one button with a box to tick
 * (one slip there sent staff-only text to the customer). The note's editor has its own colour and its button its
 * own words. Both editors stay mounted, hidden when not chosen, so switching keeps what was typed in each.
 */
export function ReplyForm({ ticket }: { ticket: AdminTicketDetail }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('reply');
  const id = useId();
  const tabs = useRef<Record<Mode, HTMLButtonElement | null>>({ reply: null, note: null });
  const choose = (next: Mode) => {
    setMode(next);
    tabs.current[next]?.focus();
  };
  // The tabs pattern: arrows (and Home/End) move between the two tabs, Tab goes on into the chosen editor.
  const onKeyDown = (event: KeyboardEvent) => {
    const index = MODES.indexOf(mode);
    const moves: Record<string, Mode | undefined> = {
      ArrowRight: MODES[(index + 1) % MODES.length],
      ArrowLeft: MODES[(index + MODES.length - 1) % MODES.length],
      Home: MODES[0],
      End: MODES[MODES.length - 1],
    };
    const next = moves[event.key];
    if (!next) return;
    event.preventDefault();
    choose(next);
  };
  return (
    <section className={styles.answer} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('tickets:reply_title')}</h2>
      <div role="tablist" aria-labelledby={`${id}-title`} className={styles.tabs} onKeyDown={onKeyDown}>
        {MODES.map((item) => (
          <button
            key={item}
            ref={(element) => {
              tabs.current[item] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-${item}-tab`}
            aria-selected={mode === item}
            aria-controls={`${id}-${item}`}
            tabIndex={mode === item ? 0 : -1}
            className={styles.tab}
            data-mode={item}
            onClick={() => setMode(item)}
          >
            {t(`tickets:tab_${item}`)}
          </button>
        ))}
      </div>
      {MODES.map((item) => (
        <div
          key={item}
          role="tabpanel"
          id={`${id}-${item}`}
          aria-labelledby={`${id}-${item}-tab`}
          hidden={mode !== item}
          className={styles.panel}
          data-mode={item}
        >
          <MessageForm ticket={ticket} internal={item === 'note'} />
        </div>
      ))}
    </section>
  );
}
