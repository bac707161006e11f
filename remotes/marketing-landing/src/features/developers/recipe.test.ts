import { createHmac } from 'node:crypto';
import { webhookSignatureHeader, webhookSignedPayload, WEBHOOK_REPLAY_WINDOW_SECONDS } from '@kanri/contracts/webhooks';
import { verificationRecipe } from './texts';

/** The page's recipe, run as the reader would paste it (its import as a require). */
function loadRecipe(): (rawBody: string, header: string, secret: string, now?: number) => boolean {
  const source = verificationRecipe(WEBHOOK_REPLAY_WINDOW_SECONDS)
    .replace(
      "import { createHmac, timingSafeEqual } from 'node:crypto';",
      "const { createHmac, timingSafeEqual } = require('node:crypto');",
    )
    .replace('export function', 'function');
  return new Function('require', `${source}\nreturn verifyKanriWebhook;`)(require);
}

describe('the webhook verification recipe', () => {
  const secret = 'whsec_0123456789abcdef';
  const body = '{"id":"3f1c","event":"task.created","data":{"task":{"id":1}}}';
  const t = 1_790_000_000;
  const sign = (payload: string, key = secret) => createHmac('sha256', key).update(payload).digest('hex');

  it('accepts a delivery signed over "<t>.<raw body>" within the replay window', () => {
    const verify = loadRecipe();
    // The header exactly as the API writes it (the webhooks contract).
    const header = webhookSignatureHeader(t, sign(webhookSignedPayload(t, body)));
    expect(verify(body, header, secret, (t + 299) * 1000)).toBe(true);
    expect(verify(body, `t=${t}, v1=${'0'.repeat(64)}, v1=${sign(`${t}.${body}`)}`, secret, t * 1000)).toBe(true);
  });

  it('refuses a changed body, another secret, an old timestamp and a malformed header', () => {
    const verify = loadRecipe();
    const header = `t=${t},v1=${sign(`${t}.${body}`)}`;
    expect(verify(`${body} `, header, secret, t * 1000)).toBe(false);
    expect(verify(body, header, 'whsec_other', t * 1000)).toBe(false);
    expect(verify(body, header, secret, (t + 301) * 1000)).toBe(false);
    expect(verify(body, `v1=${sign(`${t}.${body}`)}`, secret, t * 1000)).toBe(false);
  });
});
