import { TIME_ENTRY_DESCRIPTION_MAX_LENGTH, type TimeEntry } from '@kanri/contracts';
import {
  DateInput,
  FormDialog,
  FormField,
  formatDuration,
  Input,
  Segmented,
  Switch,
  Typography,
  useRetained,
} from '@kanri/design-system';
import { useMemo } from 'react';
import { useTimeEntryActions } from '../api/use-time-entry-actions';
import {
  asFormRefusal,
  entryForm,
  formInstants,
  newEntryForm,
  storeFormSchema,
  storeRequestOf,
  updateFormSchema,
  updateRequestOf,
  type EntryFormValues,
} from '../entry-form';
import { TRACKING_TEXTS } from '../texts';

const T = TRACKING_TEXTS.dialog;

/**
 * Add a time entry by hand (`entry` null) or change one: a day, a start time, an end time or a
 * duration, a description, billable. The contract's request schema checks the form before sending;
 * the server's 422 messages appear under their fields. A running or paused entry changes only its
 * description and billable.
 */
export function TimeEntryDialog({
  open,
  entry: given,
  timeZone,
  onClose,
}: {
  open: boolean;
  /** The entry to edit, or null to add one. */
  entry: TimeEntry | null;
  timeZone: string;
  onClose: () => void;
}) {
  const actions = useTimeEntryActions();
  const entry = useRetained(given);
  // The form's starting values, fixed for this opening (the schema compares against them).
  const initial = useMemo(
    () => (entry ? entryForm(entry, timeZone, formatDuration) : newEntryForm(Date.now(), timeZone)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed on each opening, not on refetches of the entry
    [open, entry?.id, timeZone],
  );
  const schema = useMemo(
    () => (entry ? updateFormSchema(entry, initial, timeZone) : storeFormSchema(timeZone)),
    [entry, initial, timeZone],
  );
  const timesLocked = entry?.is_active ?? false;

  async function submit(values: EntryFormValues) {
    try {
      if (entry) await actions.update(updateRequestOf(values, initial, entry, timeZone), entry);
      else await actions.create(storeRequestOf(values, timeZone));
    } catch (error) {
      throw asFormRefusal(error, values.mode);
    }
  }

  return (
    <FormDialog<EntryFormValues>
      open={open}
      title={entry ? T.editTitle : T.addTitle}
      okText={entry ? T.save : T.add}
      cancelText={T.cancel}
      initialValues={initial}
      schema={schema}
      onSubmit={submit}
      onClose={onClose}
      width={520}
      gap={14}
    >
      {(form) => {
        const { nextDay } = formInstants(form.values, timeZone);
        return (
          <>
            {timesLocked ? <Typography.Text type="secondary">{T.activeHint}</Typography.Text> : null}
            <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1.4fr) minmax(0, 1fr)', gap: 12 }}>
              <FormField<string | null> name="date" label={T.date}>
                {(control) => (
                  <DateInput
                    id={control.props.id}
                    aria-label={T.date}
                    value={control.value}
                    onChange={control.setValue}
                    allowClear={false}
                    disabled={timesLocked}
                    style={{ width: '100%' }}
                  />
                )}
              </FormField>
              <FormField name="start" label={T.start}>
                {(control) => (
                  <Input
                    {...control.props}
                    value={control.value}
                    placeholder={T.timePlaceholder}
                    autoComplete="off"
                    disabled={timesLocked}
                    onChange={(event) => control.setValue(event.target.value)}
                  />
                )}
              </FormField>
            </div>
            {timesLocked ? null : (
              <>
                <FormField<EntryFormValues['mode']> name="mode" label={T.mode} labelled={false}>
                  {(control) => (
                    <Segmented<EntryFormValues['mode']>
                      aria-label={T.mode}
                      value={control.value}
                      onChange={control.setValue}
                      options={[
                        { value: 'end', label: T.modes.end },
                        { value: 'duration', label: T.modes.duration },
                      ]}
                    />
                  )}
                </FormField>
                {form.values.mode === 'end' ? (
                  <FormField name="end" label={T.end}>
                    {(control) => (
                      <div style={{ display: 'grid', gap: 4 }}>
                        <Input
                          {...control.props}
                          value={control.value}
                          placeholder={T.timePlaceholder}
                          autoComplete="off"
                          onChange={(event) => control.setValue(event.target.value)}
                        />
                        {nextDay ? (
                          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                            {T.nextDay}
                          </Typography.Text>
                        ) : null}
                      </div>
                    )}
                  </FormField>
                ) : (
                  <FormField name="duration" label={T.duration}>
                    {(control) => (
                      <Input
                        {...control.props}
                        value={control.value}
                        placeholder={T.durationPlaceholder}
                        autoComplete="off"
                        onChange={(event) => control.setValue(event.target.value)}
                      />
                    )}
                  </FormField>
                )}
              </>
            )}
            <FormField name="description" label={T.description}>
              {(control) => (
                <Input
                  {...control.props}
                  value={control.value}
                  placeholder={T.descriptionPlaceholder}
                  maxLength={TIME_ENTRY_DESCRIPTION_MAX_LENGTH}
                  autoComplete="off"
                  onChange={(event) => control.setValue(event.target.value)}
                />
              )}
            </FormField>
            <FormField<boolean> name="billable" label={T.billable} labelled={false}>
              {(control) => (
                <label style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
                  <Switch checked={control.value} onChange={control.setValue} aria-label={T.billable} size="small" />
                  <span>{T.billable}</span>
                </label>
              )}
            </FormField>
          </>
        );
      }}
    </FormDialog>
  );
}
