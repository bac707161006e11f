import { NOTE_MESSAGES } from '@kanri/contracts';
import { validateWith } from '@kanri/design-system';
import { makeNote } from '../../test-utils';
import { newNoteForm, normalTags, noteFormOf, noteFormSchema, storeRequestOf, updateRequestOf } from './note-form';

const validate = validateWith(noteFormSchema);

describe('the note form', () => {
  it('requires a title and content, each with the spec’s message', () => {
    expect(validate(newNoteForm())).toEqual({ title: NOTE_MESSAGES.required, content: NOTE_MESSAGES.required });
    expect(validate({ ...newNoteForm(), title: '  ', content: ' \n ' })).toEqual({
      title: NOTE_MESSAGES.required,
      content: NOTE_MESSAGES.required,
    });
    expect(validate({ ...newNoteForm(), title: 'Plan', content: 'Line 1\nLine 2' })).toEqual({});
  });

  it('puts a bad tag’s message under Tags', () => {
    const values = { ...newNoteForm(), title: 'Plan', content: 'x', tags: ['ok', 'x'.repeat(41)] };
    expect(validate(values)).toEqual({ tags: NOTE_MESSAGES.tagInvalid });
    expect(validate({ ...values, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) })).toEqual({
      tags: NOTE_MESSAGES.tooManyTags,
    });
  });

  it('sends the title trimmed, the content as written and the tags cleaned', () => {
    const values = {
      title: '  Plan ',
      content: 'Line 1\n\nLine 2\n',
      color: 'blue' as const,
      tags: [' work ', 'Work', '', 'ideas'],
    };
    expect(storeRequestOf(values)).toEqual({
      title: 'Plan',
      content: 'Line 1\n\nLine 2\n',
      color: 'blue',
      tags: ['work', 'ideas'],
    });
    expect(updateRequestOf(makeNote(7), values)).toEqual({ id: 7, ...storeRequestOf(values) });
  });

  it('starts from a note’s values when editing', () => {
    const note = makeNote(3, { title: 'Old', content: 'Body', color: 'pink', tags: ['a'] });
    expect(noteFormOf(note)).toEqual({ title: 'Old', content: 'Body', color: 'pink', tags: ['a'] });
    expect(normalTags(['a', 'A', ' b'])).toEqual(['a', 'b']);
  });
});
