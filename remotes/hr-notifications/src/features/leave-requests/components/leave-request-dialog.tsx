import {
  DEFAULT_LEAVE_TYPE,
  LEAVE_MESSAGES,
  LEAVE_REASON_MAX_LENGTH,
  LEAVE_TYPES,
  leaveDaysCount,
  type LeaveType,
} from '@kanri/contracts/hr';
import { leaveStoreRequestSchema } from '@kanri/contracts/hr';
import { DateInput, FormDialog, FormField, Select, TextArea, Typography } from '@kanri/design-system';
import { useLeaveActions } from '../api/use-leave-requests';
import { LEAVE_TEXTS } from '../texts';

const T = LEAVE_TEXTS.dialog;

export interface LeaveFormValues {
  leave_type: LeaveType;
  start_date: string;
  end_date: string;
  reason: string;
}

const NEW_LEAVE: LeaveFormValues = { leave_type: DEFAULT_LEAVE_TYPE, start_date: '', end_date: '', reason: '' };

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: 12,
  width: '100%',
  alignItems: 'start',
} as const;
const full = { width: '100%' } as const;

/** The live day count under the dates: both dates included (spec §5), or why there is none yet. */
function DayCount({ start, end }: { start: string; end: string }) {
  if (!start || !end) return null;
  if (end < start) {
    return (
      <Typography.Text type="warning" style={{ fontSize: 13 }}>
        {LEAVE_MESSAGES.endBeforeStart}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text type="secondary" style={{ fontSize: 13 }} data-testid="leave-day-count">
      {T.dayCount(leaveDaysCount(start, end))}
    </Typography.Text>
  );
}

/**
 * Submit Leave Request (spec §2, §5): type (annual by default), start and end dates, reason. The
 * contract's schema checks the form before sending (`All fields are required` under each missing
 * field, an end before the start refused); the day count shows as the dates are picked.
 */
export function LeaveRequestDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const actions = useLeaveActions();

  async function submit(values: LeaveFormValues) {
    await actions.submit({
      leave_type: values.leave_type,
      start_date: values.start_date,
      end_date: values.end_date,
      reason: values.reason.trim(),
      days_count: leaveDaysCount(values.start_date, values.end_date),
    });
  }

  return (
    <FormDialog<LeaveFormValues>
      open={open}
      title={T.title}
      okText={T.submit}
      cancelText={T.cancel}
      initialValues={NEW_LEAVE}
      schema={leaveStoreRequestSchema}
      onSubmit={submit}
      onClose={onClose}
      width={560}
      gap={14}
    >
      {(form) => (
        <>
          <FormField<LeaveType> name="leave_type" label={T.leaveType}>
            {(control) => (
              <Select<LeaveType>
                {...control.props}
                aria-label={T.leaveType}
                value={control.value}
                onChange={(type) => control.setValue(type)}
                options={LEAVE_TYPES.map((type) => ({ value: type, label: LEAVE_TEXTS.types[type] }))}
                virtual={false}
                style={full}
              />
            )}
          </FormField>
          <div style={twoColumns}>
            <FormField name="start_date" label={T.startDate}>
              {(control) => (
                <DateInput
                  id={control.props.id}
                  aria-label={T.startDate}
                  value={control.value || null}
                  onChange={(value) => control.setValue(value ?? '')}
                  style={full}
                />
              )}
            </FormField>
            <FormField name="end_date" label={T.endDate}>
              {(control) => (
                <DateInput
                  id={control.props.id}
                  aria-label={T.endDate}
                  value={control.value || null}
                  onChange={(value) => control.setValue(value ?? '')}
                  style={full}
                />
              )}
            </FormField>
          </div>
          <DayCount start={form.values.start_date} end={form.values.end_date} />
          <FormField name="reason" label={T.reason}>
            {(control) => (
              <TextArea
                {...control.props}
                value={control.value}
                placeholder={T.reasonPlaceholder}
                maxLength={LEAVE_REASON_MAX_LENGTH}
                autoSize={{ minRows: 3, maxRows: 6 }}
                onChange={(event) => control.setValue(event.target.value)}
                style={full}
              />
            )}
          </FormField>
        </>
      )}
    </FormDialog>
  );
}
