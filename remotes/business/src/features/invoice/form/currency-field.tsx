import { Button, currencySymbol, Input, PlusOutlined, Popover, Select, Tooltip, type FormControl } from '@kanri/design-system';
import { useState } from 'react';
import { INVOICE_TEXTS } from '../texts';
import { FieldMessage } from './field-message';
import { currencyOptions, customCurrencyOf } from './invoice-form';

const T = INVOICE_TEXTS.dialog;

/** The popover's form: a code typed, uppercased; blank is ignored, anything but three letters refused. */
function CustomCurrency({ onAdd }: { onAdd: (code: string) => void }) {
  const [typed, setTyped] = useState('');
  const [error, setError] = useState<string | undefined>();
  function add() {
    const result = customCurrencyOf(typed);
    if (result === null) return;
    if ('error' in result) {
      setError(result.error);
      return;
    }
    setTyped('');
    setError(undefined);
    onAdd(result.code);
  }
  return (
    <div style={{ display: 'grid', gap: 6, width: 240 }}>
      <div style={{ display: 'flex', gap: 8 }}>
        <Input
          aria-label={T.customCode}
          placeholder={T.customCodePlaceholder}
          value={typed}
          maxLength={3}
          autoFocus
          status={error ? 'error' : undefined}
          onChange={(event) => {
            setTyped(event.target.value.toUpperCase());
            setError(undefined);
          }}
          onPressEnter={(event) => {
            // Enter adds the code; it must not submit the invoice's form around it.
            event.preventDefault();
            add();
          }}
          style={{ textTransform: 'uppercase' }}
        />
        <Button type="primary" onClick={add}>
          {T.add}
        </Button>
      </div>
      <FieldMessage message={error} />
    </div>
  );
}

/**
 * The currency select (spec §9's currencies with their symbols, and any custom code in use) with
 * the "+" popover that adds a custom code (spec §5) and picks it.
 */
export function CurrencyField({ control, extra }: { control: FormControl<string>; extra: readonly string[] }) {
  const [added, setAdded] = useState<string[]>([]);
  const [open, setOpen] = useState(false);
  const codes = currencyOptions([...extra, ...added, control.value]);
  return (
    <div style={{ display: 'flex', gap: 8, width: '100%' }}>
      <Select<string>
        {...control.props}
        aria-label={T.currency}
        value={control.value}
        onChange={control.setValue}
        showSearch
        optionFilterProp="label"
        options={codes.map((code) => ({
          value: code,
          label: T.currencyOption(code, currencySymbol(code), T.currencyLabels[code]),
        }))}
        style={{ flex: 1, minWidth: 0 }}
        popupMatchSelectWidth={false}
      />
      <Popover
        open={open}
        onOpenChange={setOpen}
        trigger="click"
        placement="bottomRight"
        title={T.addCurrencyTitle}
        destroyOnHidden
        content={
          <CustomCurrency
            onAdd={(code) => {
              setAdded((codesAdded) => (codesAdded.includes(code) ? codesAdded : [...codesAdded, code]));
              control.setValue(code);
              setOpen(false);
            }}
          />
        }
      >
        <Tooltip title={T.addCurrency}>
          <Button icon={<PlusOutlined aria-hidden />} aria-label={T.addCurrency} aria-expanded={open} />
        </Tooltip>
      </Popover>
    </div>
  );
}
