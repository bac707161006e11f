import { localStore } from './storage';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

test('localStore keeps, reads and removes a value', () => {
  expect(localStore.get('kanri.test')).toBeNull();
  localStore.set('kanri.test', 'draft');
  expect(localStore.get('kanri.test')).toBe('draft');
  localStore.remove('kanri.test');
  expect(localStore.get('kanri.test')).toBeNull();
});

test('localStore forgets quietly when the storage refuses', () => {
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new Error('QuotaExceededError');
  });
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('SecurityError');
  });
  expect(() => localStore.set('kanri.test', 'x')).not.toThrow();
  expect(localStore.get('kanri.test')).toBeNull();
});
