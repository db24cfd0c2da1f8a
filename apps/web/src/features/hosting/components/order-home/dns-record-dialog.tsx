import {
  DNS_RECORD_TYPES,
  DNS_TTL_DEFAULT,
  DNS_TTL_MAX,
  DNS_TTL_MIN,
  type DnsRecord,
  type DnsRecordType,
  dnsRecordRequestSchema,
} from '@portal/contracts';
import { FormBanner, useApiForm } from '@portal/web-kit/form';
import { Button, Dialog, Select, TextField } from '@portal/web-kit/ui';
import { useTranslation } from 'react-i18next';
import { useSaveDnsRecord } from '../../api/dns-mutations';
import hosting from '../hosting.module.css';

type DnsRecordDialogProps = {
  orderId: number;
  zone: string;
  record?: DnsRecord | undefined;
  onClose: () => void;
};

/** Which numbers each type carries besides its value and TTL. */
const NUMBERS: Record<DnsRecordType, readonly ('priority' | 'weight' | 'port')[]> = {
  A: [],
  AAAA: [],
  CNAME: [],
  MX: ['priority'],
  TXT: [],
  SRV: ['priority', 'weight', 'port'],
  CAA: [],
};

// An empty number field is "not given", which the contract tells apart from a wrong number.
const asNumber = (value: unknown) => (value === '' || value === null ? undefined : Number(value));

/** Adds a record to the zone or changes one: the fields follow the type, the server's errors land on them. */
export function DnsRecordDialog({ orderId, zone, record, onClose }: DnsRecordDialogProps) {
  const { t } = useTranslation('sites');
  const save = useSaveDnsRecord(orderId, zone, record?.id);
  const form = useApiForm({
    schema: dnsRecordRequestSchema,
    defaultValues: {
      type: record?.type ?? 'A',
      name: record?.name ?? '@',
      value: record?.value ?? '',
      ttl: record?.ttl ?? DNS_TTL_DEFAULT,
      priority: record?.priority ?? undefined,
      weight: record?.weight ?? undefined,
      port: record?.port ?? undefined,
    },
  });
  const type = form.watch('type');
  const numbers = NUMBERS[type];
  const handleSubmit = form.handleSubmit(async (body) => {
    form.showBanner(undefined);
    // A number the type does not carry (left from another type chosen first) is not sent.
    const sent = {
      ...body,
      priority: numbers.includes('priority') ? body.priority : undefined,
      weight: numbers.includes('weight') ? body.weight : undefined,
      port: numbers.includes('port') ? body.port : undefined,
    };
    try {
      await save.mutateAsync(sent);
      onClose();
    } catch (failure) {
      form.showError(failure, t('dns.save_failed'));
    }
  });
  return (
    <Dialog title={record ? t('dns.edit_title') : t('dns.add_title', { zone })} onClose={onClose}>
      <form className={hosting.stack} noValidate onSubmit={(event) => void handleSubmit(event)}>
        <Select
          label={t('dns.fields.type')}
          options={DNS_RECORD_TYPES.map((each) => ({ value: each, label: each }))}
          error={form.errorOf('type')}
          {...form.register('type')}
        />
        <TextField
          label={t('dns.fields.name')}
          hint={t('dns.name_hint', { zone })}
          autoComplete="off"
          autoCapitalize="none"
          error={form.errorOf('name')}
          {...form.register('name')}
        />
        <TextField
          label={t(`dns.value_label.${type}`)}
          hint={t(`dns.value_hint.${type}`)}
          autoComplete="off"
          autoCapitalize="none"
          error={form.errorOf('value')}
          {...form.register('value')}
        />
        {numbers.map((field) => (
          <TextField
            key={field}
            label={t(`dns.fields.${field}`)}
            type="number"
            inputMode="numeric"
            error={form.errorOf(field)}
            {...form.register(field, { setValueAs: asNumber })}
          />
        ))}
        <TextField
          label={t('dns.fields.ttl')}
          hint={t('dns.ttl_hint', { min: DNS_TTL_MIN, max: DNS_TTL_MAX })}
          type="number"
          inputMode="numeric"
          error={form.errorOf('ttl')}
          {...form.register('ttl', { setValueAs: asNumber })}
        />
        <FormBanner banner={form.banner} />
        <div className={hosting.actions}>
          <Button variant="secondary" onClick={onClose}>
            {t('cancel')}
          </Button>
          <Button type="submit" isBusy={save.isPending}>
            {record ? t('save') : t('dns.add_submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
