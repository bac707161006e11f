import { ColorInput, Popover } from '@kanri/design-system';
import { useState } from 'react';
import { WORKFLOW_SWATCHES } from '../colors';
import { WORKFLOW_TEXTS } from '../texts';

const T = WORKFLOW_TEXTS.form;

export interface ColorMenuProps {
  value: string;
  label: string;
  onChange: (hex: string) => void;
}

/**
 * The row's colour: a swatch button (reachable with the keyboard) opening the swatches and a
 * custom colour picker. Picking a swatch closes it.
 */
export function ColorMenu({ value, label, onChange }: ColorMenuProps) {
  const [open, setOpen] = useState(false);

  function pick(hex: string) {
    setOpen(false);
    if (hex !== value) onChange(hex);
  }

  const content = (
    <div className="kpt-wf-color-menu" style={{ display: 'grid', gap: 10, maxWidth: 220 }}>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 6 }} role="group" aria-label={label}>
        {WORKFLOW_SWATCHES.map((swatch) => (
          <button
            key={swatch}
            type="button"
            className="kpt-wf-swatch-button"
            style={{
              background: swatch,
              width: 22,
              height: 22,
              padding: 0,
              borderRadius: '50%',
              cursor: 'pointer',
              border: value === swatch ? '2px solid #fff' : '2px solid transparent',
            }}
            aria-label={T.chooseColor(swatch)}
            aria-pressed={value === swatch}
            onClick={() => pick(swatch)}
          />
        ))}
      </div>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, fontSize: 12, color: 'rgba(255,255,255,0.6)' }}>
        <ColorInput
          value={value}
          onChange={(hex) => hex !== value && onChange(hex)}
          size="small"
          showText
          aria-label={T.customColor}
        />
      </div>
    </div>
  );

  return (
    <Popover open={open} onOpenChange={setOpen} trigger="click" placement="bottomLeft" content={content}>
      <button
        type="button"
        className="kpt-wf-swatch-button kpt-wf-color-trigger"
        style={{ background: value }}
        aria-label={label}
        title={WORKFLOW_TEXTS.row.tooltips.color}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="workflow-color"
      />
    </Popover>
  );
}
