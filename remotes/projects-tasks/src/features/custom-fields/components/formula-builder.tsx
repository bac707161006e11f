import type { CustomField } from '@kanri/contracts';
import { TextArea } from '@kanri/design-system';
import { useRef, type SyntheticEvent } from 'react';
import { formulaError, formulaFields } from '../field-draft';
import { fieldIcon } from '../field-types';
import { readableFormula } from '../format';
import { CF_TEXTS } from '../texts';

const T = CF_TEXTS.settings;

const OPERATORS = [
  { text: ' + ', label: '+', name: 'plus' },
  { text: ' - ', label: '−', name: 'minus' },
  { text: ' * ', label: '×', name: 'times' },
  { text: ' / ', label: '÷', name: 'divided by' },
  { text: '(', label: '(', name: 'opening parenthesis' },
  { text: ')', label: ')', name: 'closing parenthesis' },
] as const;

/**
 * The formula of a formula field: arithmetic over the project's number fields, written `{id}`.
 * Field chips and operator buttons insert at the caret; the expression is checked with the
 * contract's parser as it is typed and shown back with the fields' names.
 */
export function FormulaBuilder({
  expression,
  onChange,
  projectFields,
  selfId,
  disabled = false,
}: {
  expression: string;
  onChange: (expression: string) => void;
  projectFields: readonly CustomField[];
  selfId?: number;
  disabled?: boolean;
}) {
  const caret = useRef<{ start: number; end: number } | null>(null);
  const fields = formulaFields(projectFields, selfId);
  const error = formulaError(expression, projectFields, selfId);

  function remember(event: SyntheticEvent<HTMLTextAreaElement>) {
    const target = event.currentTarget;
    caret.current = { start: target.selectionStart ?? target.value.length, end: target.selectionEnd ?? target.value.length };
  }

  function insert(text: string) {
    const at = caret.current ?? { start: expression.length, end: expression.length };
    const next = expression.slice(0, at.start) + text + expression.slice(at.end);
    caret.current = { start: at.start + text.length, end: at.start + text.length };
    onChange(next);
  }

  return (
    <div className="kpt-cf-section">
      <label className="kpt-cf-field">
        <span>{T.formula}</span>
        <TextArea
          value={expression}
          disabled={disabled}
          placeholder={T.formulaPlaceholder}
          autoSize={{ minRows: 2, maxRows: 5 }}
          maxLength={1000}
          spellCheck={false}
          status={error ? 'error' : undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby="kpt-cf-formula-status"
          onChange={(event) => {
            remember(event);
            onChange(event.target.value);
          }}
          onSelect={remember}
          onKeyUp={remember}
          onClick={remember}
        />
      </label>
      <p className="kpt-cf-preview">{T.formulaHint}</p>
      <div className="kpt-cf-section">
        <p className="kpt-cf-section-title">{T.formulaFields}</p>
        {fields.length === 0 ? (
          <p className="kpt-cf-preview">{T.formulaNoFields}</p>
        ) : (
          <div className="kpt-cf-chips">
            {fields.map((field) => (
              <button
                key={field.id}
                type="button"
                className="kpt-cf-chip"
                disabled={disabled}
                title={`${field.name} → {${field.id}}`}
                aria-label={`Insert ${field.name}`}
                onClick={() => insert(`{${field.id}}`)}
              >
                {fieldIcon(field.type)}
                <span>{field.name}</span>
              </button>
            ))}
          </div>
        )}
        <div className="kpt-cf-chips" role="group" aria-label={T.operators}>
          {OPERATORS.map((operator) => (
            <button
              key={operator.name}
              type="button"
              className="kpt-cf-chip"
              disabled={disabled}
              aria-label={`Insert ${operator.name}`}
              onClick={() => insert(operator.text)}
            >
              <span>{operator.label}</span>
            </button>
          ))}
        </div>
      </div>
      <div id="kpt-cf-formula-status" aria-live="polite">
        {error ? (
          <p className="kpt-cf-error" role="alert">
            {error}
          </p>
        ) : expression.trim() === '' ? (
          <p className="kpt-cf-preview">{T.formulaEmpty}</p>
        ) : (
          <>
            <p className="kpt-cf-ok">{T.formulaOk}</p>
            <p className="kpt-cf-preview">
              {T.formulaPreview}: {readableFormula(expression, projectFields)}
            </p>
          </>
        )}
      </div>
    </div>
  );
}
