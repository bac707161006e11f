import { CUSTOM_FIELD_MESSAGES } from '@kanri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@kanri/api-client';
import { makeField } from '../testing';
import { CF_TEXTS } from '../texts';
import { renderCell, SLOW } from './cell-test-harness';

const T = CF_TEXTS.cell;

const editButton = (name: string) => screen.getByRole('button', { name: T.edit(name) });
const editor = (name: string) => screen.findByRole('textbox', { name }, SLOW);

describe('CustomFieldCell — text-like types', () => {
  it('text: shows the value, Enter saves the trimmed text, Escape cancels', async () => {
    const field = makeField(20, 'text', 'Notes');
    const { user, save, cell } = renderCell(field, { value: 'First draft' });
    expect(cell()).toHaveTextContent('First draft');

    await user.click(editButton('Notes'));
    const input = await editor('Notes');
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('First draft');
    await user.clear(input);
    await user.type(input, '  Second draft  {Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith('Second draft'));
    await waitFor(() => expect(cell()).toHaveTextContent('Second draft'));

    await user.click(editButton('Notes'));
    await user.type(await editor('Notes'), ' changed{Escape}');
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument());
    expect(cell()).toHaveTextContent('Second draft');
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('text: clearing the text clears the value (null), and — shows for empty', async () => {
    const field = makeField(20, 'text', 'Notes');
    const { user, save, cell } = renderCell(field, { value: 'Something' });
    await user.click(editButton('Notes'));
    await user.clear(await editor('Notes'));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith(null));
    await waitFor(() => expect(cell()).toHaveTextContent(CF_TEXTS.empty));
  });

  it('keeps the old value and shows the server message when saving fails', async () => {
    const field = makeField(20, 'text', 'Notes');
    const save = jest.fn<Promise<void>, [unknown]>(async () => {
      throw new ApiError(CUSTOM_FIELD_MESSAGES.textTooLong, 422, {
        'custom_field_values.20': [CUSTOM_FIELD_MESSAGES.textTooLong],
      });
    });
    const { user, cell } = renderCell(field, { value: 'Kept', save });
    await user.click(editButton('Notes'));
    const input = await editor('Notes');
    await user.clear(input);
    await user.type(input, 'Refused{Enter}');
    expect(await screen.findByText(CUSTOM_FIELD_MESSAGES.textTooLong)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Notes' })).not.toBeInTheDocument());
    expect(cell()).toHaveTextContent('Kept');
  });

  it('is read-only when not editable', () => {
    const field = makeField(20, 'text', 'Notes');
    const { cell } = renderCell(field, { value: 'Read me', editable: false });
    expect(cell()).toHaveTextContent('Read me');
    expect(screen.queryByRole('button', { name: T.edit('Notes') })).not.toBeInTheDocument();
  });

  it('email: a type=email input, checked before sending, shown as a mailto link', async () => {
    const field = makeField(21, 'email', 'Contact');
    const { user, save, cell } = renderCell(field, { value: 'ada@kanri.test' });
    expect(within(cell()).getByRole('link', { name: 'ada@kanri.test' })).toHaveAttribute('href', 'mailto:ada@kanri.test');

    await user.click(editButton('Contact'));
    const input = await editor('Contact');
    expect(input).toHaveAttribute('type', 'email');
    await user.clear(input);
    await user.type(input, 'not-an-email{Enter}');
    expect(await screen.findByText(CUSTOM_FIELD_MESSAGES.emailInvalid)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
    await user.clear(input);
    await user.type(input, 'grace@kanri.test{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith('grace@kanri.test'));
  });

  it('phone: a type=tel input, shown as a tel: link', async () => {
    const field = makeField(22, 'phone', 'Phone');
    const { user, save, cell } = renderCell(field, { value: '+1 (555) 010-2030' });
    expect(within(cell()).getByRole('link', { name: '+1 (555) 010-2030' })).toHaveAttribute('href', 'tel:+15550102030');
    await user.click(editButton('Phone'));
    const input = await editor('Phone');
    expect(input).toHaveAttribute('type', 'tel');
    await user.clear(input);
    await user.type(input, 'call me{Enter}');
    expect(await screen.findByText(CUSTOM_FIELD_MESSAGES.phoneInvalid)).toBeInTheDocument();
    await user.clear(input);
    await user.type(input, '+44 20 7946 0000{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith('+44 20 7946 0000'));
  });

  it('website: a type=url input, https:// added, shown as a link opening in a new tab without opener', async () => {
    const field = makeField(23, 'website', 'Site');
    const { user, save, cell } = renderCell(field);
    expect(cell()).toHaveTextContent(CF_TEXTS.empty);
    await user.click(editButton('Site'));
    const input = await editor('Site');
    expect(input).toHaveAttribute('type', 'url');
    await user.type(input, 'kanri.app/docs{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith('https://kanri.app/docs'));
    const link = await within(cell()).findByRole('link', { name: 'kanri.app/docs' });
    expect(link).toHaveAttribute('href', 'https://kanri.app/docs');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('location: text with a link to the map', async () => {
    const field = makeField(24, 'location', 'Venue');
    const { user, save, cell } = renderCell(field);
    await user.click(editButton('Venue'));
    await user.type(await editor('Venue'), 'Musée du Louvre, Paris{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith('Musée du Louvre, Paris'));
    const link = await within(cell()).findByRole('link', { name: T.openMap('Musée du Louvre, Paris') });
    expect(link).toHaveAttribute(
      'href',
      `https://www.openstreetmap.org/search?query=${encodeURIComponent('Musée du Louvre, Paris')}`,
    );
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('progress (manual): a 0–100 bar; non-numeric input becomes 0, larger values 100', async () => {
    const field = makeField(25, 'progress-manual', 'Done %');
    const { user, save, cell } = renderCell(field, { value: 40 });
    expect(within(cell()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '40');
    expect(cell()).toHaveTextContent('40%');

    await user.click(screen.getByRole('button', { name: T.edit('Done %') }));
    const input = await editor('Done %');
    await user.clear(input);
    await user.type(input, 'abc{Enter}');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(0));
    await waitFor(() => expect(within(cell()).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0'));

    await user.click(screen.getByRole('button', { name: T.edit('Done %') }));
    const again = await editor('Done %');
    await user.clear(again);
    await user.type(again, '150{Enter}');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(100));
  });

  it('text area: edits in a popover, Enter saves, Shift+Enter adds a line', async () => {
    const field = makeField(26, 'text-area', 'Summary');
    const { user, save, cell } = renderCell(field);
    await user.click(screen.getByRole('button', { name: T.edit('Summary') }));
    const area = await editor('Summary');
    await user.type(area, 'Line one{Shift>}{Enter}{/Shift}Line two{Enter}');
    await waitFor(() => expect(save).toHaveBeenCalledWith('Line one\nLine two'));
    await waitFor(() => expect(cell()).toHaveTextContent('Line one ⏎ Line two'));
  });
});
