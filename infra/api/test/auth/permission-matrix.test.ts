import { openSession } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { callMatrixRow, seedMatrixFixture, userOf, type MatrixFixture } from './matrix-fixture.js';
import { CALLERS, MATRIX } from './permission-matrix-rows.js';

describe('permission matrix', () => {
  let testApp: TestApp;
  let fixture: MatrixFixture;
  beforeAll(async () => {
    testApp = await startTestApp();
    fixture = await seedMatrixFixture(testApp);
  });
  afterAll(() => testApp?.close());

  describe.each(MATRIX)('$method $url', (row) => {
    it.each(CALLERS)('answers %s as expected', async (caller) => {
      const userId = userOf(fixture, caller);
      const session = userId === undefined ? undefined : await openSession(testApp.database.db, userId);
      const response = await callMatrixRow(testApp, fixture, row, caller, session);

      expect({ caller, status: response.statusCode }).toEqual({ caller, status: row.expected[caller] });
    });
  });
});
