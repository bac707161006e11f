import {
  FAQ,
  INTEGRATIONS,
  INTEGRATIONS_INITIAL,
  PRICE_PER_USER_MONTH,
  PRICING,
  STARTER_LIMITS,
  STORAGE_PER_USER_GB,
  TRIAL_DAYS,
} from './content';
import * as content from './content';

/** Every string reachable from the content module (functions are called with a sample year). */
function allStrings(value: unknown, out: string[] = []): string[] {
  if (typeof value === 'string') out.push(value);
  else if (typeof value === 'function') allStrings((value as (year: number) => unknown)(2025), out);
  else if (Array.isArray(value)) value.forEach((item) => allStrings(item, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((item) => allStrings(item, out));
  return out;
}

describe('landing content (spec §9)', () => {
  it('keeps the plan figures of the spec', () => {
    expect(STARTER_LIMITS).toEqual({ members: 10, projects: 5, storageGb: 5 });
    expect(PRICE_PER_USER_MONTH).toEqual({ professional: 19, business: 39 });
    expect(STORAGE_PER_USER_GB).toEqual({ professional: 50, business: 200 });
    expect(PRICING.plans.map((plan) => plan.name)).toEqual(['Starter', 'Professional', 'Business', 'Enterprise']);
  });

  it('uses one trial length, 30 days, in every text', () => {
    expect(TRIAL_DAYS).toBe(30);
    const lengths = allStrings(content)
      .flatMap((text) => [...text.matchAll(/(\d+)[\s-]*days?\b/gi)])
      .map((match) => Number(match[1]));
    expect(lengths.length).toBeGreaterThan(0);
    expect(new Set(lengths)).toEqual(new Set([30]));
  });

  it('has 6 to 8 FAQ entries with unique keys', () => {
    expect(FAQ.items.length).toBeGreaterThanOrEqual(6);
    expect(FAQ.items.length).toBeLessThanOrEqual(8);
    expect(new Set(FAQ.items.map((item) => item.key)).size).toBe(FAQ.items.length);
  });

  it('hides some integrations behind View All Integrations', () => {
    expect(INTEGRATIONS.items.length).toBeGreaterThan(INTEGRATIONS_INITIAL);
  });
});
