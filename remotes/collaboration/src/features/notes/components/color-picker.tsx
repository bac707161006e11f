import { NOTE_COLOR_KEYS, type NoteColor } from '@kanri/contracts';
import { BRAND_PRIMARY, CheckOutlined, SURFACE } from '@kanri/design-system';
import { useRef, type KeyboardEvent } from 'react';
import { noteColorStyle } from '../note-colors';

const SWATCH = 30;

/**
 * The seven note colours of spec §9 as a radio group: each swatch shows its fill and border, is
 * named by its colour (Yellow, Blue…) and marks the chosen one. Arrow keys move the choice.
 */
export function ColorPicker({
  id,
  label,
  value,
  onChange,
}: {
  id?: string;
  label: string;
  value: NoteColor;
  onChange: (color: NoteColor) => void;
}) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent, index: number) {
    const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const next = (index + step + NOTE_COLOR_KEYS.length) % NOTE_COLOR_KEYS.length;
    onChange(NOTE_COLOR_KEYS[next]!);
    buttons.current[next]?.focus();
  }

  return (
    <div id={id} role="radiogroup" aria-label={label} style={{ display: 'flex', flexWrap: 'wrap', gap: 10 }}>
      {NOTE_COLOR_KEYS.map((color, index) => {
        const style = noteColorStyle(color);
        const checked = color === value;
        return (
          <button
            key={color}
            ref={(element) => {
              buttons.current[index] = element;
            }}
            type="button"
            role="radio"
            aria-checked={checked}
            aria-label={style.name}
            title={style.name}
            tabIndex={checked ? 0 : -1}
            data-color={color}
            onClick={() => onChange(color)}
            onKeyDown={(event) => onKeyDown(event, index)}
            style={{
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              width: SWATCH,
              height: SWATCH,
              padding: 0,
              borderRadius: '50%',
              border: `2px solid ${style.border}`,
              background: style.fill,
              color: style.text,
              cursor: 'pointer',
              boxShadow: checked ? `0 0 0 2px ${SURFACE.panel}, 0 0 0 4px ${BRAND_PRIMARY}` : undefined,
            }}
          >
            {checked ? <CheckOutlined aria-hidden style={{ fontSize: 13 }} /> : null}
          </button>
        );
      })}
    </div>
  );
}
