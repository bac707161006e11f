import { toast } from '@kanri/design-system/essentials';
import { toastFieldErrors } from './failures';

jest.mock('@kanri/design-system/essentials', () => ({ toast: { error: jest.fn() } }));

describe('toastFieldErrors', () => {
  beforeEach(() => jest.mocked(toast.error).mockClear());

  it('toasts every field message once, in order, and says it did', () => {
    expect(toastFieldErrors({ email: ['taken', ''], phone: ['short', 'taken'] })).toBe(true);
    expect(jest.mocked(toast.error).mock.calls).toEqual([['taken'], ['short']]);
  });

  it('shows nothing for a reply without field messages', () => {
    expect(toastFieldErrors(undefined)).toBe(false);
    expect(toastFieldErrors({ email: [''] })).toBe(false);
    expect(toast.error).not.toHaveBeenCalled();
  });
});
