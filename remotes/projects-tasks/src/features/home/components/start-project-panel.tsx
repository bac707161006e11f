import { useCan } from '@kanri/app-state';
import { Button, Card, PlusOutlined } from '@kanri/design-system';
import { lazy, Suspense, useState } from 'react';
import { loadCreateProjectDialog, useProjectActions, type CreateProjectPayload } from '../../projects';
import { HOME_TEXTS } from '../texts';

const T = HOME_TEXTS.startProject;

// The dialog (its steps, templates and form controls) loads when first opened, not with the page.
const CreateProjectDialog = lazy(() => loadCreateProjectDialog().then((module) => ({ default: module.CreateProjectDialog })));

/**
 * The start-new-project panel: New Project, and the quick-start names that open the Create Project
 * dialog with that name filled in. For those who may create projects (admins and managers).
 */
export function StartProjectPanel() {
  const canCreate = useCan('projects.create');
  const actions = useProjectActions();
  // undefined: closed; '' : New Project; a name: that quick start.
  const [opened, setOpened] = useState<string | undefined>(undefined);
  const [loaded, setLoaded] = useState(false);
  if (!canCreate) return null;

  const open = (name: string) => {
    setLoaded(true);
    setOpened(name);
  };

  async function create(payload: CreateProjectPayload): Promise<boolean> {
    return (await actions.create(payload)) !== null;
  }

  return (
    <Card size="small" className="kph-widget kph-start-card" styles={{ body: { padding: 20 } }} data-testid="start-project">
      <div className="kph-start">
        <h2>{T.title}</h2>
        <p>{T.text}</p>
        <div>
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => open('')}>
            {T.button}
          </Button>
        </div>
        <p className="kph-section-label" style={{ margin: 0 }}>
          {T.quickStart}
        </p>
        <div className="kph-chips" role="group" aria-label={T.quickStart}>
          {T.names.map((name) => (
            <Button key={name} size="small" onClick={() => open(name)}>
              {name}
            </Button>
          ))}
        </div>
      </div>
      {loaded ? (
        <Suspense fallback={null}>
          <CreateProjectDialog
            open={opened !== undefined}
            initialName={opened || undefined}
            creating={actions.creating}
            onClose={() => setOpened(undefined)}
            onCreate={create}
          />
        </Suspense>
      ) : null}
    </Card>
  );
}
