import { QUICK_START_DESCRIPTIONS, TIME_ENTRY_DESCRIPTION_MAX_LENGTH } from '@kanri/contracts';
import { Button, Card, Flex, Input, PlayCircleOutlined } from '@kanri/design-system';
import { useState } from 'react';
import { TRACKING_TEXTS } from '../texts';

const T = TRACKING_TEXTS.quickStart;

/**
 * Quick Start: Enter (or Start) starts a timer with the typed text (blank: the server's `General
 * work`); the buttons start one with their name. The text clears once the timer runs.
 */
export function QuickStart({ pending, onStart }: { pending: boolean; onStart: (description: string) => Promise<boolean> }) {
  const [text, setText] = useState('');

  async function start(description: string, clear: boolean) {
    if (pending) return;
    const started = await onStart(description);
    if (started && clear) setText('');
  }

  return (
    <Card size="small" title={T.title} style={{ marginBottom: 16 }}>
      <Flex gap={8} style={{ marginBottom: 12 }}>
        <Input
          aria-label={T.label}
          placeholder={T.placeholder}
          value={text}
          maxLength={TIME_ENTRY_DESCRIPTION_MAX_LENGTH}
          onChange={(event) => setText(event.target.value)}
          onPressEnter={() => void start(text, true)}
          style={{ flex: 1 }}
        />
        <Button
          type="primary"
          icon={<PlayCircleOutlined aria-hidden />}
          disabled={pending}
          onClick={() => void start(text, true)}
        >
          {T.start}
        </Button>
      </Flex>
      <Flex gap={8} wrap>
        {QUICK_START_DESCRIPTIONS.map((description) => (
          <Button
            key={description}
            size="small"
            aria-label={T.startLabel(description)}
            disabled={pending}
            onClick={() => void start(description, false)}
          >
            {description}
          </Button>
        ))}
      </Flex>
    </Card>
  );
}
