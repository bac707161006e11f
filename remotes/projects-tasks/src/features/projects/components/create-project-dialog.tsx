import { ArrowLeftOutlined, Button, Modal } from '@kanri/design-system';
import { useEffect, useReducer, useRef, useState } from 'react';
import { TEXTS } from '../../../texts';
import {
  canContinue,
  CREATE_PROJECT_STEPS,
  createProjectReducer,
  initialCreateProjectState,
  toCreateProjectPayload,
} from '../create-project/create-project-state';
import { CREATE_PROJECT_ROOT_CLASS, CreateProjectStyles } from '../create-project/create-project-styles';
import { CustomizeStep } from '../create-project/customize-step';
import type { CreateProjectPayload } from '../create-project/options';
import { TemplatesStep } from '../create-project/templates-step';
import { WelcomeStep } from '../create-project/welcome-step';

const T = TEXTS.createProject;

export interface CreateProjectDialogProps {
  open: boolean;
  /** Called when the dialog closes without creating (Cancel, the close button, Escape) and after a successful create. */
  onClose: () => void;
  /**
   * Creates the project. Resolve true when it was created: the dialog resets and closes. Resolve
   * false (or reject) when it was not: the dialog stays open with everything as entered, so the
   * caller can show why (e.g. a toast) and the user can try again.
   */
  onCreate: (payload: CreateProjectPayload) => Promise<boolean>;
  /** The create request is running (e.g. the mutation's isPending): Create Project shows a spinner and the dialog cannot be left. */
  creating?: boolean;
  /** The name the dialog opens with (the dashboard's quick-start names). */
  initialName?: string;
}

/**
 * Create Project dialog (spec §2, issue 4): Welcome (name), Templates ("Define your workflow"),
 * Customize (summary, default views, task statuses, ClickApps). Back, Cancel, Continue and Create
 * Project. Closing, in any way, resets it. Templates, their statuses, ClickApps and the name limit are
 * the API contract's (@kanri/contracts).
 */
export function CreateProjectDialog({ open, onClose, onCreate, creating = false, initialName }: CreateProjectDialogProps) {
  const [state, dispatch] = useReducer(createProjectReducer, undefined, initialCreateProjectState);
  const [submitting, setSubmitting] = useState(false);
  const busy = creating || submitting;
  const stepIndex = CREATE_PROJECT_STEPS.indexOf(state.step);
  const bodyRef = useRef<HTMLDivElement>(null);
  const previousStep = useRef(state.step);

  // Closed by the parent (or by us): the next opening starts afresh, with the name given if any.
  useEffect(() => {
    if (!open) dispatch({ type: 'reset' });
    else if (initialName) dispatch({ type: 'set-name', name: initialName });
  }, [open, initialName]);

  // After Continue or Back, move the focus to the new step so keyboard and screen-reader users follow.
  useEffect(() => {
    if (previousStep.current !== state.step && state.step !== 'welcome') bodyRef.current?.focus();
    previousStep.current = state.step;
  }, [state.step]);

  function close() {
    if (busy) return;
    dispatch({ type: 'reset' });
    onClose();
  }

  function next() {
    dispatch({ type: 'continue' });
  }

  async function create() {
    const payload = toCreateProjectPayload(state);
    if (payload === null || busy) return;
    setSubmitting(true);
    let created: boolean;
    try {
      created = await onCreate(payload);
    } catch {
      created = false;
    } finally {
      setSubmitting(false);
    }
    if (created) {
      dispatch({ type: 'reset' });
      onClose();
    }
  }

  const title = state.step === 'welcome' ? T.welcome.title : state.step === 'templates' ? T.templates.title : T.customize.title;
  const subtitle =
    state.step === 'welcome' ? T.welcome.subtitle : state.step === 'templates' ? T.templates.subtitle : T.customize.subtitle;

  const footer = (
    <div className="kpt-cp-footer">
      {stepIndex > 0 ? (
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={() => dispatch({ type: 'back' })} disabled={busy}>
          {T.buttons.back}
        </Button>
      ) : null}
      <div className="kpt-cp-footer-end">
        <Button onClick={close} disabled={busy}>
          {T.buttons.cancel}
        </Button>
        {state.step === 'customize' ? (
          <Button type="primary" onClick={() => void create()} loading={busy}>
            {T.buttons.create}
          </Button>
        ) : (
          <Button type="primary" onClick={next} disabled={!canContinue(state)}>
            {T.buttons.continue}
          </Button>
        )}
      </div>
    </div>
  );

  return (
    <Modal
      open={open}
      title={title}
      onCancel={close}
      footer={footer}
      width={720}
      centered
      rootClassName={CREATE_PROJECT_ROOT_CLASS}
      mask={{ closable: false }}
      keyboard={!busy}
      closable={!busy}
      destroyOnHidden
      styles={{ body: { maxHeight: 'min(64vh, 640px)', overflowY: 'auto', overflowX: 'hidden', paddingRight: 4 } }}
    >
      <CreateProjectStyles />
      <div ref={bodyRef} className="kpt-cp-body" tabIndex={-1} data-step={state.step}>
        <div className="kpt-cp-progress">
          <p className="kpt-cp-progress-label">{T.stepLabel(stepIndex + 1, CREATE_PROJECT_STEPS.length)}</p>
          <div className="kpt-cp-progress-bar" aria-hidden>
            {CREATE_PROJECT_STEPS.map((step, index) => (
              <span key={step} className={index <= stepIndex ? 'is-done' : undefined} />
            ))}
          </div>
          <p className="kpt-cp-subtitle">{subtitle}</p>
        </div>
        {state.step === 'welcome' ? (
          <WelcomeStep name={state.name} onNameChange={(name) => dispatch({ type: 'set-name', name })} onContinue={next} />
        ) : null}
        {state.step === 'templates' ? (
          <TemplatesStep template={state.template} onChoose={(template) => dispatch({ type: 'choose-template', template })} />
        ) : null}
        {state.step === 'customize' ? (
          <CustomizeStep
            template={state.template}
            clickApps={state.clickApps}
            disabled={busy}
            onToggle={(id, enabled) => dispatch({ type: 'toggle-click-app', id, enabled })}
            onTurnOffAll={(off) => dispatch({ type: 'turn-off-all-click-apps', off })}
          />
        ) : null}
      </div>
    </Modal>
  );
}

export type { CreateProjectPayload } from '../create-project/options';
