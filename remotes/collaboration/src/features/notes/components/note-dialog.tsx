import { useRetained, FormDialog, FormField, Input, TextArea } from '@kanri/design-system';
import { NOTE_CONTENT_MAX_LENGTH, NOTE_TITLE_MAX_LENGTH, type Note, type NoteColor } from '@kanri/contracts';
import { useMemo } from 'react';
import { useNoteActions } from '../api/use-notes';
import { newNoteForm, noteFormOf, noteFormSchema, storeRequestOf, updateRequestOf, type NoteFormValues } from '../note-form';
import { NOTES_TEXTS } from '../texts';
import { ColorPicker } from './color-picker';
import { TagsInput } from './tags-input';

const T = NOTES_TEXTS.dialog;

/**
 * Add a note (`note` always null) or edit one (the note to edit while open): title, content (its line breaks kept), one of the seven
 * colours, free tags. The contract's schema refuses a missing title or content before sending
 * (`Title and content are required` under each); a 422's messages go under their fields.
 */
export function NoteDialog({ open, note: given, onClose }: { open: boolean; note: Note | null; onClose: () => void }) {
  const actions = useNoteActions();
  const note = useRetained(given);
  const editing = note !== null;
  // The form's starting values, fixed for this opening.
  const initial = useMemo(
    () => (note ? noteFormOf(note) : newNoteForm()),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- recomputed on each opening, not on refetches of the note
    [open, note?.id],
  );

  async function submit(values: NoteFormValues) {
    if (note) await actions.update(updateRequestOf(note, values));
    else await actions.create(storeRequestOf(values));
  }

  return (
    <FormDialog<NoteFormValues>
      open={open}
      title={editing ? T.editTitle : T.addTitle}
      okText={editing ? T.save : T.add}
      cancelText={T.cancel}
      initialValues={initial}
      schema={noteFormSchema}
      onSubmit={submit}
      onClose={onClose}
      width={560}
      gap={14}
    >
      <FormField name="title" label={T.noteTitle}>
        {(control) => (
          <Input
            {...control.props}
            value={control.value}
            placeholder={T.titlePlaceholder}
            maxLength={NOTE_TITLE_MAX_LENGTH}
            autoComplete="off"
            style={{ width: '100%' }}
            onChange={(event) => control.setValue(event.target.value)}
          />
        )}
      </FormField>
      <FormField name="content" label={T.content}>
        {(control) => (
          <TextArea
            {...control.props}
            value={control.value}
            placeholder={T.contentPlaceholder}
            maxLength={NOTE_CONTENT_MAX_LENGTH}
            autoSize={{ minRows: 5, maxRows: 14 }}
            style={{ width: '100%' }}
            onChange={(event) => control.setValue(event.target.value)}
          />
        )}
      </FormField>
      <FormField<NoteColor> name="color" label={T.color} labelled={false}>
        {(control) => <ColorPicker id={control.props.id} label={T.color} value={control.value} onChange={control.setValue} />}
      </FormField>
      <FormField<string[]> name="tags" label={T.tags}>
        {(control) => (
          <TagsInput {...control.props} value={control.value} placeholder={T.tagsPlaceholder} onChange={control.setValue} />
        )}
      </FormField>
    </FormDialog>
  );
}
