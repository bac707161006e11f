import { OPTION_COLORS } from '@kanri/contracts';
import { Button, ColorInput, DeleteOutlined, Input, PlusOutlined } from '@kanri/design-system';
import { addOptionDraft, type OptionDraft } from '../field-draft';
import { CF_TEXTS } from '../texts';

const T = CF_TEXTS.settings;

/**
 * The options of a dropdown or labels field: rename, recolour, add, remove. The list may not
 * become empty and every option needs a label (the parent shows `optionsError`).
 */
export function OptionsEditor({
  options,
  onChange,
  disabled = false,
}: {
  options: OptionDraft[];
  onChange: (options: OptionDraft[]) => void;
  disabled?: boolean;
}) {
  const update = (key: string, change: Partial<OptionDraft>) =>
    onChange(options.map((option) => (option.key === key ? { ...option, ...change } : option)));

  return (
    <div className="kpt-cf-section">
      <p className="kpt-cf-section-title" id="kpt-cf-options-title">
        {T.options}
      </p>
      <ul className="kpt-cf-options" aria-labelledby="kpt-cf-options-title">
        {options.map((option, index) => (
          <li key={option.key} className="kpt-cf-option" data-testid="custom-field-option">
            <ColorInput
              value={option.color}
              swatches={OPTION_COLORS}
              size="small"
              disabled={disabled}
              aria-label={T.optionColor(option.label)}
              onChange={(color) => update(option.key, { color })}
            />
            <div className="kpt-cf-grow">
              <Input
                size="small"
                value={option.label}
                maxLength={100}
                disabled={disabled}
                aria-label={T.optionLabel(index)}
                status={option.label.trim() === '' ? 'error' : undefined}
                onChange={(event) => update(option.key, { label: event.target.value })}
              />
            </div>
            <Button
              size="small"
              type="text"
              icon={<DeleteOutlined aria-hidden />}
              aria-label={T.removeOption(option.label)}
              disabled={disabled || options.length <= 1}
              onClick={() => onChange(options.filter((candidate) => candidate.key !== option.key))}
            />
          </li>
        ))}
      </ul>
      <div>
        <Button
          size="small"
          icon={<PlusOutlined aria-hidden />}
          disabled={disabled}
          onClick={() => onChange(addOptionDraft(options))}
        >
          {T.addOption}
        </Button>
      </div>
    </div>
  );
}
