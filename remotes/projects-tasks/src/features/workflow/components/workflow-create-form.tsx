import { errorMessage, fieldError } from '@kanri/api-client';
import type { StatusCategory } from '@kanri/contracts';
import { Button, ColorInput, Input, PlusOutlined, Select, toast } from '@kanri/design-system';
import { useId, useState, type FormEvent } from 'react';
import { useWorkflowMutations } from '../api/use-workflow';
import { WORKFLOW_SWATCHES } from '../colors';
import { WORKFLOW_TEXTS } from '../texts';
import type { WorkflowKind } from '../workflow-kind';

const T = WORKFLOW_TEXTS.form;
const FIELDS = ['name', 'color', 'category', 'position'] as const;
type FieldErrors = Partial<Record<(typeof FIELDS)[number], string>>;

/**
 * "New status" / "New priority": name, colour (swatches or any colour) and, for statuses, the
 * category. The server validates (a blank name gets its 422 message under the field); success is
 * toasted with the server's message and the form starts afresh, keeping the focus in the name.
 */
export function WorkflowCreateForm({ kind }: { kind: WorkflowKind }) {
  const { create } = useWorkflowMutations(kind);
  const [name, setName] = useState('');
  const [color, setColor] = useState(kind.defaultColor);
  const [category, setCategory] = useState<StatusCategory>(kind.categories?.[0]?.value ?? 'todo');
  const [errors, setErrors] = useState<FieldErrors>({});
  const ids = { name: useId(), nameError: useId(), color: useId(), category: useId() };

  function submit(event?: FormEvent) {
    event?.preventDefault();
    if (create.isPending) return;
    setErrors({});
    create.mutate(
      { name: name.trim(), color, ...(kind.categories ? { category } : {}) },
      {
        onSuccess: () => {
          toast.success(kind.messages.created);
          setName('');
          setColor(kind.defaultColor);
        },
        onError: (error) => {
          const found: FieldErrors = {};
          for (const field of FIELDS) {
            const message = fieldError(error, field);
            if (message) found[field] = message;
          }
          setErrors(found);
          if (Object.keys(found).length === 0) toast.error(errorMessage(error));
        },
      },
    );
  }

  return (
    <section className="kpt-wf-card" aria-labelledby={`${ids.name}-title`}>
      <h2 id={`${ids.name}-title`} className="kpt-wf-card-title">
        {kind.texts.newTitle}
      </h2>
      <form className="kpt-wf-form" onSubmit={submit} noValidate>
        <div className="kpt-wf-field is-name">
          <label className="kpt-wf-field-label" htmlFor={ids.name}>
            {T.name}
          </label>
          <Input
            id={ids.name}
            value={name}
            placeholder={kind.texts.namePlaceholder}
            status={errors.name ? 'error' : undefined}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? ids.nameError : undefined}
            onChange={(event) => {
              setName(event.target.value);
              if (errors.name) setErrors({ ...errors, name: undefined });
            }}
            data-testid="workflow-create-name"
          />
          {errors.name ? (
            <p id={ids.nameError} className="kpt-wf-field-error" role="alert">
              {errors.name}
            </p>
          ) : null}
        </div>
        <div className="kpt-wf-field">
          <span className="kpt-wf-field-label" id={ids.color}>
            {T.color}
          </span>
          <div className="kpt-wf-swatches" role="group" aria-labelledby={ids.color}>
            {WORKFLOW_SWATCHES.map((swatch) => (
              <button
                key={swatch}
                type="button"
                className="kpt-wf-swatch-button"
                style={{ background: swatch }}
                aria-label={T.chooseColor(swatch)}
                aria-pressed={color === swatch}
                onClick={() => setColor(swatch)}
              />
            ))}
            <ColorInput value={color} onChange={setColor} swatches={WORKFLOW_SWATCHES} size="small" aria-label={T.customColor} />
          </div>
          {errors.color ? <p className="kpt-wf-field-error">{errors.color}</p> : null}
        </div>
        {kind.categories ? (
          <div className="kpt-wf-field">
            <label className="kpt-wf-field-label" htmlFor={ids.category}>
              {T.category}
            </label>
            <Select<StatusCategory>
              id={ids.category}
              value={category}
              onChange={setCategory}
              options={kind.categories.map((option) => ({ value: option.value, label: option.label }))}
              style={{ width: 160 }}
            />
            {errors.category ? <p className="kpt-wf-field-error">{errors.category}</p> : null}
          </div>
        ) : null}
        <div className="kpt-wf-field kpt-wf-form-submit">
          <Button type="primary" htmlType="submit" icon={<PlusOutlined aria-hidden />} loading={create.isPending}>
            {kind.texts.addButton}
          </Button>
        </div>
      </form>
    </section>
  );
}
