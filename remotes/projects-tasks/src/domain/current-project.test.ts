import { currentAfterAdd, currentAfterDelete, initialCurrentProject, reconcileCurrentProject } from './current-project';

describe('current project (issue 4)', () => {
  it('is the first project at start', () => {
    expect(initialCurrentProject([3, 1, 2])).toBe(3);
    expect(initialCurrentProject(['b', 'a'])).toBe('b');
  });

  it('is none at start when there are no projects', () => {
    expect(initialCurrentProject([])).toBeNull();
  });

  it('adding selects the new project', () => {
    expect(currentAfterAdd(1, 9)).toBe(9);
    expect(currentAfterAdd(null, 9)).toBe(9);
  });

  describe('deleting', () => {
    it('the current one selects the first remaining project', () => {
      expect(currentAfterDelete([1, 2, 3], 2, 2)).toBe(1);
      expect(currentAfterDelete([1, 2, 3], 3, 3)).toBe(1);
    });

    it('the current one when it is first selects the next one, never the deleted project', () => {
      expect(currentAfterDelete([1, 2, 3], 1, 1)).toBe(2);
    });

    it('the only project leaves none', () => {
      expect(currentAfterDelete([7], 7, 7)).toBeNull();
    });

    it('another project keeps the current one', () => {
      expect(currentAfterDelete([1, 2, 3], 3, 1)).toBe(3);
      expect(currentAfterDelete([1, 2, 3], 1, 2)).toBe(1);
    });

    it('with no current project selects the first remaining one', () => {
      expect(currentAfterDelete([1, 2], null, 1)).toBe(2);
      expect(currentAfterDelete([1], null, 1)).toBeNull();
    });

    it('a project that is not listed changes nothing for a listed current project', () => {
      expect(currentAfterDelete([1, 2], 2, 99)).toBe(2);
    });

    it('does not change the given list', () => {
      const ids = [1, 2, 3];
      currentAfterDelete(ids, 1, 1);
      expect(ids).toEqual([1, 2, 3]);
    });
  });

  describe('reconcile with a fresh list', () => {
    it('keeps the current project while it is listed', () => {
      expect(reconcileCurrentProject([1, 2, 3], 2)).toBe(2);
    });

    it('falls back to the first project when the current one is gone', () => {
      expect(reconcileCurrentProject([4, 5], 2)).toBe(4);
    });

    it('picks the first project when none is current, and none when the list is empty', () => {
      expect(reconcileCurrentProject([4, 5], null)).toBe(4);
      expect(reconcileCurrentProject([], 2)).toBeNull();
      expect(reconcileCurrentProject([], null)).toBeNull();
    });
  });

  it('a session: start, add, select, delete', () => {
    let ids = [1, 2];
    let current = initialCurrentProject(ids);
    expect(current).toBe(1);
    ids = [...ids, 3];
    current = currentAfterAdd(current, 3);
    expect(current).toBe(3);
    current = currentAfterDelete(ids, current, 3);
    ids = ids.filter((id) => id !== 3);
    expect(current).toBe(1);
    current = currentAfterDelete(ids, current, 1);
    ids = ids.filter((id) => id !== 1);
    expect(current).toBe(2);
    current = currentAfterDelete(ids, current, 2);
    expect(current).toBeNull();
  });
});
