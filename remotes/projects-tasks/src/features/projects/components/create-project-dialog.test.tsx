import {
  CLICK_APP_IDS,
  CLICK_APPS,
  DEFAULT_CLICK_APPS,
  PROJECT_NAME_MAX_LENGTH,
  PROJECT_TEMPLATES,
  type ClickAppId,
} from '@kanri/contracts';
import { DesignSystemProvider } from '@kanri/design-system';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { TEXTS } from '../../../texts';
import type { CreateProjectPayload } from '../create-project/options';
import { CreateProjectDialog } from './create-project-dialog';

const T = TEXTS.createProject;

/** A ClickApp of the contract: its name and description are what the dialog shows. */
const clickApp = (id: ClickAppId) => CLICK_APPS.find((app) => app.id === id)!;
const statusNames = (id: string) =>
  PROJECT_TEMPLATES.find((template) => template.id === id)!.statuses.map((status) => status.name);

/** A page that owns the dialog the way the sidebar or the dashboard will: an Open button and the open flag. */
function Harness({
  onCreate,
  onClose,
  creating,
  initiallyOpen = true,
}: {
  onCreate: (payload: CreateProjectPayload) => Promise<boolean>;
  onClose?: () => void;
  creating?: boolean;
  initiallyOpen?: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <DesignSystemProvider>
      <button type="button" onClick={() => setOpen(true)}>
        Open dialog
      </button>
      <button type="button" onClick={() => setOpen(false)}>
        Close from outside
      </button>
      <CreateProjectDialog
        open={open}
        creating={creating}
        onCreate={onCreate}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      />
    </DesignSystemProvider>
  );
}

function setup(props: Partial<Parameters<typeof Harness>[0]> = {}) {
  const onCreate = jest.fn<Promise<boolean>, [CreateProjectPayload]>(async () => true);
  const onClose = jest.fn();
  const user = userEvent.setup();
  const view = render(<Harness onCreate={onCreate} onClose={onClose} {...props} />);
  return { ...view, user, onCreate: (props.onCreate as jest.Mock | undefined) ?? onCreate, onClose };
}

const dialog = () => screen.findByRole('dialog');
const button = (name: string) => within(screen.getByRole('dialog')).getByRole('button', { name });
const queryButton = (name: string) => within(screen.getByRole('dialog')).queryByRole('button', { name });
/** Create Project while it spins: the spinner icon adds "loading" to its name. */
const createButton = () => within(screen.getByRole('dialog')).getByRole('button', { name: /Create Project$/ });
const nameInput = () => screen.findByLabelText(T.welcome.nameLabel, { selector: 'input' });
const clickAppSwitch = (id: ClickAppId) => screen.getByRole('switch', { name: clickApp(id).name });
const clickAppStates = () =>
  Object.fromEntries(CLICK_APP_IDS.map((id) => [id, clickAppSwitch(id).getAttribute('aria-checked') === 'true']));

/** jsdom gives inline colours back as rgb(). */
const hexToRgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** Chooses a template the way a pointer user does: by clicking its card (the radio itself is visually hidden). */
async function chooseTemplate(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByText(name, { selector: '.kpt-cp-template-name' }));
}

async function toTemplates(user: ReturnType<typeof userEvent.setup>, name = 'Website Redesign') {
  await user.type(await nameInput(), name);
  await user.click(button(T.buttons.continue));
  await screen.findByText(T.templates.title);
}

async function toCustomize(user: ReturnType<typeof userEvent.setup>, name?: string) {
  await toTemplates(user, name);
  await user.click(button(T.buttons.continue));
  await screen.findByText(T.customize.title);
}

