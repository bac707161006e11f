import { CUSTOM_FIELD_MESSAGES, customFieldValueSchema, type CustomField } from '@kanri/contracts';
import {
  Button,
  currencyFractionDigits,
  currencySymbol,
  fromMinorUnits,
  Input,
  InputNumber,
  Popover,
  TextArea,
  toast,
  toMinorUnits,
} from '@kanri/design-system';
import { useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { parseProgress } from '../../../domain';
import { currencyOf, normalizeWebsite, numberValue } from '../format';
import { CF_TEXTS } from '../texts';
import type { EditorProps } from './editor-types';

const T = CF_TEXTS.cell;

type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

/** Checks a value with the contract's schema for the field (the server runs the same check). */
export function checkValue(field: Pick<CustomField, 'type' | 'options'>, value: unknown): Parsed {
  if (value === null) return { ok: true, value: null };
  const schema = customFieldValueSchema(field);
  if (!schema) return { ok: false, error: CUSTOM_FIELD_MESSAGES.computed };
  const result = schema.safeParse(value);
  return result.success
    ? { ok: true, value: result.data }
    : { ok: false, error: result.error.issues[0]?.message ?? CUSTOM_FIELD_MESSAGES.textInvalid };
}

/** What a text-like editor's text means for the field: null when blank, else the checked value. */
export function parseTypedValue(field: Pick<CustomField, 'type' | 'options' | 'settings'>, text: string): Parsed {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: null };
  switch (field.type) {
    case 'progress-manual':
      // Spec §5: non-numeric becomes 0; values are kept within 0–100.
      return { ok: true, value: parseProgress(trimmed) };
    case 'website':
      return checkValue(field, normalizeWebsite(trimmed));
    case 'number': {
      const number = Number(trimmed.replace(/[\s,]/g, ''));
      return Number.isFinite(number) ? { ok: true, value: number } : { ok: false, error: CUSTOM_FIELD_MESSAGES.numberInvalid };
    }
    case 'money': {
      const amount = Number(trimmed.replace(/[\s,]/g, ''));
      if (!Number.isFinite(amount)) return { ok: false, error: CUSTOM_FIELD_MESSAGES.moneyInvalid };
      return checkValue(field, toMinorUnits(amount, currencyOf(field)));
    }
    default:
      return checkValue(field, trimmed);
  }
}

/** The HTML input type of a text-like field (spec §5: url, email, tel). */
export function inputTypeOf(type: string): 'url' | 'email' | 'tel' | 'text' {
  if (type === 'website') return 'url';
  if (type === 'email') return 'email';
  if (type === 'phone') return 'tel';
  return 'text';
}

/**
 * Enter saves, Escape cancels, leaving the field saves (or, when the text is not valid, shows why
 * and keeps the old value). `settled` makes sure one editing session saves at most once.
 */
function useTextCommit(field: CustomField, onSave: EditorProps['onSave'], onCancel: () => void) {
  const settled = useRef(false);
  return {
    enter(text: string) {
      if (settled.current) return;
      const parsed = parseTypedValue(field, text);
      if (!parsed.ok) {
        toast.error(parsed.error);
        return;
      }
      settled.current = true;
      void onSave(parsed.value);
    },
    leave(text: string) {
      if (settled.current) return;
      settled.current = true;
      const parsed = parseTypedValue(field, text);
      if (!parsed.ok) {
        toast.error(parsed.error);
        onCancel();
        return;
      }
      void onSave(parsed.value);
    },
    cancel() {
      if (settled.current) return;
      settled.current = true;
      onCancel();
    },
  };
}

function keyHandler(commit: ReturnType<typeof useTextCommit>, allowNewLine = false) {
  return (event: KeyboardEvent<HTMLInputElement | HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !(allowNewLine && event.shiftKey) && !event.nativeEvent.isComposing) {
      event.preventDefault();
      commit.enter(event.currentTarget.value);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      commit.cancel();
    }
  };
}

/** Text, email, phone, website, location and manual progress: one input of the fitting type. */
export function TextLikeEditor({ field, value, onSave, onCancel }: EditorProps) {
  const initial =
    field.type === 'progress-manual' ? (numberValue(value)?.toString() ?? '') : typeof value === 'string' ? value : '';
  const [text, setText] = useState(initial);
  const commit = useTextCommit(field, onSave, onCancel);
  return (
    <Input
      autoFocus
      size="small"
      type={inputTypeOf(field.type)}
      inputMode={field.type === 'progress-manual' ? 'numeric' : undefined}
      placeholder={field.type === 'progress-manual' ? T.progressHint : undefined}
      suffix={field.type === 'progress-manual' ? '%' : undefined}
      aria-label={field.name}
      value={text}
      maxLength={field.type === 'location' ? 500 : undefined}
      onFocus={(event) => event.target.select()}
      onChange={(event) => setText(event.target.value)}
      onKeyDown={keyHandler(commit)}
      onBlur={(event) => commit.leave(event.currentTarget.value)}
    />
  );
}

/** Number (the field's decimals) and money (amount in the currency; stored as minor units). */
export function NumberEditor({ field, value, onSave, onCancel }: EditorProps) {
  const isMoney = field.type === 'money';
  const currency = currencyOf(field);
  const stored = numberValue(value);
  const initial = stored === null ? null : isMoney ? fromMinorUnits(stored, currency) : stored;
  const [number, setNumber] = useState<number | null>(initial);
  const commit = useTextCommit(field, onSave, onCancel);
  const precision = isMoney ? currencyFractionDigits(currency) : field.settings.decimals;
  return (
    <InputNumber
      autoFocus
      size="small"
      style={{ width: '100%' }}
      aria-label={field.name}
      prefix={isMoney ? currencySymbol(currency) : undefined}
      precision={precision}
      value={number}
      onChange={(next: number | string | null) =>
        setNumber(typeof next === 'number' ? next : next === null ? null : Number(next))
      }
      onFocus={(event) => event.target.select()}
      onKeyDown={keyHandler(commit)}
      onBlur={(event) => commit.leave(event.currentTarget.value)}
    />
  );
}

/** Long text in a popover: Enter saves, Shift+Enter adds a line, Escape cancels, clicking away saves. */
export function TextAreaEditor({ field, value, onSave, onCancel, children }: EditorProps & { children: ReactNode }) {
  const [text, setText] = useState(typeof value === 'string' ? value : '');
  const commit = useTextCommit(field, onSave, onCancel);
  return (
    <Popover
      open
      trigger="click"
      placement="bottomLeft"
      onOpenChange={(open: boolean) => {
        if (!open) commit.leave(text);
      }}
      content={
        <div className="kpt-cf-pop">
          <TextArea
            autoFocus
            aria-label={field.name}
            value={text}
            autoSize={{ minRows: 3, maxRows: 10 }}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={keyHandler(commit, true)}
          />
          <p className="kpt-cf-hint">{T.textAreaHint}</p>
          <div className="kpt-cf-pop-actions">
            <Button size="small" onClick={() => commit.cancel()}>
              {T.cancel}
            </Button>
            <Button size="small" type="primary" onClick={() => commit.enter(text)}>
              {T.save}
            </Button>
          </div>
        </div>
      }
    >
      {children}
    </Popover>
  );
}
