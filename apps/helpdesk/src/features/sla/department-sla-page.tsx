import { formatDay, formatDuration, HelpdeskMessages, Roles, SLA_TIME_ZONES, type SlaPolicy } from '@backoffice/contracts';
import { FormPage, PageFrame, RecordGate, useAction, useConfirmedAction, type BackLink } from '@backoffice/remote-kit';
import { useAuth } from '@backoffice/shell-sdk';
import { Box, Button, HStack, Stack, Text, TextField } from '@backoffice/ui';
import { DateField, NumberField, SelectField } from '@backoffice/ui/forms';
import { yupResolver } from '@hookform/resolvers/yup';
import { useFieldArray, useForm } from 'react-hook-form';
import { useParams } from 'react-router-dom';
import { useDepartment } from '../departments/api';
import { departmentDetailsHref, editDepartmentHref } from '../departments/department-paths';
import { RecordHistory } from '../history';
import { useDepartmentSla, useRemoveDepartmentSla, useSaveDepartmentSla } from './api';
import { formValuesOf, policyBodyOf, slaFormSchema, WEEKDAY_ROWS, formatDayHours, type SlaFormValues } from './sla-form';

/** The page's title (libs/contracts AREAS: /department-sla/:departmentId). */
export const SLA_PAGE_TITLE = 'SLA & Business Hours';
/** ours: the error toasts' titles when the API gives no message of its own. */
export const SLA_NOT_SAVED = 'The SLA policy could not be saved.';
export const SLA_NOT_REMOVED = 'The SLA policy could not be removed.';
const MAX_W = '3xl';

/**
 * /department-sla/{departmentId} (docs/areas/helpdesk.md, "SLAs"): a department's first reply and resolution targets
 * (hours and minutes of business time), its calendar's time zone, its week of business hours and its holidays. A
 * SuperAdmin edits them (Save; Remove SLA asks first) and sees the department's History under the form; a
 * Department user of that department reads them. A department without a policy shows a new one's defaults (Monday
 * to Friday 09:00-17:00), saved only by Save. A refusal (400) is told by the toast with the API's message.
 */
export function DepartmentSlaPage() {
  const { departmentId = '' } = useParams<{ departmentId: string }>();
  const { user } = useAuth();
  const superAdmin = user?.role === Roles.SuperAdmin;
  const sla = useDepartmentSla(departmentId);
  const department = useDepartment(departmentId);
  const back: BackLink = superAdmin
    ? { to: editDepartmentHref(departmentId), label: 'Back to the department' }
    : { to: departmentDetailsHref(departmentId), label: 'Back to the department' };
  const subtitle = department.data?.name;
  return (
    <RecordGate
      frame={{ title: SLA_PAGE_TITLE, back, maxW: MAX_W }}
      query={sla}
      noun="SLA policy"
      missing={HelpdeskMessages.departments.notFound}
      keyOf={(p) => p?.updatedAt ?? 'none'}
    >
      {(policy) =>
        superAdmin ? (
          <SlaForm departmentId={departmentId} policy={policy} back={back} subtitle={subtitle} />
        ) : (
          <SlaSummary policy={policy} back={back} subtitle={subtitle} />
        )
      }
    </RecordGate>
  );
}

