import { Select } from '@kanri/design-system';
import { normalTags } from '../note-form';

/**
 * Free tags: type one and press Enter (or a comma); a tag typed but not entered is added when the
 * field loses focus. No list opens under the field (there is nothing to pick from), so nothing
 * covers the dialog's buttons.
 */
export function TagsInput({
  value,
  onChange,
  placeholder,
  ...props
}: {
  id: string;
  value: string[];
  onChange: (tags: string[]) => void;
  placeholder: string;
  status?: 'error';
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}) {
  return (
    <Select<string[]>
      {...props}
      mode="tags"
      // Closed, Enter adds the typed text as a tag (and does not submit the form).
      open={false}
      value={value}
      placeholder={placeholder}
      tokenSeparators={[',']}
      suffixIcon={null}
      style={{ width: '100%' }}
      onChange={(tags) => onChange(normalTags(tags))}
    />
  );
}
