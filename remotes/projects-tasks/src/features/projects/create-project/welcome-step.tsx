import { PROJECT_NAME_MAX_LENGTH } from '@kanri/contracts';
import { Input } from '@kanri/design-system';
import type { FormEvent } from 'react';
import { TEXTS } from '../../../texts';

const T = TEXTS.createProject.welcome;

/** Step 1: the project name, stopped at the API's limit. Enter continues when the name is valid (the parent decides). */
export function WelcomeStep({
  name,
  onNameChange,
  onContinue,
}: {
  name: string;
  onNameChange: (name: string) => void;
  onContinue: () => void;
}) {
  function submit(event: FormEvent) {
    event.preventDefault();
    onContinue();
  }
  return (
    <form onSubmit={submit} noValidate>
      <label className="kpt-cp-field">
        <span>{T.nameLabel}</span>
        <Input
          autoFocus
          size="large"
          autoComplete="off"
          maxLength={PROJECT_NAME_MAX_LENGTH}
          placeholder={T.namePlaceholder}
          value={name}
          onChange={(event) => onNameChange(event.target.value)}
        />
      </label>
      {/* Enter in the field submits. */}
      <button type="submit" hidden />
    </form>
  );
}
