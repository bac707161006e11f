import { Card, Result } from '@kanri/design-system';
import { TEXTS } from '../texts';

/** What a member without the area's permission sees at its address (the sidebar has no link for them). */
export function ForbiddenPanel({ body }: { body: string }) {
  return (
    <Card>
      <Result status="403" title={TEXTS.forbiddenTitle} subTitle={body} />
    </Card>
  );
}
