import { type DomainZone, isManualZone, splitDomainName } from '@portal/contracts';
import { Alert, Button, Card, TextField } from '@portal/web-kit/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { flashState } from '@/components/ui/flash-notice';
import { domainDetailHref } from '@/config/paths';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { useTransferDomain } from '../api/domain-mutations';
import { useZonePrices } from '../api/get-prices';
import { failureText, fieldMessage, shortfallOf } from './domain-errors';
import styles from './domains.module.css';
import { MoneyFacts } from './money-facts';
import { defaultNameserverValue, NameserverChoice, nameserverRequest } from './nameserver-choice';
import { RegistrantPicker } from './registrant-picker';

/** The zone of a typed name, when it is one we sell (IDN labels are checked by the server). */
function zoneOf(name: string): DomainZone | undefined {
  const split = splitDomainName(name.trim().toLowerCase());
  if ('zone' in split) return split.zone;
  // A Unicode label fails the ASCII check but may still name a zone we sell: read the zone alone.
  const zone = splitDomainName(`a.${name.trim().toLowerCase().split('.').slice(1).join('.')}`);
  return 'zone' in zone ? zone.zone : undefined;
}

type Errors = { name?: string; auth_code?: string; nameservers?: string; record?: string };

/** /domen/transfer: move a domain I own elsewhere to this portal with its transfer (EPP) code. */
export function DomainTransfer() {
  const { t } = useTranslation(['domains', 'validation']);
  const navigate = useNavigate();
  const [name, setName] = useState('');
  const [authCode, setAuthCode] = useState('');
  const [nameservers, setNameservers] = useState(defaultNameserverValue);
  const [recordId, setRecordId] = useState<number>();
  const [errors, setErrors] = useState<Errors>({});
  const [banner, setBanner] = useState<string>();
  const [shortfall, setShortfall] = useState<number>();
  const transfer = useTransferDomain();
  const zone = zoneOf(useDebouncedValue(name, 300));
  const prices = useZonePrices(zone);
  const price = prices.data?.transfer['1'];
  const isManual = zone !== undefined && isManualZone(zone);

  const handleSubmit = async () => {
    setBanner(undefined);
    setShortfall(undefined);
    const servers = nameserverRequest(nameservers);
    const next: Errors = {
      ...(name.trim() === '' ? { name: t('validation:required') } : {}),
      ...(authCode.trim() === '' ? { auth_code: t('validation:required') } : {}),
      ...('error' in servers ? { nameservers: t(`validation:${servers.error}`) } : {}),
      ...(isManual && recordId === undefined ? { record: t('validation:record_required') } : {}),
    };
    setErrors(next);
    if (Object.keys(next).length > 0 || 'error' in servers) return;
    const target = servers.request;
    try {
      const domain = await transfer.mutateAsync({
        name: name.trim(),
        auth_code: authCode.trim(),
        years: 1,
        ...(target && 'nameservers' in target ? { nameservers: target.nameservers } : {}),
        ...(isManual && recordId !== undefined ? { record_id: recordId } : {}),
      });
      void navigate(domainDetailHref(domain.id), {
        state: flashState(t('transfer.success', { name: name.trim() })),
      });
    } catch (failure) {
      const missing = shortfallOf(failure);
      if (missing !== undefined) return setShortfall(missing);
      const placed: Errors = {};
      for (const [key, field] of [
        ['name', 'name'],
        ['auth_code', 'auth_code'],
        ['nameservers', 'nameservers'],
        ['record', 'record_id'],
      ] as const) {
        const message = fieldMessage(failure, field);
        if (message) placed[key] = message;
      }
      setErrors(placed);
      setBanner(
        failureText(failure, t, t('transfer.failed'), ['name', 'auth_code', 'nameservers', 'record_id']),
      );
    }
  };

  return (
    <form
      className={styles.stack}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void handleSubmit();
      }}
    >
      <p className={styles.muted}>{t('transfer.intro')}</p>
      <Card className={styles.card}>
        <TextField
          label={t('transfer.name')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
          maxLength={253}
          error={errors.name}
        />
        <TextField
          label={t('transfer.auth_code')}
          hint={t('transfer.auth_hint')}
          value={authCode}
          onChange={(event) => setAuthCode(event.target.value)}
          autoCapitalize="none"
          autoComplete="off"
          spellCheck={false}
          maxLength={64}
          error={errors.auth_code}
        />
      </Card>
      <Card className={styles.card}>
        <NameserverChoice
          value={nameservers}
          onChange={setNameservers}
          error={errors.nameservers}
          modes={['default', 'custom']}
        />
      </Card>
      {isManual && (
        <Card className={styles.card}>
          <RegistrantPicker value={recordId} onChange={setRecordId} error={errors.record} />
        </Card>
      )}
      <Card className={styles.card}>
        <MoneyFacts price={price} label={t('transfer.price')} serverShortfall={shortfall} />
        {zone !== undefined && prices.isSuccess && price === undefined && (
          <p className={styles.muted}>{t('transfer.not_sold')}</p>
        )}
      </Card>
      {banner && <Alert variant="danger">{banner}</Alert>}
      <Button type="submit" isBlock isBusy={transfer.isPending}>
        {t('transfer.submit')}
      </Button>
    </form>
  );
}