/** The SuperAdmin's form. */
function SlaForm({ departmentId, policy, back, subtitle }: { departmentId: string; policy: SlaPolicy | null; back: BackLink; subtitle?: string }) {
  const form = useForm<SlaFormValues>({ resolver: yupResolver(slaFormSchema), defaultValues: formValuesOf(policy) });
  const { control } = form;
  const holidays = useFieldArray({ control, name: 'holidays' });
  const save = useAction(useSaveDepartmentSla(departmentId), {
    success: (result) => result.message || HelpdeskMessages.sla.saved,
    failure: SLA_NOT_SAVED,
  });
  const remove = useConfirmedAction(
    useAction(useRemoveDepartmentSla(departmentId), {
      success: (result) => result.message || HelpdeskMessages.sla.removed,
      failure: SLA_NOT_REMOVED,
    }),
    {
      title: 'Remove the SLA?',
      message: "New tickets of this department will have no SLA. Open tickets keep their due times.",
      confirmLabel: 'Remove SLA',
      destructive: true,
    },
  );
  const zones = SLA_TIME_ZONES.includes(form.getValues('timeZone')) ? SLA_TIME_ZONES : [form.getValues('timeZone'), ...SLA_TIME_ZONES];
  const holidaysError = form.formState.errors.holidays?.root?.message ?? form.formState.errors.holidays?.message;

  return (
    <FormPage
      title={SLA_PAGE_TITLE}
      subtitle={subtitle}
      back={back}
      maxW={MAX_W}
      form={form}
      onSubmit={(values) => save.run(policyBodyOf(values))}
      extraActions={
        policy ? (
          <Button variant="outline" colorPalette="red" onClick={() => remove.ask(undefined)} loading={remove.target !== null}>
            Remove SLA
          </Button>
        ) : null
      }
      footer={<RecordHistory entityType="department" entityId={departmentId} />}
    >
      {!policy ? <Text color="fg.muted">This department has no SLA yet: its tickets have no due times until it is saved.</Text> : null}
      <Stack gap="1">
        <Text fontWeight="medium">First reply target (business time)</Text>
        <HStack align="flex-start">
          <NumberField control={control} name="firstReplyHours" label="First reply hours" unit="h" min={0} maxW="36" />
          <NumberField control={control} name="firstReplyMinutes" label="First reply minutes" unit="min" min={0} max={59} maxW="36" />
        </HStack>
      </Stack>
      <Stack gap="1">
        <Text fontWeight="medium">Resolution target (business time)</Text>
        <HStack align="flex-start">
          <NumberField control={control} name="resolutionHours" label="Resolution hours" unit="h" min={0} maxW="36" />
          <NumberField control={control} name="resolutionMinutes" label="Resolution minutes" unit="min" min={0} max={59} maxW="36" />
        </HStack>
      </Stack>
      <SelectField control={control} name="timeZone" label="Time zone" options={zones.map((z) => ({ value: z, label: z }))} maxW="sm" />
      <Stack gap="2" role="group" aria-label="Business hours">
        <Text fontWeight="medium">Business hours</Text>
        <Text color="fg.muted" fontSize="sm">
          Local time, e.g. 09:00-17:00; several spans separated by commas (09:00-12:00, 13:00-17:00); 24:00 for midnight;
          empty for closed.
        </Text>
        {WEEKDAY_ROWS.map((d) => (
          <TextField key={d.key} control={control} name={`week.${d.key}`} label={d.label} placeholder="Closed" autoComplete="off" maxW="md" />
        ))}
      </Stack>
      <Stack gap="2" role="group" aria-label="Holidays">
        <Text fontWeight="medium">Holidays</Text>
        {holidays.fields.map((field, i) => (
          <HStack key={field.id} align="flex-end">
            <DateField control={control} name={`holidays.${i}.day`} label={`Holiday ${i + 1} date`} />
            <TextField control={control} name={`holidays.${i}.name`} label={`Holiday ${i + 1} name`} autoComplete="off" />
            <Button variant="ghost" size="sm" onClick={() => holidays.remove(i)} aria-label={`Remove holiday ${i + 1}`}>
              Remove
            </Button>
          </HStack>
        ))}
        {holidaysError ? (
          <Text color="fg.error" fontSize="sm" role="alert">
            {holidaysError}
          </Text>
        ) : null}
        <Box>
          <Button variant="outline" size="sm" onClick={() => holidays.append({ day: '', name: '' })}>
            Add holiday
          </Button>
        </Box>
      </Stack>
      {remove.dialog}
    </FormPage>
  );
}

/** A Department user's read-only view of the policy. */
function SlaSummary({ policy, back, subtitle }: { policy: SlaPolicy | null; back: BackLink; subtitle?: string }) {
  return (
    <PageFrame title={SLA_PAGE_TITLE} subtitle={subtitle} back={back} maxW={MAX_W}>
      {!policy ? (
        <Text>This department has no SLA: its tickets have no due times.</Text>
      ) : (
        <Stack gap="3">
          <Text>First reply within {formatDuration(policy.firstReplyMinutes)} of business time</Text>
          <Text>Resolution within {formatDuration(policy.resolutionMinutes)} of business time</Text>
          <Text>Time zone: {policy.timeZone}</Text>
          <Stack gap="1" role="list" aria-label="Business hours">
            {WEEKDAY_ROWS.map((d) => (
              <Text key={d.key} role="listitem">
                {d.label}: {formatDayHours(policy.week[d.key] ?? []) || 'Closed'}
              </Text>
            ))}
          </Stack>
          <Stack gap="1" role="list" aria-label="Holidays">
            {policy.holidays.length === 0 ? <Text>No holidays</Text> : null}
            {policy.holidays.map((h) => (
              <Text key={h.day} role="listitem">
                {formatDay(h.day)}
                {h.name ? ` — ${h.name}` : ''}
              </Text>
            ))}
          </Stack>
        </Stack>
      )}
    </PageFrame>
  );
}
