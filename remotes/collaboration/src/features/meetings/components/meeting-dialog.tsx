import {
  useRetained,
  DateTimeInput,
  FormDialog,
  FormField,
  Input,
  Segmented,
  TextArea,
  type FormControl,
} from '@kanri/design-system';
import {
  MEETING_DESCRIPTION_MAX_LENGTH,
  MEETING_LOCATION_MAX_LENGTH,
  MEETING_STATUSES,
  MEETING_TITLE_MAX_LENGTH,
  MEETING_URL_MAX_LENGTH,
  meetingStoreRequestSchema,
  type Meeting,
  type MeetingStatus,
} from '@kanri/contracts';
import { useMemo } from 'react';
import { useMeetingActions } from '../api/use-meetings';
import {
  endFollowingStart,
  meetingForm,
  newMeetingForm,
  storeRequestOf,
  updateRequestOf,
  type MeetingFormValues,
} from '../meeting-form';
import { PeopleSelect } from '../../../shared/people-select';
import { MEETING_TEXTS } from '../texts';

const T = MEETING_TEXTS.dialog;

// Aligned to the top: a message under one field does not stretch its neighbour.
const twoColumns = {
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)',
  gap: 12,
  width: '100%',
  alignItems: 'start',
} as const;
const full = { width: '100%' } as const;

/** Participants: workspace members, the signed-in user (the organiser) not among them. */
function ParticipantsPicker({ control }: { control: FormControl<number[]> }) {
  return (
    <PeopleSelect
      {...control.props}
      aria-label={T.participants}
      value={control.value}
      onChange={(ids) => control.setValue(ids)}
      placeholder={T.participantsPlaceholder}
    />
  );
}

/**
 * Schedule Meeting (`meeting` null) or Edit Meeting (the same form prefilled, plus Status; the
 * organiser's). The contract's request schema checks the form before sending (spec §5's messages
 * under each field); the server's 422 messages go under their fields; other failures are toasted.
 */
export function MeetingDialog({
  open,
  meeting: given,
  onClose,
}: {
  open: boolean;
  /** The meeting to edit; null for a new one (one dialog for each, as the page renders them). */
  meeting: Meeting | null;
  onClose: () => void;
}) {
  const actions = useMeetingActions();
  // The meeting stays shown while the dialog closes (the page has already let go of it).
  const editing = useRetained(given);
  const initial = useMemo(
    () => (editing ? meetingForm(editing) : newMeetingForm()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- fixed for each opening, not on refetches of the meeting
    [open, editing?.id],
  );

  async function submit(values: MeetingFormValues) {
    if (!editing) {
      await actions.create(storeRequestOf(values));
      return;
    }
    const request = updateRequestOf(values, editing);
    if (request) await actions.update(request);
  }

  return (
    <FormDialog<MeetingFormValues>
      open={open}
      title={editing ? T.editTitle : T.createTitle}
      okText={editing ? T.save : T.create}
      cancelText={T.cancel}
      initialValues={initial}
      schema={meetingStoreRequestSchema}
      onSubmit={submit}
      onClose={onClose}
      width={600}
      gap={14}
    >
      {(form) => {
        return (
          <>
            <FormField name="title" label={T.title}>
              {(control) => (
                <Input
                  {...control.props}
                  value={control.value}
                  placeholder={T.titlePlaceholder}
                  maxLength={MEETING_TITLE_MAX_LENGTH}
                  autoComplete="off"
                  autoFocus
                  onChange={(event) => control.setValue(event.target.value)}
                  style={full}
                />
              )}
            </FormField>
            <FormField name="description" label={T.description}>
              {(control) => (
                <TextArea
                  {...control.props}
                  value={control.value}
                  placeholder={T.descriptionPlaceholder}
                  maxLength={MEETING_DESCRIPTION_MAX_LENGTH}
                  autoSize={{ minRows: 2, maxRows: 6 }}
                  onChange={(event) => control.setValue(event.target.value)}
                  style={full}
                />
              )}
            </FormField>
            <div style={twoColumns}>
              <FormField<string> name="start_time" label={T.start}>
                {(control) => (
                  <DateTimeInput
                    {...control.props}
                    aria-label={T.start}
                    value={control.value}
                    placeholder={T.timePlaceholder}
                    onChange={(next) => {
                      const start = next ?? '';
                      void form.setFieldValue('end_time', endFollowingStart(control.value, start, form.values.end_time));
                      control.setValue(start);
                    }}
                    style={full}
                  />
                )}
              </FormField>
              <FormField<string> name="end_time" label={T.end}>
                {(control) => (
                  <DateTimeInput
                    {...control.props}
                    aria-label={T.end}
                    value={control.value}
                    min={form.values.start_time || null}
                    placeholder={T.timePlaceholder}
                    onChange={(next) => control.setValue(next ?? '')}
                    style={full}
                  />
                )}
              </FormField>
            </div>
            <div style={twoColumns}>
              <FormField name="location" label={T.location}>
                {(control) => (
                  <Input
                    {...control.props}
                    value={control.value}
                    placeholder={T.locationPlaceholder}
                    maxLength={MEETING_LOCATION_MAX_LENGTH}
                    onChange={(event) => control.setValue(event.target.value)}
                    style={full}
                  />
                )}
              </FormField>
              <FormField name="meeting_url" label={T.url}>
                {(control) => (
                  <Input
                    {...control.props}
                    type="url"
                    value={control.value}
                    placeholder={T.urlPlaceholder}
                    maxLength={MEETING_URL_MAX_LENGTH}
                    autoComplete="off"
                    onChange={(event) => control.setValue(event.target.value)}
                    style={full}
                  />
                )}
              </FormField>
            </div>
            <FormField<number[]> name="participants" label={T.participants}>
              {(control) => <ParticipantsPicker control={control} />}
            </FormField>
            {editing ? (
              <FormField<MeetingStatus> name="status" label={T.status} labelled={false}>
                {(control) => (
                  <Segmented<MeetingStatus>
                    aria-label={T.status}
                    value={control.value}
                    onChange={control.setValue}
                    options={MEETING_STATUSES.map((status) => ({ value: status, label: MEETING_TEXTS.statuses[status] }))}
                  />
                )}
              </FormField>
            ) : null}
          </>
        );
      }}
    </FormDialog>
  );
}