describe('CreateProjectDialog', () => {
  describe('Welcome', () => {
    it('asks for the project name with Continue disabled while it is empty or whitespace', async () => {
      const { user } = setup();
      const modal = await dialog();
      expect(within(modal).getByText(T.welcome.title)).toBeInTheDocument();
      expect(within(modal).getByText('Step 1 of 3')).toBeInTheDocument();
      expect(queryButton(T.buttons.back)).not.toBeInTheDocument();
      expect(button(T.buttons.cancel)).toBeEnabled();
      const input = await nameInput();
      expect(input).toHaveAttribute('placeholder', T.welcome.namePlaceholder);
      expect(button(T.buttons.continue)).toBeDisabled();
      await user.type(input, '   ');
      expect(button(T.buttons.continue)).toBeDisabled();
      await user.type(input, 'Q3');
      expect(button(T.buttons.continue)).toBeEnabled();
      await user.clear(input);
      expect(button(T.buttons.continue)).toBeDisabled();
    });

    it('Enter continues when the name is valid, and does nothing while it is blank', async () => {
      const { user } = setup();
      const input = await nameInput();
      await user.type(input, '  {Enter}');
      expect(screen.queryByText(T.templates.title)).not.toBeInTheDocument();
      expect(input).toBeInTheDocument();
      await user.type(input, 'Launch{Enter}');
      expect(await screen.findByText(T.templates.title)).toBeInTheDocument();
      expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
    });

    it("stops the name at the contract's limit", async () => {
      const { user } = setup();
      const input = await nameInput();
      expect(input).toHaveAttribute('maxlength', String(PROJECT_NAME_MAX_LENGTH));
      await user.click(input);
      await user.paste('x'.repeat(PROJECT_NAME_MAX_LENGTH + 20));
      expect(input).toHaveValue('x'.repeat(PROJECT_NAME_MAX_LENGTH));
      expect(button(T.buttons.continue)).toBeEnabled();
    });
  });

  describe('Templates', () => {
    it("offers the contract's four templates with a description each; Marketing Teams is recommended and chosen", async () => {
      const { user } = setup();
      await toTemplates(user);
      const group = screen.getByRole('group', { name: T.templates.groupLabel });
      const radios = within(group).getAllByRole('radio');
      expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
        'starter',
        'marketing-teams',
        'project-management',
        'product-engineering',
      ]);
      for (const option of PROJECT_TEMPLATES) {
        const radio = within(group).getByRole('radio', { name: option.name });
        expect(radio).toHaveAccessibleDescription(expect.stringContaining(option.description));
      }
      expect(within(group).getAllByText(T.templates.recommended)).toHaveLength(1);
      const recommendedCard = within(group).getByText(T.templates.recommended).closest('label')!;
      expect(within(recommendedCard).getByText('Marketing Teams')).toBeInTheDocument();
      expect(within(group).getByRole('radio', { name: 'Marketing Teams' })).toBeChecked();
      expect(within(group).getByRole('radio', { name: 'Starter' })).not.toBeChecked();
      expect(button(T.buttons.continue)).toBeEnabled();
      expect(button(T.buttons.back)).toBeEnabled();
    });

    it('chooses another template by clicking its card', async () => {
      const { user } = setup();
      await toTemplates(user);
      await user.click(
        screen.getByText(PROJECT_TEMPLATES.find((template) => template.id === 'product-engineering')!.description),
      );
      expect(screen.getByRole('radio', { name: 'Product + Engineering' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Marketing Teams' })).not.toBeChecked();
      await user.click(button(T.buttons.continue));
      expect(within(await screen.findByTestId('template-summary')).getByText('Product + Engineering')).toBeInTheDocument();
    });

    it('moves the choice with the arrow keys', async () => {
      const { user } = setup();
      await toTemplates(user);
      await chooseTemplate(user, 'Starter');
      expect(screen.getByRole('radio', { name: 'Starter' })).toBeChecked();
      expect(screen.getByRole('radio', { name: 'Starter' })).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('radio', { name: 'Marketing Teams' })).toBeChecked();
    });
  });

  describe('Customize', () => {
    it('shows the template summary, the default views, the task statuses and the ClickApps with their defaults', async () => {
      const { user } = setup();
      await toCustomize(user);
      expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
      const summary = screen.getByTestId('template-summary');
      expect(within(summary).getByText('Marketing Teams')).toBeInTheDocument();
      expect(
        within(summary).getByText(PROJECT_TEMPLATES.find((template) => template.id === 'marketing-teams')!.description),
      ).toBeInTheDocument();

      const views = screen.getByRole('list', { name: T.customize.views });
      expect(
        within(views)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['List', 'Board', 'Calendar', 'Team']);
      const statuses = screen.getByRole('list', { name: T.customize.statuses });
      expect(
        within(statuses)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(statusNames('marketing-teams'));
      expect(statusNames('marketing-teams')).toEqual(['Backlog', 'Planning', 'In Progress', 'Ready For Review', 'Completed']);

      const apps = screen.getByRole('list', { name: T.customize.clickApps });
      const names = within(apps)
        .getAllByRole('switch')
        .map((control) => document.getElementById(control.getAttribute('aria-labelledby')!)!.textContent);
      expect(names).toEqual(CLICK_APPS.map((app) => app.name));
      for (const id of CLICK_APP_IDS) expect(clickAppSwitch(id)).toHaveAccessibleDescription(clickApp(id).description);
      expect(clickAppStates()).toEqual(DEFAULT_CLICK_APPS);
      expect(screen.getByRole('switch', { name: T.customize.turnOffAll })).not.toBeChecked();
      expect(button(T.buttons.create)).toBeEnabled();
      expect(queryButton(T.buttons.continue)).not.toBeInTheDocument();
    });

    it('shows the statuses the chosen template creates, with their colours', async () => {
      const { user } = setup();
      await toTemplates(user);
      await chooseTemplate(user, 'Starter');
      await user.click(button(T.buttons.continue));
      const statuses = await screen.findByRole('list', { name: T.customize.statuses });
      const items = within(statuses).getAllByRole('listitem');
      expect(items.map((item) => item.textContent)).toEqual(['To Do', 'In Progress', 'Completed']);
      const starter = PROJECT_TEMPLATES.find((template) => template.id === 'starter')!;
      expect(items.map((item) => (item.querySelector('.kpt-cp-dot') as HTMLElement).style.background)).toEqual(
        starter.statuses.map((status) => expect.stringContaining(hexToRgb(status.color))),
      );
      await user.click(button(T.buttons.back));
      await chooseTemplate(user, 'Product + Engineering');
      await user.click(button(T.buttons.continue));
      const other = await screen.findByRole('list', { name: T.customize.statuses });
      expect(
        within(other)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(statusNames('product-engineering'));
    });

    it('toggles a ClickApp with its switch or by clicking its row', async () => {
      const { user } = setup();
      await toCustomize(user);
      await user.click(clickAppSwitch('email'));
      expect(clickAppSwitch('email')).toBeChecked();
      await user.click(clickAppSwitch('priority'));
      expect(clickAppSwitch('priority')).not.toBeChecked();
      await user.click(screen.getByText(clickApp('wip-limits').description));
      expect(clickAppSwitch('wip-limits')).toBeChecked();
      expect(clickAppStates()).toEqual({ ...DEFAULT_CLICK_APPS, email: true, priority: false, 'wip-limits': true });
    });

    it('Turn off all ClickApps switches every one off; switching it back restores the choice', async () => {
      const { user } = setup();
      await toCustomize(user);
      await user.click(clickAppSwitch('email'));
      const allOff = screen.getByRole('switch', { name: T.customize.turnOffAll });
      await user.click(allOff);
      expect(allOff).toBeChecked();
      expect(Object.values(clickAppStates()).every((enabled) => !enabled)).toBe(true);
      await user.click(allOff);
      expect(allOff).not.toBeChecked();
      expect(clickAppStates()).toEqual({ ...DEFAULT_CLICK_APPS, email: true });
    });

    it('shows Turn off all ClickApps as on once every ClickApp is off, and off again when one is turned on', async () => {
      const { user } = setup();
      await toCustomize(user);
      for (const id of CLICK_APP_IDS) if (DEFAULT_CLICK_APPS[id]) await user.click(clickAppSwitch(id));
      const allOff = screen.getByRole('switch', { name: T.customize.turnOffAll });
      expect(allOff).toBeChecked();
      await user.click(clickAppSwitch('tags'));
      expect(allOff).not.toBeChecked();
    });
  });

  it('Back returns step by step and keeps what was entered', async () => {
    const { user } = setup();
    await toCustomize(user, 'Mobile App');
    await user.click(button(T.buttons.back));
    expect(await screen.findByText(T.templates.title)).toBeInTheDocument();
    await chooseTemplate(user, 'Project Management');
    await user.click(button(T.buttons.back));
    expect(await nameInput()).toHaveValue('Mobile App');
    expect(queryButton(T.buttons.back)).not.toBeInTheDocument();
    await user.click(button(T.buttons.continue));
    expect(screen.getByRole('radio', { name: 'Project Management' })).toBeChecked();
  });

  it('Create Project calls onCreate with the trimmed name, the template and every ClickApp, then closes and resets', async () => {
    const { user, onCreate, onClose } = setup();
    await toTemplates(user, '  Website Redesign  ');
    await chooseTemplate(user, 'Starter');
    await user.click(button(T.buttons.continue));
    await screen.findByText(T.customize.title);
    await user.click(clickAppSwitch('sprints'));
    await user.click(clickAppSwitch('time-tracking'));
    await user.click(clickAppSwitch('remap-subtask-due-dates'));
    await user.click(button(T.buttons.create));

    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(onCreate).toHaveBeenCalledWith({
      name: 'Website Redesign',
      template: 'starter',
      clickApps: { ...DEFAULT_CLICK_APPS, sprints: false, 'time-tracking': false, 'remap-subtask-due-dates': true },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await nameInput()).toHaveValue('');
    expect(screen.getByText(T.welcome.title)).toBeInTheDocument();
  });

  it('sends the defaults when nothing is changed, and every ClickApp off after Turn off all ClickApps', async () => {
    const onCreate = jest.fn(async () => true);
    const { user } = setup({ onCreate });
    await toCustomize(user, 'Defaults');
    await user.click(button(T.buttons.create));
    await waitFor(() =>
      expect(onCreate).toHaveBeenCalledWith({ name: 'Defaults', template: 'marketing-teams', clickApps: DEFAULT_CLICK_APPS }),
    );

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    await toCustomize(user, 'Bare');
    await user.click(screen.getByRole('switch', { name: T.customize.turnOffAll }));
    await user.click(button(T.buttons.create));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    expect(onCreate).toHaveBeenLastCalledWith({
      name: 'Bare',
      template: 'marketing-teams',
      clickApps: Object.fromEntries(CLICK_APP_IDS.map((id) => [id, false])),
    });
  });

  it('stays open with everything as entered when onCreate resolves false', async () => {
    const onCreate = jest.fn(async () => false);
    const { user, onClose } = setup({ onCreate });
    await toCustomize(user, 'Refused');
    await user.click(clickAppSwitch('email'));
    await user.click(button(T.buttons.create));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button(T.buttons.create)).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByText(T.customize.title)).toBeInTheDocument();
    expect(clickAppSwitch('email')).toBeChecked();

    await user.click(button(T.buttons.create));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(2));
    expect(onCreate).toHaveBeenLastCalledWith(
      expect.objectContaining({ name: 'Refused', clickApps: expect.objectContaining({ email: true }) }),
    );
  });

  it('stays open when onCreate rejects', async () => {
    const onCreate = jest.fn(async () => {
      throw new Error('network down');
    });
    const { user, onClose } = setup({ onCreate });
    await toCustomize(user, 'Offline');
    await user.click(button(T.buttons.create));
    await waitFor(() => expect(onCreate).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(button(T.buttons.create)).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByText(T.customize.title)).toBeInTheDocument();
  });

  it('while creating, Create Project spins and cannot be pressed twice; Back and Cancel are disabled', async () => {
    let finish: (created: boolean) => void = () => {};
    const onCreate = jest.fn(() => new Promise<boolean>((resolve) => (finish = resolve)));
    const { user, onClose } = setup({ onCreate });
    await toCustomize(user, 'Slow');
    await user.click(button(T.buttons.create));
    await waitFor(() => expect(button(T.buttons.cancel)).toBeDisabled());
    expect(button(T.buttons.back)).toBeDisabled();
    expect(clickAppSwitch('priority')).toBeDisabled();
    expect(createButton()).toHaveClass('ant-btn-loading');
    await user.click(createButton());
    await user.keyboard('{Escape}');
    expect(onCreate).toHaveBeenCalledTimes(1);
    expect(onClose).not.toHaveBeenCalled();
    finish(true);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('the creating prop also blocks the dialog', async () => {
    const { user, onCreate } = setup({ creating: true });
    await toCustomize(user, 'Busy');
    expect(button(T.buttons.cancel)).toBeDisabled();
    expect(button(T.buttons.back)).toBeDisabled();
    expect(createButton()).toHaveClass('ant-btn-loading');
    await user.click(createButton());
    expect(onCreate).not.toHaveBeenCalled();
  });

  it('Cancel closes without creating and resets every step', async () => {
    const { user, onCreate, onClose } = setup();
    await toTemplates(user, 'Draft');
    await chooseTemplate(user, 'Starter');
    await user.click(button(T.buttons.continue));
    await screen.findByText(T.customize.title);
    await user.click(screen.getByRole('switch', { name: T.customize.turnOffAll }));
    await user.click(button(T.buttons.cancel));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(onCreate).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await nameInput()).toHaveValue('');
    expect(button(T.buttons.continue)).toBeDisabled();
    await toCustomize(user, 'Fresh');
    expect(within(screen.getByTestId('template-summary')).getByText('Marketing Teams')).toBeInTheDocument();
    expect(clickAppStates()).toEqual(DEFAULT_CLICK_APPS);
  });

  it('Escape and the close button close and reset too', async () => {
    const { user, onClose } = setup();
    await toTemplates(user, 'Escaped');
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await nameInput()).toHaveValue('');

    await user.type(await nameInput(), 'Closed');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await nameInput()).toHaveValue('');
  });

  it('resets when the parent closes it', async () => {
    const { user, onClose } = setup();
    await toTemplates(user, 'Outside');
    await user.click(screen.getByRole('button', { name: 'Close from outside', hidden: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open dialog' }));
    expect(await nameInput()).toHaveValue('');
  });

  it('renders nothing while closed', () => {
    setup({ initiallyOpen: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
