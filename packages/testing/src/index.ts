/**
 * Front-end test helpers (jest only; import from test files and test support, never from app code).
 * - `fakeApi`: a fake `/api/v1` checked against the contracts' route schemas (`API_ROUTES`).
 * - fixtures typed by the contracts (`makeUser`, `makeMember`, `makeProject`, `makeTask`, ...).
 * - `renderWithApp`: the app's providers, a signed-in user of a role, a memory router, userEvent.
 */
export { fakeApi, Reply, skipContractCheck, type ApiCall, type FakeApi, type FakeApiOptions, type Handler } from './fake-api';
export { formatViolations, type ContractViolation } from './contract-check';
export { API_ROUTES, matchRoute, successStatus, type ApiRouteKey, type MatchedRoute, type RouteContract } from './routes';
export {
  makeChatMessage,
  makeChatPerson,
  makeClient,
  makeConversation,
  makeConversationMember,
  makeInvoice,
  makeInvoiceSummary,
  makeLeavePage,
  makeLeaveRequest,
  makeMeeting,
  makeMember,
  makeNote,
  makeNotification,
  makeNotificationPage,
  makeProject,
  makeTask,
  makeTimeEntry,
  makeTodo,
  makeUser,
  makeWorkspace,
  PRIORITIES,
  signedInUser,
  STAMP,
  STATUSES,
  TAGS,
} from './fixtures';
export {
  apiFailure,
  createTestQueryClient,
  DEFAULT_USER_EVENT_OPTIONS,
  LocationProbe,
  renderWithApp,
  setupUser,
  spyOnToasts,
  toastTexts,
  type RenderWithAppOptions,
} from './render';
