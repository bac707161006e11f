import { ColorPicker } from 'antd';

export interface ColorInputProps {
  /** `#rrggbb`. */
  value: string;
  onChange: (hex: string) => void;
  /** Swatches offered above the picker. */
  swatches?: readonly string[];
  showText?: boolean;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
  'aria-label'?: string;
}

/** A colour picker with `#rrggbb` string values. */
export function ColorInput({ value, onChange, swatches, showText = false, disabled, size, ...rest }: ColorInputProps) {
  return (
    <ColorPicker
      value={value}
      disabledAlpha
      showText={showText}
      disabled={disabled}
      size={size}
      presets={swatches ? [{ label: 'Colors', colors: [...swatches] }] : undefined}
      onChangeComplete={(color) => onChange(color.toHexString().slice(0, 7).toLowerCase())}
      {...(rest['aria-label'] ? { 'aria-label': rest['aria-label'] } : {})}
    />
  );
}
