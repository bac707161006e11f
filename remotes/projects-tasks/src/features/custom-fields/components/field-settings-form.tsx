import { useProjects } from '@kanri/api-client';
import {
  DEFAULT_CURRENCY,
  isNumericFieldType,
  ROLLUP_AGGREGATES,
  type CustomField,
  type CustomFieldSettings,
  type CustomFieldType,
  type RollupAggregate,
} from '@kanri/contracts';
import { Select } from '@kanri/design-system';
import { useMemo } from 'react';
import { useCustomFields } from '../../../shared/api/queries';
import { rollupRelationFields } from '../field-draft';
import { fieldIcon } from '../field-types';
import { formatNumber } from '../format';
import { CF_TEXTS } from '../texts';
import { FormulaBuilder } from './formula-builder';

const T = CF_TEXTS.settings;

/** The currencies first offered; every ISO code the browser knows follows. */
const COMMON_CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'JPY', 'AUD', 'INR', 'CHF'];

function currencyCodes(): string[] {
  let all: string[];
  try {
    all = (Intl as unknown as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf?.('currency') ?? [];
  } catch {
    all = [];
  }
  return [...COMMON_CURRENCIES, ...all.filter((code) => !COMMON_CURRENCIES.includes(code))];
}

let currencyOptions: { value: string; label: string }[] | null = null;

/** Every currency as `USD — US Dollar`, built once (naming 160 currencies is not free). */
function getCurrencyOptions() {
  if (currencyOptions) return currencyOptions;
  let names: Intl.DisplayNames | null;
  try {
    names = new Intl.DisplayNames(['en'], { type: 'currency' });
  } catch {
    names = null;
  }
  currencyOptions = currencyCodes().map((code) => {
    let name: string;
    try {
      name = names?.of(code) ?? code;
    } catch {
      name = code;
    }
    return { value: code, label: name === code ? code : `${code} — ${name}` };
  });
  return currencyOptions;
}

export function CurrencySelect({
  value,
  onChange,
  disabled,
}: {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}) {
  const options = getCurrencyOptions();
  return (
    <label className="kpt-cf-field">
      <span>{T.currency}</span>
      <Select
        showSearch={{ optionFilterProp: 'label' }}
        value={value}
        disabled={disabled}
        options={options}
        aria-label={T.currency}
        onChange={(code: string) => onChange(code)}
      />
    </label>
  );
}

const DECIMALS = [0, 1, 2, 3, 4, 5, 6];
const AUTO = -1;

export function DecimalsSelect({
  value,
  onChange,
  disabled,
}: {
  value: number | undefined;
  onChange: (decimals: number | undefined) => void;
  disabled?: boolean;
}) {
  return (
    <label className="kpt-cf-field">
      <span>{T.decimals}</span>
      <Select
        value={value ?? AUTO}
        disabled={disabled}
        aria-label={T.decimals}
        options={[
          { value: AUTO, label: T.decimalsAuto },
          ...DECIMALS.map((decimals) => ({ value: decimals, label: `${decimals} (${formatNumber(1234.5, decimals)})` })),
        ]}
        onChange={(next: number) => onChange(next === AUTO ? undefined : next)}
      />
    </label>
  );
}

/** A rollup: the linking field of this project, a number field of the linked tasks, how to combine. */
export function RollupSettings({
  settings,
  onChange,
  projectFields,
  disabled,
}: {
  settings: CustomFieldSettings;
  onChange: (settings: CustomFieldSettings) => void;
  projectFields: readonly CustomField[];
  disabled?: boolean;
}) {
  const relations = rollupRelationFields(projectFields);
  const workspaceFields = useCustomFields();
  const projects = useProjects();
  const targets = useMemo(
    () =>
      (workspaceFields.data ?? [])
        .filter((field) => isNumericFieldType(field.type))
        .map((field) => {
          const project = projects.data?.find((candidate) => candidate.id === field.project_id);
          return {
            value: field.id,
            label: project ? `${field.name} (${project.name})` : field.name,
          };
        }),
    [workspaceFields.data, projects.data],
  );
  const aggregate = settings.aggregate ?? 'sum';

  return (
    <div className="kpt-cf-section">
      <label className="kpt-cf-field">
        <span>{T.rollupRelation}</span>
        <Select
          value={settings.relationship_field_id}
          disabled={disabled || relations.length === 0}
          placeholder={T.rollupRelationPlaceholder}
          aria-label={T.rollupRelation}
          options={relations.map((field) => ({
            value: field.id,
            label: (
              <span className="kpt-cf-option-label">
                {fieldIcon(field.type)}
                <span>{field.name}</span>
              </span>
            ),
          }))}
          onChange={(id: number) => onChange({ ...settings, relationship_field_id: id })}
        />
      </label>
      {relations.length === 0 ? <p className="kpt-cf-preview">{T.rollupNoRelation}</p> : null}
      <label className="kpt-cf-field">
        <span>{T.rollupAggregate}</span>
        <Select
          value={aggregate}
          disabled={disabled}
          aria-label={T.rollupAggregate}
          options={ROLLUP_AGGREGATES.map((value) => ({ value, label: CF_TEXTS.aggregates[value] }))}
          onChange={(value: RollupAggregate) => onChange({ ...settings, aggregate: value })}
        />
      </label>
      {aggregate === 'count' ? null : (
        <label className="kpt-cf-field">
          <span>{T.rollupTarget}</span>
          <Select
            value={settings.target_field_id}
            disabled={disabled}
            loading={workspaceFields.isLoading}
            placeholder={T.rollupTargetPlaceholder}
            aria-label={T.rollupTarget}
            showSearch={{ optionFilterProp: 'label' }}
            options={targets}
            onChange={(id: number) => onChange({ ...settings, target_field_id: id })}
          />
        </label>
      )}
    </div>
  );
}

/** The type's own settings (money currency, number decimals, formula, rollup); nothing for other types. */
export function FieldSettingsForm({
  type,
  settings,
  onChange,
  projectFields,
  selfId,
  disabled,
}: {
  type: CustomFieldType;
  settings: CustomFieldSettings;
  onChange: (settings: CustomFieldSettings) => void;
  projectFields: readonly CustomField[];
  selfId?: number;
  disabled?: boolean;
}) {
  switch (type) {
    case 'money':
      return (
        <CurrencySelect
          value={settings.currency ?? DEFAULT_CURRENCY}
          disabled={disabled}
          onChange={(currency) => onChange({ ...settings, currency })}
        />
      );
    case 'number':
      return (
        <DecimalsSelect
          value={settings.decimals}
          disabled={disabled}
          onChange={(decimals) => {
            const { decimals: _previous, ...rest } = settings;
            onChange(decimals === undefined ? rest : { ...rest, decimals });
          }}
        />
      );
    case 'formula':
      return (
        <FormulaBuilder
          expression={settings.expression ?? ''}
          projectFields={projectFields}
          selfId={selfId}
          disabled={disabled}
          onChange={(expression) => onChange({ ...settings, expression })}
        />
      );
    case 'rollup':
      return <RollupSettings settings={settings} projectFields={projectFields} disabled={disabled} onChange={onChange} />;
    default:
      return null;
  }
}
